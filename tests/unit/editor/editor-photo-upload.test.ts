import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildEditorApp } from '../../../src/editor/server/app.js';
import { DraftStore } from '../../../src/editor/server/drafts.js';
import { createGate } from '../../../src/editor/server/token.js';
import { localActor } from '../../../src/editor/server/actor.js';
import { LARGEST_IMAGE_WIDTH } from '../../../src/build/images/sizes.js';

// A photo as an office manager takes it: straight from a phone, 20 MB, 8000 × 6000 pixels, held sideways, with the
// place it was taken in its EXIF. The editor keeps it at the width the site shows at most, upright, and placeless.

const PORT = 4400;
const host = `127.0.0.1:${PORT}`;
let root: string;
let store: DraftStore;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-photo-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  store = new DraftStore(root);
  const gate = createGate();
  app = buildEditorApp({ store, gate, port: PORT, indexHtml: async () => '' });
  cookie = String((await app.inject({ url: `/?token=${gate.token}`, headers: { host } })).headers['set-cookie']).split(';')[0];
});

afterAll(async () => {
  await app.close();
  store.close();
  rmSync(root, { recursive: true, force: true });
});

const upload = (name: string, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: bytes,
    headers: { host, cookie, 'x-draft': 'tab-photo-draft', 'content-type': 'application/octet-stream', 'x-file-name': name },
  });

/** Somewhere in Dubai. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 3230/100', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 4366/100' };

/** Whether EXIF holds the GPS tag (0x8825), in either byte order. */
const pointsToGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** Noise does not compress: at this quality 8000 × 6000 pixels make a file the size of a phone's photo. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [8000, 6000];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: GPS })
    .jpeg({ quality: 55 })
    .toBuffer();
}

describe('a photo from a phone', { timeout: 120_000 }, () => {
  it('is taken up to 25 MB and kept upright, as wide as the site shows at most, without where it was taken', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(18 * 1024 * 1024);
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(pointsToGps(sent.exif)).toBe(true);

    const response = await upload('IMG_2041.JPG', photo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ path: '/images/uploads/img-2041.jpg', resized: true });

    const kept = readFileSync(join(store.get('tab-photo-draft', localActor().name).checkRoot, 'content/public/images/uploads/img-2041.jpg'));
    const meta = await sharp(kept).metadata();
    // Held sideways (EXIF orientation 6): turned upright, so it is taller than wide.
    expect([meta.width, meta.height]).toEqual([LARGEST_IMAGE_WIDTH, Math.round((LARGEST_IMAGE_WIDTH * 8000) / 6000)]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(pointsToGps(meta.exif)).toBe(false);
    expect(meta.exif).toBeUndefined();
    expect(kept.length).toBeLessThan(photo.length / 10);
  });

  it('over 25 MB is refused with a sentence giving the limit', async () => {
    const response = await upload('huge.jpg', Buffer.alloc(26 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^This picture is larger than 25 MB, the most the editor takes: /);
  });

  it('that cannot be read is refused, saying so', async () => {
    const response = await upload('broken.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('This picture could not be read');
  });

  it('already small and clean is kept byte for byte', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b2a4a' } })
      .png()
      .toBuffer();
    const response = await upload('small.png', small);
    expect(response.json()).toEqual({ path: '/images/uploads/small.png', resized: false });
    expect(readFileSync(join(store.get('tab-photo-draft', localActor().name).checkRoot, 'content/public/images/uploads/small.png'))).toEqual(small);
  });
});
