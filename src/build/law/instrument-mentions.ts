/**
 * Finds the laws, decisions and FTA guides a text names, however they are written: "Cabinet Decision No. (49) of 2021",
 * "Cabinet Resolution No. 49 of 2021" and "Cabinet Decisions No. 49 and 108 of 2021" all name the same instruments.
 * Words may be split across lines (folded YAML, wrapped markdown), so every gap is `\s+`.
 */
import { MEMOS_OFF, rememberByText, DEFAULT_MEMO_LIMITS } from '../../shared/remember-by-text.js';

export interface InstrumentMention {
  /** Normalised identity, e.g. `cabinet:49/2021`, shared by every way of writing the name. */
  key: string;
  /** Where the whole phrase starts in the searched text, and how long it is. */
  index: number;
  length: number;
  /** The phrase as written. */
  text: string;
}

const KINDS: { kind: string; pattern: string }[] = [
  { kind: 'decree-law', pattern: '(?:Federal\\s+)?Decree[-\\s]+(?:by[-\\s]+)?Laws?' },
  { kind: 'federal-law', pattern: 'Federal\\s+Laws?' },
  { kind: 'cabinet', pattern: 'Cabinet\\s+(?:Decisions?|Resolutions?)' },
  { kind: 'ministerial', pattern: 'Ministerial\\s+(?:Decisions?|Resolutions?)' },
  { kind: 'fta', pattern: '(?:FTA|Federal\\s+Tax\\s+Authority)\\s+Decisions?' },
];

const NUMBER = '\\(?\\d+\\)?';
// "No. 243 and 244 of 2025", "Nos. 49, 108 of 2021": one phrase naming several instruments of one year.
const NUMBERS = `Nos?\\.?\\s*(${NUMBER}(?:\\s*(?:,|and|&)\\s*(?:No\\.?\\s*)?${NUMBER})*)`;
const NUMBERED = new RegExp(`\\b(${KINDS.map((entry) => entry.pattern).join('|')})\\s+${NUMBERS}\\s+of\\s+(\\d{4})\\b`, 'gi');
// FTA guides and public clarifications are cited by their codes, e.g. CTP006, VATP031, CTGGCT1.
const CODED = /\b((?:CTP|VATP|TAXP|EXTP)\d{3}|(?:CTG|VATG|EXG|TPG)[A-Z]{2,6}\d{1,2})\b/g;

const KIND_TESTS = KINDS.map((entry) => ({ kind: entry.kind, test: new RegExp(`^${entry.pattern}$`, 'i') }));

/** The kind of a name `NUMBERED` or `ARABIC_NAMED_AT` found: its words matched one of the kinds' patterns. */
function kindOf(words: string, tests: { kind: string; test: RegExp }[]): string {
  return tests.find((entry) => entry.test.test(words))!.kind;
}

// The same instruments as the official Arabic texts name them: "المرسوم بقانون اتحادي رقم (47) لسنة 2022",
// "قرار مجلس الوزراء رقم (49) لسنة 2021", "القراران الوزاريان رقم (243) و(244) لسنة 2025". A name may carry the
// prefixes Arabic attaches to a word (و، ف، ب، ل، ك and the article ال: "بالمرسوم", "للقرار", "وقرار").
const PREFIX = '(?<!\\p{L})[وفبلك]{0,2}(?:ال)?';
const ARABIC_KINDS: { kind: string; pattern: string }[] = [
  { kind: 'decree-law', pattern: `${PREFIX}مراسيم\\s+بقوانين\\s+اتحادية|${PREFIX}مرسوم\\s+بقانون\\s+اتحادي` },
  // Not the "بقانون اتحادي" inside a decree-law's name.
  { kind: 'federal-law', pattern: `(?<!مرسوم\\s)${PREFIX}قانون\\s+(?:ال)?اتحادي` },
  { kind: 'cabinet', pattern: `${PREFIX}قرار(?:ا|ي|ين|ان|ات)?\\s+مجلس\\s+الوزراء` },
  { kind: 'ministerial', pattern: `${PREFIX}قرار(?:ا|ي|ين|ان|ات)?\\s+(?:ال)?وزاري(?:ين|ان|ة)?` },
  { kind: 'fta', pattern: `${PREFIX}قرار(?:ا|ي|ين|ان|ات)?\\s+الهيئة\\s+الاتحادية\\s+للضرائب` },
];
const ARABIC_NUMBER = '\\(?\\d+\\)?';
/** Sticky: tried at one position at a time (`arabicNames`). */
const ARABIC_NAMED_AT = new RegExp(
  `(${ARABIC_KINDS.map((entry) => entry.pattern).join('|')})\\s+(?:رقم|رقمي)?\\s*(${ARABIC_NUMBER}(?:\\s*(?:،|,|و)\\s*${ARABIC_NUMBER})*)\\s+(?:لسنة|لعام)\\s+(\\d{4})`,
  'uy',
);
const ARABIC_KIND_TESTS = ARABIC_KINDS.map((entry) => ({ kind: entry.kind, test: new RegExp(`^(?:${entry.pattern})$`, 'u') }));

