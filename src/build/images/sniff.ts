/**
 * What a file really is, from its first bytes, whatever its name says. Used by the validator (every image site.yaml
 * or a markdown body names) and by anything that receives an uploaded image (see `checkImageBytes`).
 */

/** The formats the site serves as images. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

/** Formats recognised only to say what a misnamed file really is. */
export type OtherFormat = 'gif' | 'heic' | 'tiff' | 'bmp' | 'pdf' | 'zip' | 'html' | 'text';

/** How many bytes `sniffFormat` needs at most (SVG's root element may follow a long comment or doctype). */
export const SNIFF_BYTES = 64 * 1024;

export const EXTENSION_FORMATS: Readonly<Record<string, ImageFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};

/** Raster formats the build turns into AVIF and WebP at several widths; SVG passes through. */
export const RASTER_FORMATS: ReadonlySet<ImageFormat> = new Set(['jpeg', 'png', 'webp', 'avif']);

const NAMES: Record<ImageFormat | OtherFormat, string> = {
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
  avif: 'an AVIF image',
  svg: 'an SVG image',
  gif: 'a GIF image',
  heic: 'a HEIC photo (the iPhone format)',
  tiff: 'a TIFF image',
  bmp: 'a BMP image',
  pdf: 'a PDF document',
  zip: 'a ZIP archive or Office document',
  html: 'a web page (HTML)',
  text: 'a text file',
};

/** `a JPEG image`, `a PDF document`: what a format is, in a message. */
export function describeFormat(format: ImageFormat | OtherFormat): string {
  return NAMES[format];
}

/** The image format `name`'s extension promises, or undefined for an extension the site does not serve. */
export function formatOfName(name: string): ImageFormat | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension ? EXTENSION_FORMATS[extension] : undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The ISO base-media brands (`ftyp` box) of an AVIF or HEIC file: major brand and compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(bytes.length, ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The format of a file from its first bytes (at most `SNIFF_BYTES` are read), or undefined when it is none known. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | OtherFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  if (brands.some((brand) => /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand))) return 'heic';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return sniffText(bytes);
}

/** An SVG is text whose root element is `<svg>` (after an optional BOM, XML declaration, comments and doctype). */
function sniffText(bytes: Uint8Array): 'svg' | 'html' | 'text' | undefined {
  const head = bytes.subarray(0, SNIFF_BYTES);
  // Control characters other than tab, newline and carriage return mean binary data, not text.
  if (head.length === 0 || head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b))) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head);
  } catch {
    // Cut inside a multi-byte character at the end, or not UTF-8 at all: decode leniently and judge by the markup.
    text = new TextDecoder('utf-8').decode(head);
    if ((text.match(/\uFFFD/g)?.length ?? 0) > 4) return undefined;
  }
  const prolog = /^\uFEFF?\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*/i;
  const rest = text.replace(prolog, '');
  if (/^<svg[\s>/]/i.test(rest)) return 'svg';
  if (/^<(html|!doctype html|head|body)[\s>]/i.test(rest)) return 'html';
  return 'text';
}
