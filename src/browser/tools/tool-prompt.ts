// What the result area says while there is no result: which fields are still needed, by their labels ("Fill in
// “Last day of the tax period” to see the result."), so a visitor is never left guessing what is missing.
import { fillText, intlLocale } from '../../shared/fill-text.js';
import type { SiteLocale } from '../../shared/locales.js';
import { missingFields } from '../../shared/law/tools/defaults.js';
import type { ToolField } from '../../shared/law/tools/index.js';
import type { ToolAnswer } from '../../shared/law/tools/outcome.js';

type Edition = Pick<SiteLocale, 'code' | 'digits' | 'script'>;

/** A field's label quoted as the edition quotes: “…” in English, «…» in Arabic script. */
function quoted(text: string, edition: Edition): string {
  return edition.script === 'Arab' ? `«${text}»` : `“${text}”`;
}

/**
 * `shownErrors`: the messages shown at fields now. With one shown, the fields are to be checked; otherwise the
 * required fields still empty are named; with nothing typed at all, the general prompt.
 */
export function promptText(
  fields: readonly ToolField[],
  answer: ToolAnswer,
  shownErrors: Record<string, string>,
  words: Record<string, string>,
  edition: Edition,
): string {
  if (Object.keys(shownErrors).length > 0) return words.invalid;
  const missing = missingFields(fields, answer);
  if (missing.length === 0) return words.prompt;
  const labels = missing.map((name) => quoted(words[name] ?? name, edition));
  return fillText(words.missing, { fields: new Intl.ListFormat(intlLocale(edition), { type: 'conjunction' }).format(labels) });
}
