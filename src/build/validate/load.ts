import { dirname, join, relative } from 'node:path';
import { readFileSync } from 'node:fs';
import { parseManifestFile, parseManifestText, type ParseResult } from '../manifest/parse.js';
import { ManifestCache, type ManifestCacheOptions } from '../manifest/manifest-cache.js';
import type { SourceFile } from '../manifest/source.js';
import { commentTrapWarnings } from '../manifest/comment-traps.js';
import { draftProblems } from '../manifest/draft-checks.js';
import { checkAgainstSchema } from '../manifest/schema-check.js';
import { checkSemantics } from '../manifest/checks.js';
import { checkImages } from '../images/image-checks.js';
import type { Problem } from '../manifest/problem.js';
import { checkLaw } from '../law/law-checks.js';
import { checkRules } from '../law/rule-checks.js';
import { registerProblems } from '../law/register-checks.js';
import { siteDay } from '../support/site-day.js';
import { contentReader } from '../manifest/content-reader.js';
import { farFutureDateProblems, peopleProblems, staleReviewWarnings, unreachableWarnings } from '../manifest/editorial-checks.js';
import { placeholderProblems } from '../manifest/placeholders.js';
import { teamProblems } from '../manifest/team-checks.js';
import { translationGaps } from '../manifest/translation/translation-checks.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';

export interface LoadResult {
  manifest?: SiteManifest;
  /** Errors: the manifest is only returned when there are none. */
  problems: Problem[];
  /** Worth fixing, but the site still builds: stale reviews, unreachable pages, needless `historical` entries. */
  warnings: Problem[];
  /** Sample content the firm must still supply or confirm; errors under `release`. */
  placeholders: Problem[];
  /** What the Arabic edition still lacks (untranslated pages and texts, bodies shaped unlike their English); errors under `release`. */
  translationGaps: Problem[];
}

export interface LoadOptions {
  contentDir?: string;
  cwd?: string;
  /** Going live: every placeholder and every translation gap is an error. */
  release?: boolean;
  /** The date reviews are measured against; today by default. */
  today?: Date;
  /** The day the law register is read as of (YYYY-MM-DD): `--as-of`, else today in Dubai (`siteDay`). */
  asOf?: string;
  /** Where the parsed manifest is kept for the next process while its text is unchanged (manifest-cache.ts). */
  cache?: ManifestCacheOptions;
}

/** The parsed, schema-checked manifest, from the cache when the text is unchanged; or the problems that stop it. */
interface Checked {
  manifest?: SiteManifest;
  source?: SourceFile;
  problems: Problem[];
  /** Findings that depend on site.yaml's text alone. */
  textWarnings: Problem[];
  cache?: ManifestCache;
}

function readAndCheck(file: string, shown: string, cacheOptions: ManifestCacheOptions | undefined): Checked {
  let cache: ManifestCache | undefined;
  let parsed: ParseResult;
  if (cacheOptions) {
    try {
      cache = new ManifestCache(cacheOptions, file, readFileSync(file), shown);
    } catch {
      // A folder, a missing or unreadable file: parseManifestFile says which.
    }
  }
  if (cache) {
    const bytes = cache.bytes;
    const found = cache.find(() => parseManifestText(bytes, shown).source);
    if (found) return { manifest: found.manifest as SiteManifest, source: found.source, problems: [], textWarnings: found.textWarnings, cache };
    parsed = parseManifestText(bytes, shown);
  } else {
    parsed = parseManifestFile(file, shown);
  }
  if (parsed.problems.length > 0) return { problems: parsed.problems, textWarnings: [] };
  // Parsed without a problem: the source and the data are there (`source` is only missing beside a problem).
  const source = parsed.source!;
  if (parsed.data === null || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
    return {
      problems: [source.problemAt([], 'must be a block of `key: value` lines at the top level (site:, navigation:, routes:, …).')],
      textWarnings: [],
    };
  }
  const schemaProblems = checkAgainstSchema(parsed.data, source);
  if (schemaProblems.length > 0) return { problems: sortProblems(schemaProblems), textWarnings: [] };
  const textWarnings = commentTrapWarnings(source);
  const recorded = cache ? cache.recording(source, parsed.data, textWarnings) : source;
  return { manifest: parsed.data as SiteManifest, source: recorded, problems: [], textWarnings, cache };
}

/**
 * Parses, schema-checks and cross-checks a manifest. Never throws: every failure,
 * including an unexpected one, comes back as a problem an editor can read.
 */
export function loadManifest(file: string, options: LoadOptions = {}): LoadResult {
  const cwd = options.cwd ?? process.cwd();
  const shown = relative(cwd, file) || file;
  const contentDir = options.contentDir ?? join(dirname(file), 'content');
  try {
    const checked = readAndCheck(file, shown, options.cache);
    if (!checked.manifest) return { ...none, problems: checked.problems };
    const { manifest, source } = checked as Required<Checked>;
    const today = options.today ?? new Date();
    const contentLabel = relative(cwd, contentDir) || 'content';
    const content = contentReader(contentDir, contentLabel);
    const law = checkLaw(manifest, source, content);
    const rules = checkRules(manifest, source, content, options.asOf ?? siteDay());
    const context = { contentDir, contentLabel, content };
    const images = checkImages(manifest, source, context);
    const semantic = [
      ...checkSemantics(manifest, source, context),
      ...images.problems,
      ...law.problems,
      ...registerProblems(manifest, source),
      ...rules.problems,
      ...peopleProblems(manifest, source),
      ...teamProblems(manifest, source),
      ...farFutureDateProblems(manifest, source, today),
      ...draftProblems(manifest, source, content),
    ];
    const warnings = sortProblems([
      ...law.warnings,
      ...rules.warnings,
      ...images.warnings,
      ...staleReviewWarnings(manifest, source, today),
      ...unreachableWarnings(manifest, source, content),
      ...checked.textWarnings,
    ]);
    const placeholders = sortProblems(placeholderProblems(manifest, source, content));
    const gaps = sortProblems(translationGaps(manifest, source, content));
    const problems = sortProblems(options.release ? [...semantic, ...placeholders, ...gaps] : semantic);
    const found = { warnings, placeholders, translationGaps: gaps };
    // Every location the checks asked for is now known, to be found without parsing next time.
    checked.cache?.save();
    return problems.length > 0 ? { problems, ...found } : { manifest, problems: [], ...found };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...none,
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

const none: LoadResult = { problems: [], warnings: [], placeholders: [], translationGaps: [] };

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
