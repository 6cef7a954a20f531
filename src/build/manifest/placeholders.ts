import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { pageBodies, type ContentReader } from './content-reader.js';
import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';

/**
 * What the firm still has to write into a text, e.g. `[The firm to confirm: retention period]`, and in an Arabic body
 * `[للتأكيد من قِبل الشركة: …]` ("to be confirmed by the firm"; `للتزويد`, "to be supplied"), with or without the kasra.
 */
const TEXT_PLACEHOLDER = /\[(?:(?:the firm to (?:confirm|supply)|placeholder)\b|(?:للتأكيد|للتزويد) من قِ?بل الشركة)[^\]\n]*\]/gi;

/**
 * Everything the firm must supply or confirm before going live: entries marked `placeholder:` in site.yaml and
 * `[The firm to confirm: …]` notes in content/. Listed by `npm run validate -- --release`, which fails while any remain.
 */
export function placeholderProblems(manifest: SiteManifest, source: SourceFile, content: ContentReader): Problem[] {
  const problems: Problem[] = [];
  visit(manifest, [], (value, at) => {
    const note = typeof value === 'string' ? ` (${value})` : '';
    problems.push(
      source.problemAt(at, `is a placeholder${note}: replace the sample content with the firm's own, confirmed details, then remove \`placeholder\`.`, {
        key: true,
      }),
    );
  });
  // Both editions' bodies, the home page's about section too: an Arabic note left when the English was filled in
  // would otherwise go live.
  const files = new Set(manifest.routes.flatMap(pageBodies));
  for (const file of files) {
    const entry = content.read(file);
    // Most bodies have none: one search of the whole text before reading it line by line.
    if (!entry || entry.text.search(TEXT_PLACEHOLDER) < 0) continue;
    entry.lines.forEach((line, index) => {
      for (const match of line.matchAll(TEXT_PLACEHOLDER)) {
        problems.push(entry.problemAt(index, match.index, `\`${match[0]}\` is a placeholder: write the firm's own, confirmed text here.`));
      }
    });
  }
  return problems;
}

function visit(value: unknown, path: PathSegment[], found: (value: true | string, at: PathSegment[]) => void): void {
  if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index], found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'placeholder' && (child === true || (typeof child === 'string' && child.trim()))) found(child as true | string, [...path, key]);
      else visit(child, [...path, key], found);
    }
  }
}
