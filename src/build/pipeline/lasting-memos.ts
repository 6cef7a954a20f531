// What the validator and the model work out from each text (a body's links, the law it names, its HTML), kept from one
// `npm run build` to the next: a process that builds once starts with empty memos, and working all of it out again
// for every body was most of a one-sentence edit's rebuild. The store is a file per project in the build's cache,
// read at the start and written at the end; a result is found again only by the same memo, the same text and the
// same code (its key), so a kept result is always the one the memo would work out.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LastingMemos } from '../../shared/remember-by-text.js';

/** Shorter texts are worked out again: hashing one costs about what finding its links or references does. */
const SHORTEST_KEPT = 200;

interface StoredMemos {
  code: string;
  /** Each result serialized on its own: a build writes back the bytes it read, and reads only what it asks for. */
  entries: Map<string, Buffer>;
}

const MISSING = Symbol('missing');

export class LastingMemoFile implements LastingMemos {
  readonly missing: unknown = MISSING;
  private readonly before: Map<string, Buffer>;
  /** What this build asked for or worked out: only these are written back, so results of old texts fall away. */
  private readonly now = new Map<string, Buffer>();
  /** Results asked for in this process, by key. */
  private readonly found = new Map<string, unknown>();
  /** Each text's hash, once per text however many memos ask for it. */
  private readonly hashes = new Map<string, string>();

  private constructor(
    private readonly file: string,
    private readonly code: string,
    before: Map<string, Buffer>,
  ) {
    this.before = before;
  }

  /** The store in `file` for the code whose key is `code` (empty when there is none, or it was kept by other code). */
  static open(file: string, code: string): LastingMemoFile {
    let before = new Map<string, Buffer>();
    try {
      const stored = deserialize(readFileSync(file)) as StoredMemos;
      if (stored.code === code && stored.entries instanceof Map) before = stored.entries;
    } catch {
      // First build, or an unreadable store: everything is worked out.
    }
    return new LastingMemoFile(file, code, before);
  }

  private keyOf(name: string, text: string): string | undefined {
    if (text.length < SHORTEST_KEPT) return undefined;
    let textHash = this.hashes.get(text);
    if (textHash === undefined) {
      textHash = hash('sha1', text, 'base64');
      this.hashes.set(text, textHash);
    }
    return `${name} ${textHash}`;
  }

  get(name: string, text: string): unknown {
    const key = this.keyOf(name, text);
    if (key === undefined) return MISSING;
    if (this.found.has(key)) return this.found.get(key);
    const bytes = this.before.get(key);
    if (!bytes) return MISSING;
    const value: unknown = deserialize(bytes);
    this.now.set(key, bytes);
    this.found.set(key, value);
    return value;
  }

  set(name: string, text: string, value: unknown): void {
    const key = this.keyOf(name, text);
    if (key === undefined) return;
    try {
      this.now.set(key, serialize(value));
      this.found.set(key, value);
    } catch {
      // A result that cannot be cloned (a function in it) is worked out again next time.
    }
  }

  /** Writes what this build used (atomically: builds of copies of the project may share the cache folder). */
  save(): void {
    this.hashes.clear();
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const staging = `${this.file}.${process.pid}.tmp`;
      writeFileSync(staging, serialize({ code: this.code, entries: this.now } satisfies StoredMemos));
      renameSync(staging, this.file);
    } catch {
      // A store that cannot be written costs the next build its time, never this one its result.
    }
  }
}
