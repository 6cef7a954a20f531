import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { BIO_WORDS, memberAnchor, wordCount } from '../../shared/team.js';
import type { Problem } from './problem.js';
import type { SourceFile } from './source.js';

/**
 * What the schema cannot count: a biography's length in words (a character limit would let through 40 long words
 * or refuse 250 short ones), and names that would give two profiles the same address on the page.
 */
export function teamProblems(manifest: SiteManifest, source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  manifest.routes.forEach((route, routeIndex) => {
    if (route.template !== 'team') return;
    const anchors = new Map<string, number>();
    route.members.forEach((member, index) => {
      const at = ['routes', routeIndex, 'members', index];
      const words = wordCount(member.bio);
      if (words < BIO_WORDS.min || words > BIO_WORDS.max) {
        const fix =
          words < BIO_WORDS.min
            ? `Add at least ${wordsOf(BIO_WORDS.min - words)} about what ${member.name} does for clients, their experience and specialisms.`
            : `Shorten it by at least ${wordsOf(words - BIO_WORDS.max)}.`;
        problems.push(source.problemAt([...at, 'bio'], `has ${wordsOf(words)}; a biography needs ${BIO_WORDS.min}–${BIO_WORDS.max}. ${fix}`));
      }
      const anchor = memberAnchor(member);
      const earlier = anchors.get(anchor);
      if (earlier !== undefined) {
        problems.push(
          source.problemAt(
            [...at, 'name'],
            `\`${member.name}\` gives this profile the same address on the page (\`#${anchor}\`) as members[${earlier}]: give each person their own name.`,
          ),
        );
      } else anchors.set(anchor, index);
    });
  });
  return problems;
}

const wordsOf = (count: number): string => `${count} word${count === 1 ? '' : 's'}`;
