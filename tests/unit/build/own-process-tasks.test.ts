// Work the build hands to a process of its own (the bundler): the answer comes back, an error keeps its message, a
// process that dies is reported rather than waited for — and the build's memory figure still counts it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ELAPSED_LINE, MEMORY_LINE } from '../../../scripts/support/memory-line.js';
import { runOnce, runOnceInProcess } from '../../../src/build/support/ts-worker.js';
import { sampleTreeMemory } from '../../../src/build/pipeline/tree-memory.js';

const task = new URL('../../fixtures/tasks/echo-task.ts', import.meta.url);

describe('a task run once in a process of its own', () => {
  it('answers with its value, from another process', async () => {
    const answer = await runOnceInProcess<{ doubled: number; pid: number }>(task, { n: 21 }, 'The echo').result;
    expect(answer.doubled).toBe(42);
    expect(answer.pid).not.toBe(process.pid);
  });

  it('answers the same in a thread, in this process', async () => {
    const answer = await runOnce<{ doubled: number; pid: number }>(task, { n: 4 }, 'The echo').result;
    expect(answer).toMatchObject({ doubled: 8, pid: process.pid });
  });

  it("passes on the task's error with its message", async () => {
    await expect(runOnceInProcess(task, { n: 1, fail: true }, 'The echo').result).rejects.toThrow('the task refused its job');
  });

  it('reports a process that ends without answering, naming the task and its exit code', async () => {
    await expect(runOnceInProcess(task, { n: 1, exitCode: 3 }, 'The echo').result).rejects.toThrow(
      'The echo: its process stopped (exit code 3) before it finished.',
    );
  });

  it('stops the process when asked', async () => {
    const running = runOnceInProcess(task, { n: 1, holdMb: 1 }, 'The echo');
    running.result.catch(() => {});
    expect(await running.stop()).not.toBe(0);
  });
});

describe("the build's memory with the processes it starts", () => {
  it('counts the memory a started process holds', async () => {
    const sampler = sampleTreeMemory(20);
    const own = Math.round(process.memoryUsage().rss / 1024 / 1024);
    const answer = await runOnceInProcess<{ held: number }>(task, { n: 1, holdMb: 300 }, 'The echo').result;
    const peak = sampler.stop();
    expect(answer.held).toBe(300 * 1024 * 1024);
    // The child held 300 MB for half a second: the tree's peak has it, beyond everything this process holds.
    expect(peak).toBeGreaterThanOrEqual(own + 300);
  });
});

describe('the memory of another tool’s build (the benchmark’s Starlight peer)', () => {
  it('is read the same way: its process, and with the processes it starts, and its exit code is passed on', () => {
    // A process holding 120 MB that starts one holding 250 MB, then ends with code 3.
    const program = `const own = Buffer.alloc(120 * 1024 * 1024, 1);
      require('node:child_process').spawnSync(process.execPath, ['-e', 'const held = Buffer.alloc(250 * 1024 * 1024, 1); setTimeout(() => {}, 400)']);
      process.exitCode = own.length > 0 ? 3 : 0;`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/support/measure-memory.ts', process.execPath, '-e', program], { encoding: 'utf8' });
    expect(result.status).toBe(3);
    const [, processMb, treeMb] = MEMORY_LINE.exec(result.stderr)!.map(Number);
    expect(processMb).toBeGreaterThanOrEqual(120);
    expect(processMb).toBeLessThan(250);
    expect(treeMb).toBeGreaterThanOrEqual(120 + 250);
    // Timed from the command's start, not the wrapper's: the child held its memory for 0.4 s at least.
    expect(Number(ELAPSED_LINE.exec(result.stderr)![1])).toBeGreaterThan(0.4);
  });
});
