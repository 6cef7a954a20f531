import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One publish at a time per site folder, across processes (the editor and `npm run publish`): a lock file made with
 * O_EXCL holding the process id. A lock left by a process that no longer runs is taken over.
 */
export function takePublishLock(publishedDir: string): (() => void) | undefined {
  mkdirSync(publishedDir, { recursive: true });
  const file = join(publishedDir, 'publish.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = openSync(file, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      return () => rmSync(file, { force: true });
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(file, 'utf8').trim());
      } catch {
        // Released meanwhile: try again.
      }
      if (isRunning(holder)) return undefined;
      rmSync(file, { force: true });
    }
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
