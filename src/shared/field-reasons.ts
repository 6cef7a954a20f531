/**
 * The reasons the API gives for a refused field, in a page's language: the enquiry and alert forms show them next to
 * the field, the server's plain pages (a form sent without script) list them. The server writes its reasons in
 * English (server/api/field-errors.ts): a contract rule's own message, or one of its fixed phrases.
 */
import type { UiStrings } from '../generated/manifest-types.gen.js';
import { RULES } from './api-contract.js';
import { fillText } from './fill-text.js';

/** The interface strings every edition has (site.yaml `strings:`), by name. */
export type TextKey = { [Key in keyof UiStrings]-?: undefined extends UiStrings[Key] ? never : Key }[keyof UiStrings];

/** Each rule of the contract, worded in the page's language ("must be an e-mail address like name@example.com"). */
const RULE_REASONS: Record<keyof typeof RULES, TextKey> = {
  visible: 'ruleVisible',
  wellFormed: 'ruleWellFormed',
  email: 'ruleEmail',
  emailLocalPart: 'ruleEmailLocalPart',
  phone: 'rulePhone',
  fewWords: 'ruleFewWords',
};

/** A contract rule's reason in the page's language. */
export function ruleReason(id: string, strings: UiStrings): string {
  return strings[RULE_REASONS[id as keyof typeof RULES] ?? 'ruleInvalid'];
}

/** The server's English reason in the page's language, never the server's English. */
export function serverReason(message: string, strings: UiStrings): string {
  const rule = Object.values(RULES).find((each) => each.message === message);
  if (rule) return ruleReason(rule.id, strings);
  const longest = /^must be at most (\d+) characters$/.exec(message);
  if (longest) return fillText(strings.ruleMaxLength, { max: Number(longest[1]) });
  return message === 'is required' ? strings.ruleRequired : strings.ruleInvalid;
}
