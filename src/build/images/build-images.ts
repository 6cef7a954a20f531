import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Problem } from '../manifest/problem.js';
import type { ImageFacts, ImageSizes, ResponsiveImage } from '../../shared/images.js';
import { fingerprint } from '../support/output-tree.js';
import { ImageCache, pruneImageCache } from './cache.js';
import type { EncodedImage, EncodedVariant } from './encode.js';
import { IMAGE_SETTINGS, OverBudgetError, settingsKey, VARIANT_DIR } from './settings.js';
import { formatOfName, RASTER_FORMATS } from './sniff.js';
import { svgSize } from './svg-size.js';

export interface ImageBuildOptions {
  /** content/public/: where `/images/x.jpg` is read from. */
  publicDir: string;
  /** How content/public is named in messages. */
  publicLabel: string;
  /** The images pages refer to, from the site root (`imageReferences`). */
  images: string[];
  /** The build's cache folder; encoded images are kept in its `images/` subfolder. */
  cacheDir: string;
}

export interface ImageBuild {
  /** Every raster image's variants and size, by its address. SVGs are not in it: they are copied as they are. */
  facts: ImageFacts;
  /** The SVGs' drawn sizes, where their root element says. */
  svgSizes: ImageSizes;
  /** The files to write into dist/, by their dist-relative name. */
  files: Map<string, Buffer>;
  /** Originals under content/public that must not be copied to dist/: their fallback copy takes their address. */
  replaced: Set<string>;
  encoded: number;
  reused: number;
  /** An image that cannot be made to fit the budget, or cannot be decoded. */
  problems: Problem[];
}

const MIME_EXTENSION: Record<EncodedVariant['format'], string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** `/assets/img/tax-return-960.Ab3dEf9x.avif`: its name says which image it is, its hash lets it be cached for good. */
function variantFile(address: string, variant: EncodedVariant): string {
  const stem = posix.basename(address).replace(/\.[^.]+$/, '');
  return `${VARIANT_DIR}/${stem}-${variant.width}.${fingerprint(variant.data).slice(0, 10)}.${MIME_EXTENSION[variant.format]}`;
}

function srcset(files: { file: string; variant: EncodedVariant }[], format: EncodedVariant['format']): string {
  return files
    .filter(({ variant }) => variant.role === 'srcset' && variant.format === format)
    .map(({ file, variant }) => `/${file} ${variant.width}w`)
    .join(', ');
}

/**
 * Makes the AVIF and WebP variants of every raster image the site uses, and the copy at its own address, reading
 * them from the cache when the original and the settings are unchanged. Runs images one after another: each
 * image's encodes already keep libvips' threads busy.
 */
export async function buildImages(options: ImageBuildOptions): Promise<ImageBuild> {
  const cacheDir = join(options.cacheDir, 'images');
  const cache = new ImageCache(cacheDir);
  const result: ImageBuild = { facts: {}, svgSizes: {}, files: new Map(), replaced: new Set(), encoded: 0, reused: 0, problems: [] };
  const facts: Record<string, ResponsiveImage> = {};
  const used = new Set<string>();
  const svgSizes: Record<string, { width: number; height: number }> = {};
  for (const address of [...options.images].sort()) {
    const format = formatOfName(address);
    if (format === 'svg') {
      const size = svgSize(readFileSync(join(options.publicDir, address.replace(/^\/+/, '')), 'utf8'));
      if (size) svgSizes[address] = size;
    }
    if (!format || !RASTER_FORMATS.has(format)) continue;
    const relative = address.replace(/^\/+/, '');
    const shown = posix.join(options.publicLabel, relative);
    const bytes = readFileSync(join(options.publicDir, relative));
    const key = fingerprint(bytes, settingsKey);
    used.add(key);
    let image: EncodedImage | undefined = cache.get(key);
    if (image) result.reused++;
    else {
      try {
        // sharp loads only when something is to be encoded.
        const { encodeImage } = await import('./encode.js');
        image = await encodeImage(bytes, format);
      } catch (error) {
        result.problems.push(imageProblem(shown, error));
        continue;
      }
      cache.set(key, image);
      result.encoded++;
    }
    const files = image.variants.map((variant) => ({ variant, file: variant.role === 'fallback' ? relative : variantFile(address, variant) }));
    for (const { file, variant } of files) result.files.set(file, variant.data);
    result.replaced.add(relative);
    const largest = image.variants.filter((variant) => variant.role === 'srcset').reduce((a, b) => (b.width > a.width ? b : a));
    facts[address] = { width: largest.width, height: largest.height, avif: srcset(files, 'avif'), webp: srcset(files, 'webp'), src: address };
  }
  pruneImageCache(cacheDir, used);
  result.facts = facts;
  result.svgSizes = svgSizes;
  return result;
}

function imageProblem(shown: string, error: unknown): Problem {
  const budget = `${IMAGE_SETTINGS.budgetBytes / 1024} KB`;
  const message =
    error instanceof OverBudgetError
      ? `cannot be made small enough: its ${error.format.toUpperCase()} copy ${error.width} pixels wide is still ${Math.round(error.bytes / 1024)} KB at the lowest quality, over the ${budget} every image of the site must fit in. Fine detail or noise all over the picture (film grain, a texture, text) is what makes it large: use a calmer picture, crop it to its subject, or for a drawing, chart or logo use SVG.`
      : `could not be read as an image (${error instanceof Error ? error.message : String(error)}): export or save it again as JPEG, PNG or WebP and put that file here.`;
  return { file: shown, line: 0, col: 0, path: '', message };
}
