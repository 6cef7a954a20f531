import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliAt, compressedByBuild, compressionLevels, isCompressible, SMALLEST_COMPRESSED } from '../../src/shared/compression.js';

type Encoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** brotli where the client takes it, else gzip; none where it takes neither (or refuses both with q=0). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/**
 * The compressed forms of the site's text files, made when first asked for and remembered, the least recently sent
 * dropped first beyond `maxBytes`. Keyed by the file's path, size and time: a publish or a build that rewrites a file
 * makes a new key, and the old entry ages out. A file whose level has a `brotliLater` is compressed again at that
 * level in the background, one file at a time (so a crawler asking for every page does not fill libuv's threads, which
 * also read the files), and the smaller form replaces the first.
 */
export class CompressedFiles {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private recompressing: Promise<void> = Promise.resolve();

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** `path` on disk, of the site's file `file`. */
  async get(path: string, file: string, stats: Stats, encoding: Encoding): Promise<Buffer> {
    const key = keyOf(path, stats, encoding);
    const known = this.entries.get(key);
    if (known) {
      // Most recently used last: the Map's order is the order of eviction.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const content = await readFile(path);
    const levels = compressionLevels(file);
    const compressed = encoding === 'br' ? await brotliAt(content, levels.brotli) : await gzipAsync(content, { level: levels.gzip });
    this.remember(key, compressed);
    if (encoding === 'br' && levels.brotliLater !== undefined) this.recompressLater(key, path, levels.brotliLater);
    return compressed;
  }

  /** Resolves once every recompression asked for so far is done (what tests wait for). */
  settled(): Promise<void> {
    return this.recompressing;
  }

  private remember(key: string, compressed: Buffer): void {
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  /**
   * The file is read again when its turn comes, not kept in the queue: a crawler asking for thousands of pages at once
   * would otherwise hold all their texts until the last is done.
   */
  private recompressLater(key: string, path: string, level: number): void {
    this.recompressing = this.recompressing.then(async () => {
      // Dropped meanwhile (evicted, or the file changed and aged out): not worth the work.
      if (!this.entries.has(key)) return;
      const content = await readUnchanged(path, key);
      const smaller = content && (await brotliAt(content, level).catch(() => undefined));
      const current = this.entries.get(key);
      if (smaller && current && smaller.length < current.length) {
        // Set on a key it holds keeps the entry's place in the order of eviction.
        this.entries.set(key, smaller);
        this.bytes += smaller.length - current.length;
      }
    });
  }
}

/** One entry per file as it is on disk (its path, size and time) and encoding. */
function keyOf(path: string, stats: Stats, encoding: Encoding): string {
  return `${path}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`;
}

/**
 * The file's bytes if it is still the one `key` was made for (a publish may have rewritten it since), else undefined.
 * Read first and looked at after: a file rewritten before or while it was read then has another time.
 */
async function readUnchanged(path: string, key: string): Promise<Buffer | undefined> {
  try {
    const content = await readFile(path);
    return keyOf(path, await stat(path), 'br') === key ? content : undefined;
  } catch {
    return undefined;
  }
}

/** The weak validator `send` (behind @fastify/static) gives a file, with the encoding: each form is its own response. */
function etagOf(stats: Stats, encoding: Encoding): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${encoding}"`;
}

function notModified(request: FastifyRequest, etag: string, stats: Stats): boolean {
  const match = request.headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Math.floor(stats.mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * Sends `path` (the file `file` of the site) compressed, if it is a text file the build leaves to the server and the
 * client takes brotli or gzip; answers a repeated request for an unchanged file with 304. Returns false where the
 * caller should send the file as it is (with its build-made copies, if any).
 */
export async function sendCompressed(files: CompressedFiles, request: FastifyRequest, reply: FastifyReply, path: string, file: string): Promise<boolean> {
  if (!isCompressible(file) || compressedByBuild(file)) return false;
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return false;
  const stats = await stat(path);
  if (stats.size < SMALLEST_COMPRESSED) return false;
  const etag = etagOf(stats, encoding);
  reply.header('ETag', etag).header('Last-Modified', stats.mtime.toUTCString()).header('Vary', 'Accept-Encoding');
  if (!reply.hasHeader('content-type')) reply.type(TYPES[extname(file)] ?? 'application/octet-stream');
  // A not-found page answers 404 whatever the client has: only a page that is there is "not modified".
  if (reply.statusCode === 200 && notModified(request, etag, stats)) {
    reply.code(304).send();
    return true;
  }
  reply.header('Content-Encoding', encoding).send(await files.get(path, file, stats, encoding));
  return true;
}
