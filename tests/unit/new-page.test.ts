import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/build/manifest/load';
import { pageSkeleton, routeEntry, slugify } from '../../src/build/generate/new-page';

describe('npm run new', () => {
  it('makes addresses from titles', () => {
    expect(slugify('Payroll Outsourcing & HR')).toBe('payroll-outsourcing-and-hr');
    expect(slugify('  Ünïcode — titles!  ')).toBe('unicode-titles');
  });

  for (const kind of ['service', 'blog'] as const) {
    it(`adds a ${kind} entry that passes validation once its markdown exists`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'site-new-'));
      cpSync(resolve('content'), join(dir, 'content'), { recursive: true });
      copyFileSync(resolve('site.yaml'), join(dir, 'site.yaml'));
      const entry = routeEntry(kind, 'Payroll outsourcing for start-ups', 'payroll-outsourcing-for-start-ups', '2026-11-22');
      writeFileSync(join(dir, 'site.yaml'), `${readFileSync(join(dir, 'site.yaml'), 'utf8').replace(/\s*$/, '\n')}${entry.yaml}`);
      writeFileSync(join(dir, 'content', entry.body), pageSkeleton(kind, 'Payroll outsourcing for start-ups'));
      const { manifest, problems } = loadManifest(join(dir, 'site.yaml'), { cwd: dir });
      expect(problems).toEqual([]);
      expect(manifest?.routes.at(-1)?.path).toBe(entry.path);
    });
  }
});
