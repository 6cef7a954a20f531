// A folder in the system's temporary folder, deleted when the test that made it has finished (or, made while a file's
// tests are collected, when the test process ends). Tests that made one per case and left it behind filled /tmp with
// thousands (3,367 `translation-*` and 2,040 `trap-*` folders on the development machine, 2026-11-28).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

const leftForTheEnd: string[] = [];
process.once('exit', () => {
  for (const dir of leftForTheEnd) rmSync(dir, { recursive: true, force: true });
});

export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  } catch {
    // Not inside a test: the folder lives as long as the test process.
    leftForTheEnd.push(dir);
  }
  return dir;
}
