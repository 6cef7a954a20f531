import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { checkImageBytes, type ImageFileProblem } from './check-bytes.js';
import { SNIFF_BYTES } from './sniff.js';

/** `checkImageBytes` for a file on disk, reading only its first bytes. */
export function checkImageFile(file: string, name = file): ImageFileProblem[] {
  const size = statSync(file).size;
  const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return checkImageBytes(name, head, size);
}
