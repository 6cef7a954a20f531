// `node scripts/run-parallel.mjs typecheck lint`: runs those npm scripts at once and prints each one's output whole
// when it ends, so two single-threaded checks use both cores of a small CI machine and their reports stay readable.
// Exits 1 if any failed, after all have ended.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import console from 'node:console';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const npm = process.env.npm_execpath;
const started = performance.now();

function run(script) {
  return new Promise((resolve) => {
    // npm's own entry point when npm started us (the same npm and Node), else npm from PATH.
    const child = npm ? spawn(process.execPath, [npm, 'run', '--silent', script]) : spawn('npm', ['run', '--silent', script], { shell: true });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`\n> npm run ${script} — ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      if (text) console.log(text);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
