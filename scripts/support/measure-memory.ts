// `node --import tsx scripts/support/measure-memory.ts COMMAND [ARGUMENTS…]`: runs the command with its output as it
// is, and writes last on stderr its time from start to end and the peak resident memory of its process and of its whole process tree, sampled from
// /proc as the build samples its own (src/build/pipeline/tree-memory.ts). The benchmark reads the Starlight peer's
// memory with it, so both builds' figures are taken the same way.
import { spawn } from 'node:child_process';
import { sampleTreeMemory } from '../../src/build/pipeline/tree-memory.js';
import { elapsedLine, memoryLine } from './memory-line.js';

const [command, ...args] = process.argv.slice(2);
const started = performance.now();
const child = spawn(command, args, { stdio: 'inherit' });
// A command that cannot start has no process to sample (and no pid: the sampler would fall back to this one).
child.on('error', (error) => {
  process.stderr.write(`${command} could not start: ${error.message}\n`);
  process.exit(127);
});
const memory = sampleTreeMemory(50, child.pid ?? -1);
child.on('exit', (code) => {
  const seconds = (performance.now() - started) / 1000;
  const tree = memory.stop();
  const own = memory.processPeak();
  process.stderr.write(`\n${elapsedLine(seconds)}\n`);
  if (tree !== undefined && own !== undefined) process.stderr.write(`${memoryLine(own, tree)}\n`);
  process.exit(code ?? 1);
});
