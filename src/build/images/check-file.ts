import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { checkImageBytes, type ImageFileProblem } from './check-bytes.js';
import { SNIFF_BYTES } from './sniff.js';
import { activeSvgParts } from './svg-safety.js';

/** `checkImageBytes` for a file on disk, reading only its first bytes; an SVG is read whole for active content. */
export function checkImageFile(file: string, name = file): ImageFileProblem[] {
  const problems = checkHead(file, name);
  if (problems.length > 0 || !/\.svg$/i.test(name)) return problems;
  const active = activeSvgParts(readFileSync(file, 'utf8'));
  if (active.length === 0) return problems;
  const shown = name.split('/').pop() ?? name;
  return [
    {
      severity: 'error',
      message: `\`${shown}\` carries ${active.join(', ')}, which a picture on the site must not: export the drawing again as plain SVG, or upload it in the editor, which removes them.`,
    },
  ];
}

function checkHead(file: string, name: string): ImageFileProblem[] {
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
