import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Every file under `dir` (a link to a file counts), as paths relative to it with `/`; none when `dir` is missing. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(sep).join('/'))
    .filter((name) => statSync(join(dir, name)).isFile());
}
