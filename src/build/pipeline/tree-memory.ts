// The build's memory as the machine sees it: this process and every process it starts (the bundler, Pagefind's
// indexers), sampled from /proc. `process.resourceUsage().maxRSS` counts this process only, so moving work into a
// process of its own would hide it from that figure; the sampled peak keeps it counted.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of one process in KB, or 0 once it has ended. */
function residentKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** `pid` and its descendants, from each thread's list of the children it started. */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(' ').map(Number));
    }
  } catch {
    // Ended between two reads: it has no children left to count.
  }
  return [pid, ...children.flatMap(processTree)];
}

export interface TreeMemory {
  /** Stops sampling; the highest total seen, in MB, or undefined where /proc cannot tell (not Linux). */
  stop(): number | undefined;
  /** The highest figure of the sampled process alone, in MB (sampled: its own exact peak is `maxRSS` for this process). */
  processPeak(): number | undefined;
}

/** Samples the resident memory of process `root` (this one by default) and its descendants every `intervalMs` until stopped. */
export function sampleTreeMemory(intervalMs = 50, root = process.pid): TreeMemory {
  const readable = residentKb(root) > 0 && processTree(root).length > 0;
  let peakKb = 0;
  let processPeakKb = 0;
  const sample = () => {
    const ownKb = residentKb(root);
    const totalKb = processTree(root).reduce((sum, pid) => sum + residentKb(pid), 0);
    if (totalKb > peakKb) peakKb = totalKb;
    if (ownKb > processPeakKb) processPeakKb = ownKb;
  };
  const timer = readable ? setInterval(sample, intervalMs) : undefined;
  // A sampler never keeps the build's process alive.
  timer?.unref();
  return {
    stop() {
      if (!timer) return undefined;
      clearInterval(timer);
      sample();
      return Math.round(peakKb / 1024);
    },
    processPeak: () => (readable ? Math.round(processPeakKb / 1024) : undefined),
  };
}
