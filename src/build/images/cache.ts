import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EncodedImage, EncodedVariant } from './encode.js';

interface Entry {
  sourceWidth: number;
  sourceHeight: number;
  variants: (Omit<EncodedVariant, 'data'> & { file: string })[];
}

/**
 * Encoded images on disk, under the build's cache folder, by a key made of the original's bytes and the settings:
 * a build with unchanged images reads them back and runs no encoder. An entry is written to a temporary folder and
 * renamed into place, so an interrupted build never leaves half an entry.
 */
export class ImageCache {
  constructor(private readonly dir: string) {}

  get(key: string): EncodedImage | undefined {
    const folder = join(this.dir, key);
    try {
      const entry = JSON.parse(readFileSync(join(folder, 'entry.json'), 'utf8')) as Entry;
      const variants = entry.variants.map(({ file, ...variant }) => ({ ...variant, data: readFileSync(join(folder, file)) }));
      return { sourceWidth: entry.sourceWidth, sourceHeight: entry.sourceHeight, variants };
    } catch {
      return undefined;
    }
  }

  set(key: string, image: EncodedImage): void {
    const folder = join(this.dir, key);
    const temporary = `${folder}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    const variants = image.variants.map(({ data, ...variant }) => {
      const file = `${variant.role}-${variant.width}.${variant.format}`;
      writeFileSync(join(temporary, file), data);
      return { ...variant, file };
    });
    const entry: Entry = { sourceWidth: image.sourceWidth, sourceHeight: image.sourceHeight, variants };
    writeFileSync(join(temporary, 'entry.json'), JSON.stringify(entry));
    rmSync(folder, { recursive: true, force: true });
    renameSync(temporary, folder);
  }
}

/** Deletes the entries this build did not use (an image replaced or removed), so the cache does not grow without end. */
export function pruneImageCache(dir: string, used: ReadonlySet<string>): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (!used.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
}
