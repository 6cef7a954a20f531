// A manifest text with `[from, to]` edits made (each must apply), written to a folder and loaded as the validator
// loads site.yaml on the register's test day: the law tests' shared first step.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loadManifest } from '../../src/build/validate/load.js';

export function loadEdited(base: string, edits: [string, string][], where: { workDir: string; contentDir: string }) {
  let text = base;
  for (const [from, to] of edits) {
    expect(text, `the edit of ${JSON.stringify(from)} must apply`).toContain(from);
    text = text.replace(from, to);
  }
  const file = join(where.workDir, 'site.yaml');
  writeFileSync(file, text);
  return { text, result: loadManifest(file, { contentDir: where.contentDir, cwd: where.workDir, asOf: '2026-11-25' }) };
}
