// Pages, page data and other text files are compressed by the server when first asked for and remembered; hashed
// assets come with the build's copies (src/shared/compression.ts). What a browser, a crawler and a cache see.
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, CompressedFiles } from '../../../server/site/compressed-files.js';
import { startSiteServer, type SiteServer } from '../../support/site-server.js';

let server: SiteServer;
const page = `<!doctype html><title>Home</title><main>${'<p>Corporate tax registration, returns and audits in Dubai.</p>'.repeat(40)}</main>`;
const data = JSON.stringify({ title: 'VAT refund service', body: 'Claim excess input tax. '.repeat(60) });
const asset = `console.log(${JSON.stringify('the same words again '.repeat(60))});`;

beforeAll(async () => {
  server = await startSiteServer();
  writeFileSync(join(server.distDir, 'index.html'), page);
  writeFileSync(join(server.distDir, '404.html'), page.replace('Home', 'Page not found'));
  mkdirSync(join(server.distDir, '_data'), { recursive: true });
  writeFileSync(join(server.distDir, '_data/vat-refund.json'), data);
  writeFileSync(join(server.distDir, 'assets/entry-abcd.js'), asset);
  writeFileSync(join(server.distDir, 'assets/entry-abcd.js.br'), brotliCompressSync(asset));
}, 30_000);
afterAll(() => server.close());

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression by the server', () => {
  it('sends a page in brotli to a browser that takes it, gzip to one that takes only gzip, and as it is to the rest', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 4);

    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const refusesBrotli = await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('answers a repeated request for an unchanged page with 304, and a changed page with its new words', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+-br"$/);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip form is another response: the brotli form's validator does not match it.
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);

    const changed = page.replace('Home', 'Home, republished');
    writeFileSync(join(server.distDir, 'index.html'), changed);
    const later = new Date(statSync(join(server.distDir, 'index.html')).mtimeMs + 5000);
    utimesSync(join(server.distDir, 'index.html'), later, later);
    const after = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(brotliDecompressSync(after.body).toString()).toBe(changed);
  });

  it('compresses page data with its JSON type, and sends a hashed asset from the copy the build made', async () => {
    const json = await get('/_data/vat-refund.json', { 'Accept-Encoding': 'br' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(json.body).toString())).toEqual(JSON.parse(data));

    const script = await get('/assets/entry-abcd.js', { 'Accept-Encoding': 'br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.body).toEqual(brotliCompressSync(asset));
  });

  it('keeps the not-found page a 404, compressed, whatever validator the client sends', async () => {
    const missing = await get('/no-such-page', { 'Accept-Encoding': 'br', 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.body).toString()).toContain('Page not found');
  });
});

describe('what it remembers', () => {
  it('reads the client’s preferences, q=0 refusing an encoding', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('drops the least recently sent file first when it holds more than its limit', async () => {
    const dir = server.distDir;
    const files = ['a', 'b', 'c'].map((name) => {
      writeFileSync(join(dir, `${name}.txt`), `${name} `.repeat(4000));
      return { path: join(dir, `${name}.txt`), file: `${name}.txt`, stats: statSync(join(dir, `${name}.txt`)) };
    });
    const [a, b, c] = files;
    const sizes = await Promise.all(files.map(({ path, file, stats }) => new CompressedFiles().get(path, file, stats, 'gzip')));
    // Room for two of them, not three.
    const cache = new CompressedFiles(sizes[0].length + sizes[1].length + sizes[2].length - 1);
    const firstA = await cache.get(a.path, a.file, a.stats, 'gzip');
    const firstB = await cache.get(b.path, b.file, b.stats, 'gzip');
    // Remembered: the same bytes, not compressed again.
    expect(await cache.get(b.path, b.file, b.stats, 'gzip')).toBe(firstB);
    // `a` sent again: now `b` is the least recently sent, and makes room for `c`.
    expect(await cache.get(a.path, a.file, a.stats, 'gzip')).toBe(firstA);
    await cache.get(c.path, c.file, c.stats, 'gzip');
    expect(await cache.get(a.path, a.file, a.stats, 'gzip')).toBe(firstA);
    const againB = await cache.get(b.path, b.file, b.stats, 'gzip');
    expect(againB).not.toBe(firstB);
    expect(againB).toEqual(firstB);
  });

  it('sends a page at brotli 6 at first and, once it has compressed it again in the background, at brotli 10', async () => {
    // Words in an irregular order, as in real prose: 10 finds more to share than 6 in such a text.
    const words = ['tax', 'return', 'audit', 'Dubai', 'period', 'relief', 'free zone', 'registration', 'penalty', 'group'];
    let seed = 7;
    const prose = Array.from({ length: 6000 }, () => words[(seed = (seed * 48271) % 2147483647) % words.length]).join(' ');
    const path = join(server.distDir, 'prose.html');
    writeFileSync(path, `<!doctype html><main><p>${prose}</p></main>`);
    const stats = statSync(path);
    const at = (quality: number) => brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    const cache = new CompressedFiles();

    const first = await cache.get(path, 'prose.html', stats, 'br');
    expect(first).toEqual(at(6));
    await cache.settled();
    const later = await cache.get(path, 'prose.html', stats, 'br');
    expect(later).toEqual(at(10));
    expect(later.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(later)).toEqual(readFileSync(path));
    // gzip is sent as first made: nothing to gain at another level.
    const gzip = await cache.get(path, 'prose.html', stats, 'gzip');
    await cache.settled();
    expect(await cache.get(path, 'prose.html', stats, 'gzip')).toBe(gzip);
  });

  it('never sends another text under a file’s old form: a file rewritten before its turn keeps its first form', async () => {
    const path = join(server.distDir, 'rewritten.html');
    const before = `<main>${'The old text of the page. '.repeat(200)}</main>`;
    writeFileSync(path, before);
    const stats = statSync(path);
    const cache = new CompressedFiles();
    await cache.get(path, 'rewritten.html', stats, 'br');
    writeFileSync(path, '<main>New.</main>');
    const later = new Date(stats.mtimeMs + 5000);
    utimesSync(path, later, later);
    await cache.settled();
    expect(brotliDecompressSync(await cache.get(path, 'rewritten.html', stats, 'br')).toString()).toBe(before);
  });
});
