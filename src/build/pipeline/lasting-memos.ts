// What the validator and the model work out from each text (a body's links, the law it names, its HTML), kept from one
// `npm run build` to the next: a process that builds once starts with empty memos, and working all of it out again
// for every body was most of a one-sentence edit's rebuild. The store is a file per project in the build's cache,
// read at the start and written at the end; a result is found again only by the same memo, the same text and the
// same code (its key), so a kept result is always the one the memo would work out.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LastingMemos } from '../../shared/remember-by-text.js';

/** Shorter texts are worked out again: hashing one costs about what finding its links or references does. */
const SHORTEST_KEPT = 200;

interface StoredMemos {
  code: string;
  entries: Map<string, unknown>;
}

const MISSING = Symbol('missing');

export class LastingMemoFile implements LastingMemos {
  readonly missing: unknown = MISSING;
  private readonly before: Map<string, unknown>;
  /** What this build asked for or worked out: only these are written back, so results of old texts fall away. */
  private readonly now = new Map<string, unknown>();

  private constructor(
    private readonly file: string,
    private readonly code: string,
    before: Map<string, unknown>,
  ) {
    this.before = before;
  }

  /** The store in `file` for the code whose key is `code` (empty when there is none, or it was kept by other code). */
  static open(file: string, code: string): LastingMemoFile {
    let before = new Map<string, unknown>();
    try {
      const stored = deserialize(readFileSync(file)) as StoredMemos;
      if (stored.code === code && stored.entries instanceof Map) before = stored.entries;
    } catch {
      // First build, or an unreadable store: everything is worked out.
    }
    return new LastingMemoFile(file, code, before);
  }

  private keyOf(name: string, text: string): string | undefined {
    return text.length < SHORTEST_KEPT ? undefined : hash('sha1', `${name}\0${text}`, 'base64');
  }

  get(name: string, text: string): unknown {
    const key = this.keyOf(name, text);
    if (key === undefined) return MISSING;
    if (this.now.has(key)) return this.now.get(key);
    if (!this.before.has(key)) return MISSING;
    const value = this.before.get(key);
    this.now.set(key, value);
    return value;
  }

  set(name: string, text: string, value: unknown): void {
    const key = this.keyOf(name, text);
    if (key !== undefined) this.now.set(key, value);
  }

  /** Writes what this build used (atomically: builds of copies of the project may share the cache folder). */
  save(): void {
    let bytes: Buffer;
    try {
      bytes = serialize({ code: this.code, entries: this.now } satisfies StoredMemos);
    } catch {
      // A result that cannot be cloned (a memo given a function to keep): nothing is kept rather than a part.
      rmSync(this.file, { force: true });
      return;
    }
    mkdirSync(dirname(this.file), { recursive: true });
    const staging = `${this.file}.${process.pid}.tmp`;
    writeFileSync(staging, bytes);
    renameSync(staging, this.file);
  }
}
