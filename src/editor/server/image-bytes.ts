/**
 * Whether an uploaded file's bytes are the image type its name says. Kept on its own so the image pipeline's check
 * (issue 14, the validator's magic-bytes rule) can replace it: one function, name in, bytes in, a sentence out.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

const EXTENSIONS: Record<string, ImageKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', svg: 'svg' };

export function imageKindOf(fileName: string): ImageKind | undefined {
  return EXTENSIONS[fileName.toLowerCase().split('.').pop() ?? ''];
}

function bytesAre(bytes: Buffer, kind: ImageKind): boolean {
  switch (kind) {
    case 'jpeg':
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'svg': {
      const head = bytes
        .subarray(0, 1024)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
    }
  }
}

/** Undefined when the file may be used; otherwise what is wrong, in words for the person uploading it. */
export function imageProblem(fileName: string, bytes: Buffer): string | undefined {
  const kind = imageKindOf(fileName);
  if (!kind) return `"${fileName}" is not a picture the site can use. Upload a JPEG, PNG, WebP or SVG file.`;
  if (bytes.length === 0) return `"${fileName}" is empty.`;
  if (!bytesAre(bytes, kind)) {
    const actual = (Object.values(EXTENSIONS) as ImageKind[]).find((other) => other !== kind && bytesAre(bytes, other));
    return actual
      ? `"${fileName}" is named as ${kind.toUpperCase()} but is really a ${actual.toUpperCase()} file. Rename it to end in .${actual === 'jpeg' ? 'jpg' : actual} and upload it again.`
      : `"${fileName}" is not really a ${kind.toUpperCase()} picture (its contents do not match its name). Export it again from your image program.`;
  }
  return undefined;
}
