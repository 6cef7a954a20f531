import type { Enquiry, SpamReason, SpamSignals } from '../../src/shared/api-contract.js';

/**
 * Spam defence without a CAPTCHA (a puzzle costs every real visitor time and shuts out some of them). Each signal
 * is cheap and explainable; an enquiry that shows any of them is stored with its reasons, not mailed, and listed
 * apart (`npm run enquiries -- list --spam`), so a person wrongly caught loses nothing and staff can release it.
 */

/** Sooner than this after the form appeared, no person has typed a name, an address and a message. */
export const MIN_FILL_MS = 3000;

// An address (http://…, https://…, www.…, taken whole so `https://www.` counts once) or the link markup of forum
// spam ([url=…], <a href=…>).
const LINK = /\b(?:https?:\/\/|www\.)\S+|\[url[=\]]|<a\s+href/giu;
/** A person may paste their own website into a message; spam carries several. */
const MAX_LINKS_IN_MESSAGE = 1;

function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** Words in any script (letters and digits), lower-cased, for telling varied text from a repeated phrase. */
function words(text: string): string[] {
  // Stryker disable next-line MethodExpression,ArrayDeclaration: equivalent — upper case tells the same words apart as lower case; a text with no words is too short to judge either way
  return text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

// A message long enough to judge (at least this many words) whose distinct words are under this share of them
// is one phrase pasted again and again; a real message of 12 words or more repeats far fewer.
const MIN_WORDS_TO_JUDGE = 12;
const MIN_DISTINCT_SHARE = 0.3;
// The same line three times, or one character 30 times in a row ("!!!!…", "aaaa…").
const REPEATED_LINES = 3;
const RUN_OF_ONE_CHARACTER = /(.)\1{29}/u;

function isRepetitive(text: string): boolean {
  const all = words(text);
  if (all.length >= MIN_WORDS_TO_JUDGE && new Set(all).size / all.length < MIN_DISTINCT_SHARE) return true;
  const lines = new Map<string, number>();
  for (const line of text.split('\n').map((each) => each.trim().toLocaleLowerCase())) {
    if (line.length < 8) continue;
    const count = (lines.get(line) ?? 0) + 1;
    if (count >= REPEATED_LINES) return true;
    lines.set(line, count);
  }
  return RUN_OF_ONE_CHARACTER.test(text);
}

/** Why this enquiry looks like spam, in the order of SPAM_REASONS; empty for what looks like a person. */
export function spamReasons(enquiry: Enquiry, signals: SpamSignals): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (signals.website) reasons.push('honeypot');
  // A body without elapsedMs comes from a page older than the field (or from a script): not judged by time.
  if (signals.elapsedMs !== undefined && signals.elapsedMs < MIN_FILL_MS) reasons.push('too-fast');
  const linksInNames = countLinks(`${enquiry.fullName} ${enquiry.customerLastName}`);
  if (linksInNames > 0 || countLinks(enquiry.description) > MAX_LINKS_IN_MESSAGE) reasons.push('links');
  if (isRepetitive(enquiry.description)) reasons.push('repeated-text');
  return reasons;
}
