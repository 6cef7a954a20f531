// The server runs without the build's tools: what the compiled server loads at start (its entry file, the chunks that
// file imports, and the packages compiled in or imported) holds no build code; the build comes in a chunk that a publish loads.
// The compiled server sits in dist/_server/, which the site never serves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer, isBuildCode } from '../../../scripts/server-bundle.mjs';
import { NOT_FOUND_PAGE, startSiteServer } from '../../support/site-server.js';

const outDir = mkdtempSync(join(tmpdir(), 'server-bundle-'));
let meta: Metafile;
beforeAll(async () => {
  meta = await compileServer({ outDir });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Source files and packages loaded with `entry` (a source path), following only static imports, or every import. */
function loadedWith(entry: string, follow: 'static' | 'all') {
  const start = Object.keys(meta.outputs).find((output) => meta.outputs[output].entryPoint === entry);
  if (!start) throw new Error(`${entry} was not compiled`);
  const files = new Set<string>();
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const input of Object.keys(meta.outputs[output].inputs)) {
      // Packages compiled in count as packages.
      const compiledIn = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (compiledIn) packages.add(compiledIn[1]);
      else files.add(input);
    }
    for (const imported of meta.outputs[output].imports) {
      if (follow === 'static' && imported.kind !== 'import-statement') continue;
      if (imported.external)
        packages.add(
          imported.path
            .split('/')
            .slice(0, imported.path.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      else visit(imported.path);
    }
  };
  visit(start);
  return { files: [...files], packages: [...packages] };
}

describe.each(['server/server.ts', 'server/api-server.ts'])('%s at start', (entry) => {
  it('loads no build code and none of the build tools', () => {
    const { files, packages } = loadedWith(entry, 'static');
    expect(files.filter(isBuildCode)).toEqual([]);
    expect(packages.filter(isBuildCode)).toEqual([]);
  });
});

it('leaves the build to a chunk that publishing loads when it starts', () => {
  const { files, packages } = loadedWith('server/server.ts', 'all');
  expect(files).toContain('src/build/pipeline/build-site.ts');
  expect(packages).toEqual(expect.arrayContaining(['sharp', 'pagefind']));
});

it('never serves the compiled server as a file of the site', async () => {
  const site = await startSiteServer();
  try {
    mkdirSync(join(site.distDir, '_server'));
    writeFileSync(join(site.distDir, '_server/server.mjs'), 'export {};');
    writeFileSync(join(site.distDir, '_server/inputs.json'), '{}');
    for (const path of ['/_server/server.mjs', '/_server/inputs.json', '/_server/', '/_server']) {
      const response = await fetch(`http://127.0.0.1:${site.port}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(NOT_FOUND_PAGE);
    }
  } finally {
    await site.close();
  }
});
