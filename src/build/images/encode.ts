import { createRequire } from 'node:module';
import type SharpModule from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { IMAGE_SETTINGS, OverBudgetError, type OutputFormat } from './settings.js';
import type { ImageFormat } from './sniff.js';

// Required when this module is first used (build-images.ts imports it only to encode), not imported: the compiled build
// (scripts/run-compiled.mjs) is one file, whose imports of packages all load when it starts, sharp's about 0.2 s.
const sharp = createRequire(import.meta.url)('sharp') as typeof SharpModule;

export type { OutputFormat };

export interface EncodedVariant {
  format: OutputFormat;
  /** `srcset`: one of the AVIF/WebP widths; `fallback`: the copy at the image's own address. */
  role: 'srcset' | 'fallback';
  width: number;
  height: number;
  quality: number;
  data: Buffer;
}

export interface EncodedImage {
  /** The original's size, after its EXIF orientation is applied. */
  sourceWidth: number;
  sourceHeight: number;
  variants: EncodedVariant[];
}

type Raw = { data: Buffer; info: OutputInfo };

/** The widths to make for an original `sourceWidth` pixels wide: the configured ones it reaches, or its own width alone. */
export function variantWidths(sourceWidth: number, widths: readonly number[] = IMAGE_SETTINGS.widths): number[] {
  const fitting = widths.filter((width) => width <= sourceWidth);
  // An original between two widths also gets its own width, so the largest variant is as sharp as it can be.
  if (fitting.length < widths.length && !fitting.includes(sourceWidth)) fitting.push(sourceWidth);
  return fitting;
}

function encoder(format: OutputFormat, quality: number, hasAlpha: boolean): (image: Sharp) => Sharp {
  switch (format) {
    case 'avif':
      return (image) => image.avif({ quality, effort: IMAGE_SETTINGS.avif.effort });
    case 'webp':
      return (image) => image.webp({ quality, effort: IMAGE_SETTINGS.webp.effort, alphaQuality: hasAlpha ? quality : 100 });
    case 'jpeg':
      return (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    case 'png':
      return (image) => (quality >= 100 ? image.png({ compressionLevel: 9 }) : image.png({ palette: true, quality, compressionLevel: 9 }));
  }
}

/** One variant, its quality lowered step by step until it fits the budget. */
async function encodeWithinBudget(base: Raw, format: OutputFormat, width: number, role: EncodedVariant['role']): Promise<EncodedVariant> {
  const qualities = IMAGE_SETTINGS[format].qualities;
  let smallest = Infinity;
  for (const quality of qualities) {
    const image = sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } }).resize({
      width,
      withoutEnlargement: true,
    });
    const { data, info } = await encoder(format, quality, base.info.channels % 2 === 0)(image).toBuffer({ resolveWithObject: true });
    if (data.length <= IMAGE_SETTINGS.budgetBytes) return { format, role, width: info.width, height: info.height, quality, data };
    smallest = Math.min(smallest, data.length);
  }
  throw new OverBudgetError(format, width, smallest);
}

/**
 * AVIF and WebP at each width, and a copy in the original's format at the fallback width. The original is decoded
 * once (turned upright by its EXIF orientation; its metadata, GPS position included, is not copied).
 */
export async function encodeImage(bytes: Uint8Array, format: ImageFormat): Promise<EncodedImage> {
  const oriented = sharp(bytes).rotate();
  const meta = await sharp(bytes).metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (swapped ? meta.height : meta.width) ?? 0;
  const sourceHeight = (swapped ? meta.width : meta.height) ?? 0;
  const widths = variantWidths(sourceWidth);
  const largest = Math.max(...widths, Math.min(IMAGE_SETTINGS.fallbackWidth, sourceWidth));
  // 8-bit sRGB whatever the original (a 16-bit PNG, a CMYK or greyscale JPEG), with its alpha channel if it has one.
  const base: Raw = await oriented
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const fallbackFormat: OutputFormat = format === 'svg' ? 'png' : format;
  const jobs = [
    ...widths.flatMap((width) => (['avif', 'webp'] as const).map((output) => encodeWithinBudget(base, output, width, 'srcset'))),
    encodeWithinBudget(base, fallbackFormat, Math.min(IMAGE_SETTINGS.fallbackWidth, sourceWidth), 'fallback'),
  ];
  return { sourceWidth, sourceHeight, variants: await Promise.all(jobs) };
}
