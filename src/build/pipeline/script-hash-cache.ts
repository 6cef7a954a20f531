import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface Entry {
  /** The fingerprint the page's HTML was made from (as OutputTree keeps it). */
  print: string;
  /** Its inline scripts' hashes, for its content security policy. */
  hashes: string[];
}

/**
 * Each page's inline-script hashes, kept from build to build with what its HTML was made from: a page not rendered
 * again has the same scripts, so its policy needs no read of its HTML (reading and hashing every page was a tenth of a
 * one-page rebuild). A page whose print changed, or that the cache lacks, is read as before.
 */
export class ScriptHashCache {
  private readonly previous: Record<string, Entry>;
  private readonly next: Record<string, Entry> = {};

  constructor(private readonly file: string) {
    let previous: Record<string, Entry> = {};
    try {
      previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
    } catch {
      // First build, or the cache was cleared: every page not rendered is read.
    }
    this.previous = previous;
  }

  /** The hashes of `htmlFile` as made from `print`: `fresh` when it was just rendered, else kept or worked out by `read`. */
  hashes(htmlFile: string, print: string, fresh: string[] | undefined, read: () => string[]): string[] {
    const kept = this.previous[htmlFile];
    const hashes = fresh ?? (kept?.print === print ? kept.hashes : read());
    this.next[htmlFile] = { print, hashes };
    return hashes;
  }

  save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.next));
  }
}
