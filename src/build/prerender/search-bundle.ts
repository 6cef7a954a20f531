// The site's one Pagefind bundle, put together from each language's own (pagefind-index.ts). Pagefind names
// every file of a language's index after the language and a hash of its content (`fragment/en_….pf_fragment`,
// `pagefind.ar_….pf_meta`); the files every language has (the script, its worker) are the same in each; only
// `pagefind-entry.json` lists the languages. One Pagefind run over both languages makes the same files, byte for byte
// (tests/unit/build/search-bundle.test.ts), so a version of Pagefind that changed this would fail that test.

export const ENTRY_FILE = 'pagefind-entry.json';

interface PagefindEntry {
  version: string;
  languages: Record<string, unknown>;
}

/** One entry file listing every language of `entries` (each a language's own entry file). */
export function mergedEntry(entries: string[]): string {
  const parsed = entries.map((entry) => JSON.parse(entry) as PagefindEntry);
  const [first, ...others] = parsed;
  for (const other of others) {
    const { languages: _first, ...firstSettings } = first;
    const { languages: _other, ...otherSettings } = other;
    if (JSON.stringify(firstSettings) !== JSON.stringify(otherSettings)) {
      throw new Error(
        `The search indexes of the editions were made with different Pagefind settings: ${JSON.stringify(firstSettings)} and ${JSON.stringify(otherSettings)}.`,
      );
    }
  }
  const languages = parsed.flatMap((entry) => Object.entries(entry.languages)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Pagefind's own key order (version, languages, then the rest), so the file equals the one a single run writes.
  return JSON.stringify({ ...first, languages: Object.fromEntries(languages) });
}

/**
 * Every language's files in one map of path to content fingerprint. A file two languages both have must be the same in
 * each (Pagefind's script and worker): if it is not, the bundle cannot serve both, and the build says so.
 */
export function mergedFiles(languages: { lang: string; files: Record<string, string> }[]): Record<string, string> {
  const merged: Record<string, string> = {};
  const owner: Record<string, string> = {};
  for (const { lang, files } of languages) {
    for (const [path, print] of Object.entries(files)) {
      if (path in merged && merged[path] !== print) {
        throw new Error(`The search indexes of "${owner[path]}" and "${lang}" disagree on ${path}; they cannot be served as one bundle.`);
      }
      merged[path] = print;
      owner[path] ??= lang;
    }
  }
  return merged;
}
