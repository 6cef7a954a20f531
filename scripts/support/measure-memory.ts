// `node --import tsx scripts/support/measure-memory.ts COMMAND [ARGUMENTS…]`: runs the command with its output as it
// is, and writes last on stderr the peak resident memory of its process and of its whole process tree, sampled from
// /proc as the build samples its own (src/build/pipeline/tree-memory.ts). The benchmark reads the Starlight peer's
// memory with it, so both builds' figures are taken the same way.
import { spawn } from 'node:child_process';
import { sampleTreeMemory } from '../../src/build/pipeline/tree-memory.js';
import { memoryLine } from './memory-line.js';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
const memory = sampleTreeMemory(50, child.pid);
child.on('exit', (code) => {
  const tree = memory.stop();
  const own = memory.processPeak();
  if (tree !== undefined && own !== undefined) process.stderr.write(`\n${memoryLine(own, tree)}\n`);
  process.exit(code ?? 1);
});
