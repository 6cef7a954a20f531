import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FALLBACK_WIDTH, VARIANT_WIDTHS } from './sizes.js';

/**
 * How the build makes an image's variants. Any change here changes every image's cache key (`settingsKey`), so
 * the next build encodes them again with the new settings.
 */
export const IMAGE_SETTINGS = {
  widths: VARIANT_WIDTHS,
  fallbackWidth: FALLBACK_WIDTH,
  /** No file the build emits may be larger: quality is lowered step by step until it fits. */
  budgetBytes: 150 * 1024,
  avif: { qualities: [55, 46, 38, 30, 22], effort: 3 },
  webp: { qualities: [78, 68, 58, 48, 38, 28], effort: 4 },
  jpeg: { qualities: [80, 70, 60, 50, 40, 30] },
  /** PNG is lossless: these are the palette quantiser's qualities, after a first lossless try. */
  png: { qualities: [100, 80, 60, 40] },
} as const;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** A variant that is over the budget even at the lowest quality tried. */
export class OverBudgetError extends Error {
  constructor(
    readonly format: OutputFormat,
    readonly width: number,
    readonly bytes: number,
  ) {
    super(`${format} at ${width} px is ${Math.round(bytes / 1024)} KB at its lowest quality`);
  }
}

/** Bumped when the encoding code changes in a way the settings above do not show. */
const ENCODER_VERSION = 2;

/** The encoder's version: another sharp (and libvips) may encode differently. Read from its package file, so a build with no image to encode never loads sharp (about 0.2 s). */
const sharpMain = createRequire(import.meta.url).resolve('sharp');
const sharpVersion = (JSON.parse(readFileSync(join(dirname(sharpMain), '..', 'package.json'), 'utf8')) as { version: string }).version;

export const settingsKey = `${ENCODER_VERSION}:${sharpVersion}:${JSON.stringify(IMAGE_SETTINGS)}`;

/** Where emitted variants go in dist/: under /assets/, whose files are cached for a year (their names carry their hash). */
export const VARIANT_DIR = 'assets/img';
