import { readFile } from 'node:fs/promises';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `file` has stopped changing: two reads `intervalMs` apart give the same, non-empty text (or the wait
 * ran out, and the file really is empty or gone: then it resolves `false`). An editor that saves in place truncates the file and then writes it;
 * one that saves atomically removes it for a moment. A read in between saw an empty or half-written site.yaml, and
 * the dev server reported a problem the editor never made.
 */
export async function waitForSettledFile(file: string, options: { intervalMs?: number; maxWaitMs?: number } = {}): Promise<boolean> {
  const intervalMs = options.intervalMs ?? 30;
  const deadline = Date.now() + (options.maxWaitMs ?? 1500);
  let previous = await readOrMissing(file);
  while (Date.now() < deadline) {
    await sleep(intervalMs);
    const next = await readOrMissing(file);
    if (next === previous && next) return true;
    previous = next;
  }
  return false;
}

async function readOrMissing(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}
