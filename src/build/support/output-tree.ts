import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export function fingerprint(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
}

/** How much content the writes under way may hold before the build writes synchronously (see `write`). */
const QUEUED_BYTES = 16 * 1024 * 1024;

interface State {
  files: Record<string, string>;
}

/**
 * dist/ as a set of files, each with the fingerprint of what it was made from. A build declares every file it
 * would write; only those whose fingerprint changed (or that are missing) are made again, files no longer
 * declared are deleted, and the result is byte-identical to a build into an empty folder.
 */
export class OutputTree {
  private readonly previous: Record<string, string>;
  private readonly next: Record<string, string> = {};
  /** Files written by this build (those the build compresses need their .br/.gz copies made again). */
  readonly written: string[] = [];
  /** Folders this build has made or found: a clean build of a large site would otherwise ask for each one per file. */
  private readonly folders = new Set<string>();
  /** dist/ did not exist: no file in it can have a stale compressed copy to remove. */
  private readonly empty: boolean;
  /** Writes under way, by file: a file is only readable (and the build finished) once its write has settled. */
  private readonly writing = new Map<string, Promise<void>>();
  /** The first write that failed: `flushed` and `finish` report it. */
  private failure: unknown;
  /** The bytes of the writes under way. */
  private queuedBytes = 0;

  constructor(
    readonly dir: string,
    private readonly stateFile: string,
  ) {
    let previous: State = { files: {} };
    try {
      previous = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
    } catch {
      // No state (first build, or the cache was cleared): everything is made.
    }
    // A state that belongs to another dist/ (or a dist/ deleted by hand) cannot be trusted file by file.
    this.empty = !existsSync(dir);
    this.previous = this.empty ? {} : previous.files;
  }

  /** Declares `file` with the fingerprint of its inputs; true when it must be made (changed or missing). */
  needs(file: string, print: string): boolean {
    this.next[file] = print;
    return this.previous[file] !== print || !existsSync(join(this.dir, file));
  }

  /** Declares and, when its content changed, writes `file`; the content is its own fingerprint. */
  put(file: string, content: string | Buffer): boolean {
    if (!this.needs(file, fingerprint(content))) return false;
    this.write(file, content);
    return true;
  }

  write(file: string, content: string | Uint8Array): void {
    const target = join(this.dir, file);
    const folder = dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    // Stale compressed copies must never outlive the file they were made from.
    if (!this.empty) {
      rmSync(`${target}.br`, { force: true });
      rmSync(`${target}.gz`, { force: true });
    }
    this.written.push(file);
    // Written on libuv's threads while this one goes on: creating a file costs the kernel up to a millisecond on a
    // slow disk (search-index.ts), and a large site writes thousands. A second write of a file waits for the first.
    // Each queued write holds its content: past QUEUED_BYTES the build writes in this thread instead, so a disk slower
    // than rendering cannot fill memory with pages (the grown site's HTML alone is 250 MB).
    const previous = this.writing.get(file);
    if (!previous && this.queuedBytes + content.length > QUEUED_BYTES) {
      writeFileSync(target, content);
      return;
    }
    this.queuedBytes += content.length;
    const write = (previous ?? Promise.resolve()).then(() => writeFile(target, content));
    const settled = write
      .then(
        () => {
          if (this.writing.get(file) === settled) this.writing.delete(file);
        },
        (error: unknown) => {
          this.failure ??= error;
        },
      )
      .finally(() => (this.queuedBytes -= content.length));
    this.writing.set(file, settled);
  }

  /** Settles once the given files (every file, by default) are on disk; rejects with the first write that failed. */
  async flushed(files: Iterable<string> = this.writing.keys()): Promise<void> {
    await Promise.all([...files].map((file) => this.writing.get(file)));
    if (this.failure !== undefined) throw this.failure;
  }

  /**
   * Once every write is on disk: deletes what the previous build made and this one did not declare, and saves the
   * state. Returns the deleted files.
   */
  async finish(): Promise<string[]> {
    await this.flushed();
    const removed = Object.keys(this.previous).filter((file) => !(file in this.next));
    for (const file of removed) {
      for (const suffix of ['', '.br', '.gz']) rmSync(join(this.dir, file + suffix), { force: true });
      removeEmptyParents(this.dir, dirname(join(this.dir, file)));
    }
    mkdirSync(dirname(this.stateFile), { recursive: true });
    writeFileSync(this.stateFile, JSON.stringify({ files: this.next } satisfies State));
    return removed;
  }

  get declared(): string[] {
    return Object.keys(this.next);
  }

  /** The bytes and the files whose writes are under way. */
  get pending(): { bytes: number; files: number } {
    return { bytes: this.queuedBytes, files: this.writing.size };
  }
}

/** A removed page leaves no empty folder behind, as a build into an empty folder would not have one. */
function removeEmptyParents(root: string, dir: string): void {
  while (dir.startsWith(`${root}/`) && existsSync(dir) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}
