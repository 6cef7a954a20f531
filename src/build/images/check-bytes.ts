import { describeFormat, EXTENSION_FORMATS, formatOfName, sniffFormat } from './sniff.js';

/** Above this an image is reported (a warning: the build still makes its small copies). */
export const LARGE_IMAGE_BYTES = 10 * 1024 * 1024;

export interface ImageFileProblem {
  /** `error`: the file cannot be used; `warning`: it can, but should be fixed. */
  severity: 'error' | 'warning';
  /** A sentence for an editor, without the file's location (the caller adds that): what is wrong and how to fix it. */
  message: string;
}

const EXTENSIONS = Object.keys(EXTENSION_FORMATS)
  .map((extension) => `.${extension}`)
  .join(', ');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Whether `bytes` are the image `name` says they are: its extension against its magic bytes, and its size. For
 * the validator and for anything that accepts an uploaded image (a form editor calls it with the upload's name and
 * bytes before saving it under content/public/). `size` is the whole file's size when `bytes` holds only its start
 * (at least `SNIFF_BYTES`, or the whole file). No problems: the file is a usable image of the kind its name says.
 * Uses nothing of Node, so it runs in a browser too (an upload form can check a file before sending it).
 */
export function checkImageBytes(name: string, bytes: Uint8Array, size = bytes.length): ImageFileProblem[] {
  const shown = name.split('/').pop() ?? name;
  const promised = formatOfName(name);
  if (!promised) {
    return [{ severity: 'error', message: `\`${shown}\` is not an image type the site serves: use a file ending in ${EXTENSIONS}.` }];
  }
  if (size === 0) {
    return [
      {
        severity: 'error',
        message: `\`${shown}\` is empty (0 bytes): copy the image into the folder again, or export it again from the program that made it.`,
      },
    ];
  }
  const actual = sniffFormat(bytes);
  const problems: ImageFileProblem[] = [];
  if (actual !== promised) {
    const named = describeFormat(promised);
    if (actual === 'jpeg' || actual === 'png' || actual === 'webp' || actual === 'avif' || actual === 'svg') {
      const extension = actual === 'jpeg' ? 'jpg' : actual;
      const renamed = shown.replace(/\.[^.]+$/, `.${extension}`);
      problems.push({
        severity: 'error',
        message: `\`${shown}\` is named as ${named} but is really ${describeFormat(actual)}: rename the file to \`${renamed}\` and use that name here, or export it again as ${named.replace(/^an? /, '')}.`,
      });
    } else {
      const really = actual ? `it is really ${describeFormat(actual)}` : 'its bytes are not an image of any kind (the file may be damaged or only half copied)';
      problems.push({
        severity: 'error',
        message: `\`${shown}\` is named as ${named} but ${really}: export or save the picture again as JPEG, PNG or WebP (SVG for drawings and logos) and put that file here.`,
      });
    }
  }
  if (size > LARGE_IMAGE_BYTES) {
    problems.push({
      severity: 'warning',
      message: `\`${shown}\` is ${megabytes(size)}, over 10 MB: it slows every clean build and the repository. The site only needs 1,600 pixels across; export it at about 2,000 pixels wide (quality 80–85) and put that file here instead.`,
    });
  }
  return problems;
}
