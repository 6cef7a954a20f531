// Shrinks the visual regression baselines (tests/e2e/__screenshots__/) to about a third of the bytes Playwright writes:
// each is re-encoded with a palette of at most 256 colours, and kept that way only if no pixel moved further from the
// screenshot than a quarter of what the comparison forgives (playwright.config.ts: threshold 0.2; this checks 0.1,
// in the same YIQ measure pixelmatch uses). Otherwise the image is only re-compressed, pixel for pixel. A block that
// moves changes pixels far beyond the threshold, so the comparison sees the same differences as with the originals.
// `npm run test:visual:update` runs it after updating; by hand: `tsx scripts/compress-screenshots.ts [DIR]`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = process.argv[2] ?? 'tests/e2e/__screenshots__';
/** pixelmatch's largest colour distance at a threshold of 0.1 (35215 × threshold²). */
const LARGEST_DISTANCE = 35215 * 0.1 * 0.1;

/** The image's pixels as RGBA bytes, whatever colour type and filtering the file uses. */
async function pixelsOf(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** The largest perceived colour distance between two opaque images of one size (pixelmatch's YIQ formula). */
function largestDistance(a: Buffer, b: Buffer): number {
  let largest = 0;
  for (let index = 0; index < a.length; index += 4) {
    const [dr, dg, db] = [a[index] - b[index], a[index + 1] - b[index + 1], a[index + 2] - b[index + 2]];
    const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
    const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    largest = Math.max(largest, 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q);
  }
  return largest;
}

/** The smaller of the palette and the lossless encoding that the comparison cannot tell from the original. */
async function compressed(original: Buffer): Promise<Buffer> {
  const pixels = await pixelsOf(original);
  const palette = await sharp(original).png({ palette: true, quality: 100, dither: 0, effort: 10 }).toBuffer();
  if (largestDistance(pixels, await pixelsOf(palette)) <= LARGEST_DISTANCE) return palette;
  const lossless = await sharp(original).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  if (!pixels.equals(await pixelsOf(lossless))) throw new Error('re-encoding changed the pixels');
  return lossless;
}

const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.png'))
  .map((name) => join(root, name));
let before = 0;
let after = 0;
for (const file of files) {
  const original = readFileSync(file);
  const smaller = await compressed(original);
  before += original.length;
  if (smaller.length < original.length) writeFileSync(file, smaller);
  after += Math.min(smaller.length, original.length);
}
console.log(`${files.length} screenshots in ${root}: ${Math.round(before / 1024)} KB, now ${Math.round(after / 1024)} KB.`);
