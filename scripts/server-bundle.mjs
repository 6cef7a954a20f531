// The server compiled to JavaScript in dist/_server/, so that it runs on Node alone: no tsx, and none of the build's
// tools loaded until a publish needs them. `npm run build:server` writes it; `node scripts/run-server.mjs` writes it
// when the sources changed since (esbuild is a dev dependency: a deployment installed with `npm ci --omit=dev` runs
// the one it was given). The site plugin never serves the folder.
//
// Plain JavaScript, so that nothing needs compiling before it runs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

export const SERVER_DIR = 'dist/_server/code';

/**
 * Each program the deployment runs, by the name of its compiled file. The build's worker modules are compiled too: a
 * publish starts them by that name (src/build/support/ts-worker.ts), so publishing needs no tsx either.
 */
export const PROGRAMS = {
  server: 'server/server.ts',
  'api-server': 'server/api-server.ts',
  editors: 'scripts/editors.ts',
  'db-backup': 'scripts/db-backup.ts',
  'render-worker': 'src/build/prerender/render-worker.ts',
  'bundle-worker': 'src/build/pipeline/bundle-worker.ts',
  'subset-worker': 'src/build/fonts/subset-worker.ts',
};

/**
 * What the server must not load before a publish: the build (bundler, renderer, image encoder, search indexer, fonts)
 * and the development tools. The editor's saves and uploads check what they write with the manifest's, the law's and
 * the images' checks (validate/load.ts runs them), which live in src/build too, and the alert mails speak each
 * language's words as the manifest's translation overlay (model/localize.ts, with model/route-paths.ts) lays them out:
 * those are allowed.
 */
const EDITOR_CHECKS =
  /^src\/build\/(manifest\/|validate\/load\.ts$|support\/site-day\.ts$|law\/(law-checks|rule-checks|register-checks|literal-copies|locate-mentions|instrument-mentions)\.ts$|model\/(markdown|localize|route-paths)\.ts$|generate\/new-page\.ts$|images\/(image-checks|sniff|check-bytes|check-file|svg-safety|sizes)\.ts$)/;
const BUILD_PACKAGES = /^(sharp|pagefind|vite|tsx|esbuild|rolldown|@vitejs\/|subset-font|json-schema-to-typescript|@fontsource\/)/;

/** Whether a source file (relative to the project) or a package name is build code in that sense. */
export function isBuildCode(fileOrPackage) {
  if (fileOrPackage.startsWith('src/build/')) return !EDITOR_CHECKS.test(fileOrPackage);
  return BUILD_PACKAGES.test(fileOrPackage);
}

/** Packages loaded from node_modules at run time, not compiled in. */
const EXTERNAL = [
  'better-sqlite3',
  'react',
  'react-dom',
  '@tanstack/*',
  '@fontsource/*',
  ...'sharp pagefind vite @vitejs/* rolldown esbuild tsx subset-font json-schema-to-typescript'.split(' '),
];

const fingerprintOf = (file) => createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 22);

/**
 * Undefined when the compiled server in `dir` was made from the source files as they are in `root`; otherwise the
 * first source file that differs (or the reason there is nothing to compare).
 */
export function staleReason(dir = SERVER_DIR, root = '.') {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8'));
  } catch {
    return `${dir} holds no compiled server`;
  }
  const changed = Object.entries(recorded.files).find(([file, print]) => !existsSync(join(root, file)) || fingerprintOf(join(root, file)) !== print);
  return changed && `${changed[0]} changed since ${dir} was compiled`;
}

/**
 * Each module keeps its own `import.meta.url` (a bundle has one for all), found at run time from the compiled file's
 * place: the files the server reads beside its sources (the schema, the editing guide) are found wherever the project
 * was copied to, as under tsx.
 */
const ownModuleUrl = (outDir) => ({
  name: 'own-module-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (loaded) => {
      if (loaded.path.includes('/node_modules/')) return undefined;
      const fromOutput = relative(outDir, loaded.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
      return { contents: readFileSync(loaded.path, 'utf8').replaceAll('import.meta.url', url), loader: loaded.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * Moves each compiled file into `target`, whole (a process starting meanwhile reads the old file or the new one). Chunks
 * of earlier compilations stay a day: a server started from them loads its publish and preview chunks when first used.
 */
function moveInto(staging, target) {
  mkdirSync(target, { recursive: true });
  const fresh = new Set(readdirSync(staging));
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const old of readdirSync(target)) {
    if (!old.startsWith('.') && !fresh.has(old) && statSync(join(target, old)).mtimeMs < dayAgo) rmSync(join(target, old), { recursive: true, force: true });
  }
  // The record of the sources last, so the compiled files count as current only once all of them are in place.
  for (const file of [...fresh].filter((name) => name !== 'inputs.json').concat('inputs.json')) renameSync(join(staging, file), join(target, file));
  rmSync(staging, { recursive: true, force: true });
}

/** Compiles every program into `outDir` and returns esbuild's metafile. */
export async function compileServer({ root = '.', outDir = SERVER_DIR } = {}) {
  const { build } = await import('esbuild');
  const target = resolve(root, outDir);
  // Inside the folder the site never serves, as the compiled files are.
  const staging = join(target, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: resolve(root),
    entryPoints: PROGRAMS,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What only a publish or a preview needs (the build, the site's model) goes into chunks loaded when first used.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The server's own packages are compiled in: loading a few files instead of some 600 halved its start. Left out:
    // the SQLite driver (a native module), and what the build and the site's templates load themselves.
    external: EXTERNAL,
    // CommonJS packages compiled into ES modules still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // The compiled worker modules are found beside the compiled code (see src/build/support/ts-worker.ts).
    define: { 'process.env.SITE_COMPILED_TOOL': 'import.meta.dirname' },
    plugins: [ownModuleUrl(target)],
    metafile: true,
    logLevel: 'warning',
  });
  // The lock file stands for the packages compiled in: another version of one is another lock file.
  const files = Object.fromEntries(
    [...Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/')), 'package-lock.json'].map((file) => [
      file,
      fingerprintOf(resolve(root, file)),
    ]),
  );
  writeFileSync(join(staging, 'inputs.json'), `${JSON.stringify({ files }, null, 1)}\n`);
  writeFileSync(join(staging, 'meta.json'), JSON.stringify(result.metafile));
  moveInto(staging, target);
  return result.metafile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await compileServer();
  process.stdout.write(`Server compiled into ${SERVER_DIR}/ in ${((performance.now() - started) / 1000).toFixed(2)} s\n`);
}
