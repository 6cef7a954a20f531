import { execFileSync } from 'node:child_process';
import { isSiteFile } from '../../src/shared/server-build.js';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Every built page is HTML as the W3C's Nu checker (vnu-jar, run with Java) reads it. One JVM over all of dist/'s
// pages: starting Java per file would take minutes. Here rather than in the unit tests because it needs the build.

const dist = join(process.cwd(), 'dist');
const vnuJar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** vnu writes its JSON report to stderr and exits 1 when it found errors; either way the report is what counts. */
function runVnu(files: string[]): VnuMessage[] {
  let report: string;
  try {
    execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const failed = error as { code?: string; stderr?: string };
    if (failed.code === 'ENOENT') throw new Error('No `java` on PATH: install a Java runtime (Debian/Ubuntu: apt-get install -y default-jre-headless).');
    report = failed.stderr ?? '';
  }
  try {
    return (JSON.parse(report) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu checker did not give a report:\n${report.slice(0, 2000)}`);
  }
}

test('every built page conforms to HTML as the Nu checker reads it', async () => {
  test.setTimeout(180_000);
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && isSiteFile(file))
    .map((file) => join(dist, file));
  expect(pages.length).toBeGreaterThan(100);
  const errors = runVnu(pages).filter((message) => message.type === 'error' || message.type === 'non-document-error');
  const located = errors.map((error) => {
    const file = error.url.startsWith('file:') ? relative(process.cwd(), fileURLToPath(error.url)) : error.url;
    return `${file}:${error.lastLine ?? error.firstLine ?? 0}:${error.firstColumn ?? error.lastColumn ?? 0}  ${error.message}${error.extract ? `\n    ${error.extract.replace(/\n/g, ' ')}` : ''}`;
  });
  expect(located, `Nu checker errors:\n${located.join('\n')}`).toEqual([]);
});
