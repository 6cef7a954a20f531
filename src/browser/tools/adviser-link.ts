// "Ask an adviser about this": the contact page's address with the message begun from the tool's inputs and results
// (`?about=`, read by the enquiry form); nothing is sent until the visitor sends the form. The message is written as
// the page writes: amounts and dates in the edition's style, items joined by its semicolon.
import { fillText } from '../../shared/fill-text.js';
import { localizedPath, type SiteLocale } from '../../shared/locales.js';
import { parseDay, parseMonth } from '../../shared/law/tools/days.js';
import type { ToolField } from '../../shared/law/tools/index.js';
import { parseFils } from '../../shared/law/tools/money.js';
import type { Shown, ToolInputs } from '../../shared/law/tools/outcome.js';
import { CONTACT_PATH } from '../components/enquiry-prefill.js';
import { aboutHref } from '../../shared/enquiry-link.js';
import { formatShown } from './tool-format.js';
import { fieldShown } from './tool-query.js';

type Edition = Pick<SiteLocale, 'code' | 'digits' | 'semicolon'>;

/** An input as the page shows values ("AED 800,000", "31 December 2026", "Yes"); as typed when it cannot be read. */
function inputShown(field: ToolField, text: string): Shown | undefined {
  switch (field.kind) {
    case 'amount': {
      const fils = parseFils(text);
      return fils === undefined ? undefined : { kind: 'aed', fils };
    }
    case 'day': {
      const day = parseDay(text);
      return day === undefined ? undefined : { kind: 'date', day };
    }
    case 'month': {
      const month = parseMonth(text);
      return month === undefined ? undefined : { kind: 'month', month: `${month.year}-${String(month.month).padStart(2, '0')}` };
    }
    case 'yes-no':
      return { kind: 'word', word: text };
  }
}

/** The message the contact form opens with: the tool's heading once, then the inputs given and the results. */
export function adviserMessage(
  tool: string,
  fields: readonly ToolField[],
  inputs: ToolInputs,
  results: string,
  words: Record<string, string>,
  edition: Edition,
): string {
  const given = fields
    .filter((field) => fieldShown(field, inputs) && inputs[field.name])
    .map((field) => {
      const shown = inputShown(field, inputs[field.name]);
      return `${words[field.name] ?? field.name}: ${shown ? formatShown(shown, edition, words) : inputs[field.name]}`;
    })
    .join(edition.semicolon);
  return fillText(words.adviserMessage, { tool, inputs: given, results });
}

export function adviserHref(prefix: string, message: string): string {
  return aboutHref(localizedPath(CONTACT_PATH, prefix), message);
}
