// `node scripts/run-compiled.mjs scripts/build.ts [args]`: runs a TypeScript script of the build as JavaScript compiled
// by esbuild, with the worker modules it starts, instead of through tsx. tsx compiles each module as it loads it, in
// every thread and process again, and maps its positions back: in a clean build of the real site that was about
// 0.45 s before the build's first step, 0.3 s before the bundler's process could start work and 0.2 s in each render
// thread (CPU profiles, 2026-11-28). esbuild compiles the whole graph in one call (under 0.1 s); the result is kept
// in node_modules/.cache/site-tool/ and used again until one of its source files changes.
//
// Plain JavaScript, so that nothing needs compiling before it runs. Every other script still runs through tsx.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { basename, join, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/**
 * The modules the build starts in threads and processes of their own (src/build/support/ts-worker.ts runs the
 * compiled one when it exists, by its file name without `.ts`; tsx otherwise).
 */
const WORKERS = ['src/build/prerender/render-worker.ts', 'src/build/pipeline/bundle-worker.ts', 'src/build/fonts/subset-worker.ts'];

const [script, ...args] = process.argv.slice(2);
if (!script) {
  process.stderr.write('Usage: node scripts/run-compiled.mjs <script.ts> [arguments]\n');
  process.exit(2);
}
const root = resolve('.');
const toolDir = join(root, 'node_modules/.cache/site-tool', basename(script, '.ts'));
const inputsFile = join(toolDir, 'inputs.json');
// V8's compiled code of the build's modules and of the packages they load, kept for the next run (Node 22.1 and later):
// compiling them was a good part of the start of every `npm run build`. Node checks each entry against its source.
nodeModule.enableCompileCache?.(join(root, 'node_modules/.cache/site-tool/v8-compile-cache'));

/** A fingerprint of each file the last compilation read; equal fingerprints mean the compiled code is current. */
function fingerprintOf(file) {
  return createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 22);
}

function isCurrent() {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return false;
  }
  if (recorded.node !== process.version) return false;
  return Object.entries(recorded.files).every(([file, print]) => existsSync(file) && fingerprintOf(file) === print);
}

/**
 * Each module keeps its own `import.meta.url` (a bundle has one for all): paths the build finds relative to its source
 * file (the schema, the caches, the worker modules) stay what they are under tsx.
 */
const ownModuleUrl = {
  name: 'own-module-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (loaded) => {
      if (loaded.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(loaded.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(loaded.path).href)),
        loader: loaded.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

async function compile() {
  const { build } = await import('esbuild');
  const staging = `${toolDir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const entryPoints = Object.fromEntries([script, ...WORKERS].map((file) => [basename(file, '.ts'), file]));
  // One bundle per entry, no shared chunks: each thread loads only its own module's graph, as it does under tsx.
  const result = await build({
    entryPoints,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    // The compiled code tells ts-worker.ts where its worker modules are; under tsx this stays unset.
    define: { 'process.env.SITE_COMPILED_TOOL': JSON.stringify(toolDir) },
    plugins: [ownModuleUrl],
    metafile: true,
    logLevel: 'warning',
  });
  const files = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .filter((file) => !file.includes('node_modules/'))
      .map((file) => [resolve(file), fingerprintOf(file)]),
  );
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ node: process.version, files }));
  rmSync(toolDir, { recursive: true, force: true });
  mkdirSync(join(toolDir, '..'), { recursive: true });
  renameSync(staging, toolDir);
}

if (!isCurrent()) await compile();
process.argv = [process.argv[0], resolve(script), ...args];
await import(pathToFileURL(join(toolDir, `${basename(script, '.ts')}.mjs`)).href);