/** Arabic-Indic digits as 0–9, one character for one, so positions in the text stay where they were. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** Every name needs a number: text without a digit (most labels and titles) names no instrument. */
const ANY_DIGIT = /[\d\u0660-\u0669\u06F0-\u06F9]/;
/** The word every Arabic name contains: found by a fast literal search, where the full pattern is then tried. */
const ARABIC_KEYWORD = /مراسيم|مرسوم|قانون|قرار/g;
/** Two prefix letters and the article: how far before its word an Arabic name may start. */
const ARABIC_PREFIX_REACH = 4;

/**
 * The Arabic names in `text` (digits already Western), as the global pattern would find them, leftmost first and not
 * overlapping. The pattern starts with a look-behind, so scanning a whole body with it tried it at every character
 * (the validator's slowest step); it is now tried, anchored, only just before each of the words a name must contain.
 */
function* arabicNames(text: string): Generator<RegExpExecArray> {
  let searchedTo = 0;
  for (const keyword of text.matchAll(ARABIC_KEYWORD)) {
    // A keyword inside the name found last is skipped (the loop does not start): "بقانون" inside a decree-law's name.
    // Stryker disable next-line MethodExpression: equivalent — a name starts at most ARABIC_PREFIX_REACH before its first keyword, which an earlier turn tried
    for (let start = Math.max(searchedTo, keyword.index - ARABIC_PREFIX_REACH); start <= keyword.index; start++) {
      ARABIC_NAMED_AT.lastIndex = start;
      const match = ARABIC_NAMED_AT.exec(text);
      if (!match) continue;
      yield match;
      // Stryker disable next-line ArithmeticOperator: equivalent — the patterns' look-behinds refuse a name that starts inside another (after a letter, or after "مرسوم")
      searchedTo = match.index + match[0].length;
      break;
    }
  }
}

/** Every instrument named in `text`, in order. A phrase naming two numbers gives two mentions at the same place. */
export const findInstrumentMentions: (text: string) => readonly InstrumentMention[] = rememberByText(mentionsIn, {
  ...DEFAULT_MEMO_LIMITS,
  lasting: 'instrument-mentions',
});

function mentionsIn(text: string): InstrumentMention[] {
  if (!ANY_DIGIT.test(text)) return [];
  const mentions: InstrumentMention[] = [];
  for (const match of text.matchAll(NUMBERED)) {
    const kind = kindOf(match[1], KIND_TESTS);
    for (const [number] of match[2].matchAll(/\d+/g)) {
      mentions.push({ key: `${kind}:${Number(number)}/${match[3]}`, index: match.index, length: match[0].length, text: match[0] });
    }
  }
  for (const match of arabicNames(westernDigits(text))) {
    const kind = kindOf(match[1], ARABIC_KIND_TESTS);
    for (const [number] of match[2].matchAll(/\d+/g)) {
      mentions.push({
        key: `${kind}:${Number(number)}/${match[3]}`,
        index: match.index,
        length: match[0].length,
        text: text.slice(match.index, match.index + match[0].length),
      });
    }
  }
  for (const match of text.matchAll(CODED)) {
    mentions.push({ key: `code:${match[1].toUpperCase()}`, index: match.index, length: match[0].length, text: match[0] });
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/** The identity of the instrument an `law.instruments` name stands for, or undefined if the name is not recognisable. */
export function instrumentKey(name: string): string | undefined {
  const mentions = findInstrumentMentions(name);
  return mentions.length === 1 ? mentions[0].key : undefined;
}

/** How `law.instruments` entries are matched: by identity for instruments, by exact name for other sources (guides, announcements). */
export function registryKey(name: string): string {
  // Stryker disable next-line ConditionalExpression: equivalent — a remembered key is the key worked out again
  let key = MEMOS_OFF ? undefined : registryKeys.get(name);
  if (key === undefined) {
    key = instrumentKey(name) ?? `name:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    // Stryker disable next-line all: equivalent — the memo; mutation runs have it off (SITE_NO_MEMO=1)
    registryKeys.set(name, key);
  }
  return key;
}

/** The same few dozen source names are cited on most of the site's pages: each is read once. */
const registryKeys = new Map<string, string>();
