import { dirname, join, relative } from 'node:path';
import { parseManifestFile } from './parse.js';
import { checkAgainstSchema } from './schema-check.js';
import { checkSemantics } from './checks.js';
import type { Problem } from './problem.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';

export interface LoadResult {
  manifest?: SiteManifest;
  problems: Problem[];
}

/**
 * Parses, schema-checks and cross-checks a manifest. Never throws: every failure,
 * including an unexpected one, comes back as a problem an editor can read.
 */
export function loadManifest(file: string, options: { contentDir?: string; cwd?: string } = {}): LoadResult {
  const cwd = options.cwd ?? process.cwd();
  const shown = relative(cwd, file) || file;
  const contentDir = options.contentDir ?? join(dirname(file), 'content');
  try {
    const parsed = parseManifestFile(file, shown);
    if (!parsed.source || parsed.problems.length > 0 || parsed.data === undefined) return { problems: parsed.problems };
    if (parsed.data === null || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
      return { problems: [parsed.source.problemAt([], 'must be a block of `key: value` lines at the top level (site:, navigation:, routes:, …).')] };
    }
    const schemaProblems = checkAgainstSchema(parsed.data, parsed.source);
    if (schemaProblems.length > 0) return { problems: sortProblems(schemaProblems) };
    const manifest = parsed.data as SiteManifest;
    const semantic = checkSemantics(manifest, parsed.source, { contentDir, contentLabel: relative(cwd, contentDir) || 'content' });
    return semantic.length > 0 ? { problems: sortProblems(semantic) } : { manifest, problems: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      problems: [
        {
          file: shown,
          line: 0,
          col: 0,
          path: '',
          message: `could not be checked because of an internal error (${message}). Please report this with the file attached.`,
        },
      ],
    };
  }
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
