import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes only when the content differs, through a temp file and rename, so file watchers
 * (Vite, the router plugin) never see a half-written file or a no-op change that loops HMR.
 */
export function writeIfChanged(file: string, content: string): boolean {
  try {
    if (readFileSync(file, 'utf8') === content) return false;
  } catch {
    // Missing file: write it.
  }
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
  return true;
}

export const GENERATED_HEADER = '// Generated from site.yaml by scripts/generate.ts — do not edit; change site.yaml or content/ instead.\n';
