// A 4,000-pixel photo put under content/ by an editor, named by a service page and by its markdown body, reaches
// visitors as AVIF and WebP variants within budget, with its size in the HTML; a second build encodes nothing.
import { appendFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../../scripts/synthetic-site.js';
import { runBuild as build } from '../../../scripts/support/run-build.js';
import { photoLikeJpeg } from '../../support/image-fixtures.js';

const BUDGET = 150 * 1024;
const copies: string[] = [];
afterAll(() => {
  if (!process.env.KEEP_COPIES) for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

// Attribute names are case-insensitive in HTML: React writes `srcSet` and `fetchPriority`, markdown `srcset`.
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('the image pipeline in a build', () => {
  it(
    'turns a 4,000-px photo into AVIF and WebP variants within 150 KB, with srcset, sizes, width and height; a rebuild reuses them',
    { timeout: 240_000 },
    async () => {
      const dir = copyProject('images', undefined, { shareBundles: true });
      copies.push(dir);
      const photo = await photoLikeJpeg(4000, 2667);
      expect(photo.length, 'a large original, as a camera gives it').toBeGreaterThan(1024 * 1024);
      writeFileSync(join(dir, 'content/public/images/test-pattern.jpg'), photo);
      const manifestFile = join(dir, 'site.yaml');
      const manifest = readFileSync(manifestFile, 'utf8');
      const declared =
        'image: /images/services/corporate-tax.svg\n    alt: Illustration of a columned building with a percentage badge\n    body: services/corporate-tax-in-uae.md';
      expect(manifest).toContain(declared);
      writeFileSync(
        manifestFile,
        manifest.replace(
          declared,
          declared
            .replace('/images/services/corporate-tax.svg', '/images/test-pattern.jpg')
            .replace(/alt: .*/, 'alt: An abstract test pattern of soft circles'),
        ),
      );
      appendFileSync(join(dir, 'content/services/corporate-tax-in-uae.md'), '\n![The same abstract test pattern, in the text](/images/test-pattern.jpg)\n');

      const first = build(dir);
      expect(first.images).toEqual({ encoded: 1, cached: 0 });

      const dist = join(dir, 'dist');
      const html = readFileSync(join(dist, 'services/corporate-tax-in-uae/index.html'), 'utf8');
      const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((match) => match[1]);
      expect(pictures, 'the page image and the markdown image').toHaveLength(2);
      for (const [index, picture] of pictures.entries()) {
        const sources = [...picture.matchAll(/<source[^>]*>/g)].map((match) => match[0]);
        expect(sources.map((source) => attribute(source, 'type'))).toEqual(['image/avif', 'image/webp']);
        const img = /<img[^>]*>/.exec(picture)![0];
        expect([attribute(img, 'width'), attribute(img, 'height')], 'the size of the largest variant').toEqual(['1600', '1067']);
        expect(attribute(img, 'src')).toBe('/images/test-pattern.jpg');
        expect(attribute(img, 'decoding')).toBe('async');
        // The page's image is its largest paint: never lazy, fetched first. The one in the text waits.
        expect(attribute(img, 'loading')).toBe(index === 0 ? 'eager' : 'lazy');
        expect(attribute(img, 'fetchpriority')).toBe(index === 0 ? 'high' : undefined);
        expect(attribute(img, 'alt')).toMatch(/abstract test pattern/);

        for (const source of sources) {
          expect(attribute(source, 'sizes')).toBeTruthy();
          const candidates = attribute(source, 'srcset')!
            .split(', ')
            .map((candidate) => candidate.split(' '));
          expect(candidates.map(([, width]) => width)).toEqual(['480w', '960w', '1600w']);
          for (const [url, width] of candidates) {
            expect(url).toMatch(/^\/assets\/img\/test-pattern-\d+\.[\w-]{10}\.(avif|webp)$/);
            const file = join(dist, url);
            expect(statSync(file).size, `${url} within budget`).toBeLessThanOrEqual(BUDGET);
            const meta = await sharp(file).metadata();
            expect(meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`).toBe(attribute(source, 'type'));
            expect(`${meta.width}w`).toBe(width);
          }
        }
      }
      // The copy at the image's own address: a JPEG (social previews need one), 1,200 px, within budget.
      const fallback = join(dist, 'images/test-pattern.jpg');
      expect(statSync(fallback).size).toBeLessThanOrEqual(BUDGET);
      expect(await sharp(fallback).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
      // The browser gets the facts with the page's data, not by working them out.
      const data = JSON.parse(readFileSync(join(dist, '_data/services/corporate-tax-in-uae.json'), 'utf8')) as { data: { images?: Record<string, unknown> } };
      expect(Object.keys(data.data.images ?? {})).toEqual(['/images/test-pattern.jpg']);

      // Nothing changed: nothing is encoded, rendered or written.
      const second = build(dir);
      expect(second.images).toEqual({ encoded: 0, cached: 1 });
      expect(second.rendered).toBe(0);
      expect(second.written).toBe(0);
    },
  );
});
