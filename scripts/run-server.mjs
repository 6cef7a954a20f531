// `node scripts/run-server.mjs <program> [arguments]` (`npm run serve`, `serve:api`, `editors`, `db:backup`): runs the
// program compiled in dist/_server/ (scripts/server-bundle.mjs), on Node alone. When its sources changed since it was
// compiled it is compiled again first (a fraction of a second), which takes esbuild, a dev dependency; a deployment
// installed with `npm ci --omit=dev` runs the copy it was given, and stops with one sentence if that copy was made
// from other sources than its own.
//
// Plain JavaScript, so that nothing needs compiling before it runs.
import process from 'node:process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileServer, PROGRAMS, SERVER_DIR, staleReason } from './server-bundle.mjs';

const [program, ...args] = process.argv.slice(2);
if (!Object.hasOwn(PROGRAMS, program ?? '')) {
  process.stderr.write(`Usage: node scripts/run-server.mjs <${Object.keys(PROGRAMS).join('|')}> [arguments]\n`);
  process.exit(2);
}

const stale = staleReason();
if (stale) {
  let esbuildInstalled = true;
  try {
    await import('esbuild');
  } catch {
    esbuildInstalled = false;
  }
  if (!esbuildInstalled) {
    process.stderr.write(
      `Cannot start: ${stale}, and esbuild (a dev dependency) is not installed to compile it again. Run ` +
        '`npm run build:server` where the dev dependencies are installed and copy its dist/_server/ here.\n',
    );
    process.exit(1);
  }
  await compileServer();
}

process.argv = [process.argv[0], resolve(PROGRAMS[program]), ...args];
await import(pathToFileURL(join(resolve(SERVER_DIR), `${program}.mjs`)).href);
