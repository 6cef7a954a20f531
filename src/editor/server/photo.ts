import { LARGEST_IMAGE_WIDTH } from '../../build/images/sizes.js';
import type { ImageFormat } from '../../build/images/sniff.js';

/** The largest photo an upload takes (a phone's full-size picture fits); the route's body limit and its message. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/**
 * The quality an upload is kept at: high, because the build makes the site's small copies from it and each
 * encoding loses a little.
 */
const KEPT_QUALITY = 88;

export class UnreadablePhotoError extends Error {}

type SharpModule = typeof import('sharp');

/**
 * sharp is loaded only when a photo arrives, and may be missing (a server installed without the build's tools):
 * then photos are kept as they were sent.
 */
async function loadSharp(): Promise<SharpModule['default'] | undefined> {
  try {
    return (await import('sharp')).default;
  } catch {
    return undefined;
  }
}

/**
 * A raster upload as the site keeps it: turned upright by its EXIF orientation, no wider than the widest copy the
 * site ever shows, and without its metadata (the camera's EXIF, the place it was taken). A photo already small and
 * clean is kept byte for byte. `undefined` when sharp is not installed (the bytes are then kept as sent).
 */
export async function photoAsKept(bytes: Buffer, format: ImageFormat): Promise<Buffer | undefined> {
  if (format === 'svg') return bytes;
  const sharp = await loadSharp();
  if (!sharp) return undefined;
  let meta: Awaited<ReturnType<ReturnType<SharpModule['default']>['metadata']>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    throw new UnreadablePhotoError(
      `This picture could not be read (${error instanceof Error ? error.message : String(error)}): open it and save it again as JPEG, PNG or WebP, then upload that file.`,
    );
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const clean = !meta.exif && !meta.xmp && !meta.iptc && (meta.orientation ?? 1) === 1;
  if (clean && width <= LARGEST_IMAGE_WIDTH) return bytes;
  // sharp copies no metadata unless asked (withMetadata), and turns a colour profile into plain sRGB.
  const image = sharp(bytes).rotate().resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true });
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: KEPT_QUALITY, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: KEPT_QUALITY }).toBuffer();
    case 'avif':
      return image.avif({ quality: KEPT_QUALITY }).toBuffer();
  }
}
