import type { TeamMember } from '../generated/manifest-types.gen.js';
import { slugify } from './slug.js';

/**
 * Team facts the validator, the page's JSON-LD and the templates must agree on, worked out in one place:
 * a profile's anchor is both its element id and its Person `@id`, and a biography is counted in the paragraphs it shows.
 */

/** The id of a member's profile on the team page: `Partner, Tax` → `partner-tax` (`/Our-Team#partner-tax`). */
export function memberAnchor(member: Pick<TeamMember, 'name'>): string {
  return slugify(member.name) || 'member';
}

/** Letters after the name, in the order given: `CA, CTA`; empty without qualifications. */
export function postNominals(member: Pick<TeamMember, 'qualifications'>): string {
  return (member.qualifications ?? []).map((qualification) => qualification.abbreviation).join(', ');
}

/** The biography's paragraphs: site.yaml separates them with an empty line. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Words as a reader counts them: runs of text between spaces that contain a letter or digit (a dash alone is not one). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A biography's length in words, as the validator requires it. */
export const BIO_WORDS = { min: 120, max: 250 } as const;

/** Up to two initials, shown in place of a missing portrait: `Jane van Doe` → `JD`. */
export function initials(name: string): string {
  const words = name.split(/[\s,]+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length > 1 ? [words[0], words.at(-1)!] : words.slice(0, 1)).map((word) => word[0]).join('');
}
