// site.yaml as parsed and checked against the schema, kept from one `npm run build` to the next while its text is
// unchanged: parsing it (380 KB) and checking it were half of validation in a process that builds once, and an edit
// of a page's body changes neither. Every other check still runs on every build, against the bodies as they are now;
// what they ask of the text (where a path is) is kept with it, so an unchanged file is not parsed to point at a line.
import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LineCounter } from 'yaml';
import type { Problem } from './problem.js';
import { SourceFile, type KnownLocations } from './source.js';

export interface ManifestCacheOptions {
  /** The folder of the build's cache. */
  dir: string;
  /** A key of the code that parses and checks (the parser, the schema, the checks): other code, other results. */
  code: string;
}

interface KeptManifest {
  /** What it was made from: the text, the code and the name problems give the file. */
  key: string;
  /** The manifest as parsing gave it (serialized once more on each use, so each use has its own copy). */
  manifest: Buffer;
  lineStarts: number[];
  /** The checks that read nothing but site.yaml's text, and their findings (comment-traps.ts). */
  textWarnings: Problem[];
  offsets: Map<string, number>;
  ranges: Map<string, [number, number] | null>;
}

export interface ManifestFromCache {
  manifest: unknown;
  source: SourceFile;
  textWarnings: Problem[];
}

export class ManifestCache {
  private readonly file: string;
  private readonly key: string;
  private kept?: KeptManifest;
  private known?: KnownLocations;
  /** How many locations the kept file held when read; undefined when nothing was found to read. */
  private sizeRead?: number;

  constructor(
    options: ManifestCacheOptions,
    manifestFile: string,
    readonly bytes: Buffer,
    private readonly shown: string,
  ) {
    this.file = join(options.dir, `manifest-${hash('sha1', resolve(manifestFile), 'base64url')}.v8`);
    this.key = hash('sha256', Buffer.concat([Buffer.from(`${options.code}\0${shown}\0`), bytes]), 'base64url');
  }

  /** The manifest, its located source and text-only findings as kept for this text, or undefined. */
  find(parse: () => SourceFile | undefined): ManifestFromCache | undefined {
    let kept: KeptManifest;
    try {
      kept = deserialize(readFileSync(this.file)) as KeptManifest;
    } catch {
      return undefined;
    }
    if (kept.key !== this.key) return undefined;
    this.kept = kept;
    this.known = { offsets: kept.offsets, ranges: kept.ranges };
    this.sizeRead = kept.offsets.size + kept.ranges.size;
    const lineCounter = new LineCounter();
    lineCounter.lineStarts = kept.lineStarts;
    // Parsed only if a check asks where a path is that no build asked before.
    const source = new SourceFile(this.shown, this.bytes.toString('utf8'), lineCounter, () => parse()?.doc, this.known);
    return { manifest: deserialize(kept.manifest), source, textWarnings: kept.textWarnings };
  }

  /** A freshly parsed source that records the locations asked of it, to be kept with the manifest (`save`). */
  recording(source: SourceFile, manifest: unknown, textWarnings: Problem[]): SourceFile {
    this.known = { offsets: new Map(), ranges: new Map() };
    let bytes: Buffer;
    try {
      bytes = serialize(manifest);
    } catch {
      return source;
    }
    this.kept = {
      key: this.key,
      manifest: bytes,
      lineStarts: source.lineCounter.lineStarts,
      textWarnings,
      offsets: this.known.offsets,
      ranges: this.known.ranges,
    };
    return new SourceFile(source.file, source.text, source.lineCounter, source.doc, this.known);
  }

  /** Writes the manifest and every location asked so far, when there is something new to keep. */
  save(): void {
    const kept = this.kept;
    if (!kept || kept.offsets.size + kept.ranges.size === this.sizeRead) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const staging = `${this.file}.${process.pid}.tmp`;
      writeFileSync(staging, serialize(kept));
      renameSync(staging, this.file);
    } catch {
      // A cache that cannot be written costs the next build its time, never this one its result.
    }
  }
}
