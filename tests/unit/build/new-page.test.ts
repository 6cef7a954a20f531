import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { pageSkeleton, routeEntry, slugify } from '../../../src/build/generate/new-page.js';

describe('npm run new', () => {
  it('makes addresses from titles', () => {
    expect(slugify('Payroll Outsourcing & HR')).toBe('payroll-outsourcing-and-hr');
    expect(slugify('  Ünïcode — titles!  ')).toBe('unicode-titles');
  });

  for (const kind of ['service', 'blog'] as const) {
    it(`adds a ${kind} draft that validates, and cannot be published until its text, image and alt text are written`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'site-new-'));
      cpSync(resolve('content'), join(dir, 'content'), { recursive: true });
      copyFileSync(resolve('site.yaml'), join(dir, 'site.yaml'));
      const entry = routeEntry(kind, 'Payroll outsourcing for start-ups', 'payroll-outsourcing-for-start-ups', '2026-11-22');
      const before = readFileSync(join(dir, 'site.yaml'), 'utf8');
      writeFileSync(join(dir, 'site.yaml'), `${before.replace(/\s*$/, '\n')}${entry.yaml}`);
      writeFileSync(join(dir, 'content', entry.body), pageSkeleton(kind, 'Payroll outsourcing for start-ups'));
      const draft = loadManifest(join(dir, 'site.yaml'), { cwd: dir });
      expect(draft.problems).toEqual([]);
      const added = draft.manifest?.routes.at(-1);
      expect(added).toMatchObject({ path: entry.path, draft: true, image: '/images/draft-image.svg' });
      // Never another page's picture or description of it.
      const otherImages = new Set(draft.manifest!.routes.slice(0, -1).flatMap((route) => ('image' in route ? [route.image] : [])));
      expect(otherImages.has((added as { image: string }).image)).toBe(false);

      // Published as it stands, every unfinished part is reported where it is.
      writeFileSync(join(dir, 'site.yaml'), `${before.replace(/\s*$/, '\n')}${entry.yaml.replace('    draft: true\n', '')}`);
      const published = loadManifest(join(dir, 'site.yaml'), { cwd: dir });
      const where = published.problems.map((problem) => `${problem.file}:${problem.path || problem.line}`);
      expect(where).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^site\.yaml:routes\[\d+\]\.image$/),
          expect.stringMatching(/^site\.yaml:routes\[\d+\]\.alt$/),
          expect.stringMatching(new RegExp(`^content/${entry.body}:\\d+$`)),
        ]),
      );
      expect(published.problems.find((problem) => problem.file.endsWith('.md'))?.message).toContain('unfinished text on a published page');
    });
  }

  it('reports a link from a published page to a draft at the link', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-new-'));
    cpSync(resolve('content'), join(dir, 'content'), { recursive: true });
    const entry = routeEntry('service', 'Payroll outsourcing for start-ups', 'payroll-outsourcing-for-start-ups', '2026-11-22');
    const text = readFileSync(resolve('site.yaml'), 'utf8').replace(/\s*$/, '\n');
    const linked = text.replace(
      'quickContact:\n    label: Quick Contact\n    link: /tax-consultants-in-uae',
      `quickContact:\n    label: Quick Contact\n    link: ${entry.path}`,
    );
    expect(linked).not.toBe(text);
    writeFileSync(join(dir, 'site.yaml'), `${linked}${entry.yaml}`);
    writeFileSync(join(dir, 'content', entry.body), pageSkeleton('service', 'Payroll outsourcing for start-ups'));
    const { problems } = loadManifest(join(dir, 'site.yaml'), { cwd: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBe('navigation.quickContact.link');
    expect(problems[0].message).toMatch(/^links to `\/services\/payroll-outsourcing-for-start-ups`, a draft/);
  });
});
