// A hero slide's call-to-action is a link like any other in site.yaml: the validator checks that it leads to a page,
// at the line an editor wrote it. Shown on the smallest valid manifest plus one edit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';

const root = resolve('.');
const minimal = readFileSync(join(root, 'tests/fixtures/valid/minimal.yaml'), 'utf8');
const workDir = mkdtempSync(join(tmpdir(), 'hero-cta-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const SLIDE_END = '        thirdline: Filed on time, every period\n';

function loadWithCta(cta: string) {
  expect(minimal, 'the edit must apply').toContain(SLIDE_END);
  const file = join(workDir, 'site.yaml');
  writeFileSync(file, minimal.replace(SLIDE_END, `${SLIDE_END}${cta}`));
  const result = loadManifest(file, { contentDir: join(root, 'tests/fixtures/content'), cwd: workDir });
  return { manifest: result.manifest, errors: result.problems.map(formatProblem) };
}

describe("a hero slide's call to action", () => {
  it('is accepted with a label and a link to a declared page (any letter case)', () => {
    const { manifest, errors } = loadWithCta('        cta:\n          label: Talk to an adviser\n          link: /contact-us\n');
    expect(errors).toEqual([]);
    const home = manifest!.routes.find((route) => route.template === 'home');
    expect(home?.template === 'home' && home.slides[0].cta).toEqual({ label: 'Talk to an adviser', link: '/contact-us' });
  });

  it('is reported at its line when it leads to no page', () => {
    const { errors } = loadWithCta('        cta:\n          label: Talk to an adviser\n          link: /Contact-Uss\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^site\.yaml:244:17 {2}routes\[0\]\.slides\[0\]\.cta\.link: `\/Contact-Uss` is not a page of this site — did you mean `\/Contact-Us`\?/,
    );
  });

  it('needs a label as well as a link', () => {
    const { errors } = loadWithCta('        cta:\n          link: /Contact-Us\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/routes\[0\]\.slides\[0\]\.cta.*label/);
  });
});
