/**
 * The widths the site shows pictures at, without anything that loads the encoder: the build makes its variants
 * at these widths (settings.ts), and the editor shrinks an uploaded photo to the largest of them, so what it keeps
 * is never bigger than a page can use.
 */

/** Widths of the AVIF and WebP variants, never larger than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The copy written at the image's own address (`/images/x.jpg`), in its own format: the `<img>` fallback and the social preview. */
export const FALLBACK_WIDTH = 1200;

/** The widest any copy of a picture is made: wider pixels of an original are never shown. */
export const LARGEST_IMAGE_WIDTH = Math.max(...VARIANT_WIDTHS, FALLBACK_WIDTH);
