import type { FieldProblem } from '../../src/shared/api-contract.js';
import { fillText } from '../../src/shared/fill-text.js';
import { serverReason } from '../../src/shared/field-reasons.js';
import { alertPage } from './pages.js';
import type { AlertEdition } from './words.js';

/**
 * The pages a subscribe form sent without script (the footer's) leads to, in the visitor's language: the one answer
 * to every well-formed request (a confirmation e-mail may be on its way), and a refusal naming each field and why.
 */
export function subscribedPage(edition: AlertEdition): string {
  return alertPage(edition, { title: edition.words.subscribedTitle, paragraphs: [edition.form.subscribeSent] });
}

/** The field as the form labels it: the e-mail field by the interface's word, the language by the form's. */
function fieldName(field: string, edition: AlertEdition): string {
  if (field === 'email') return edition.strings.fieldEmail;
  if (field === 'language') return edition.form.subscribeLanguage;
  return field;
}

/** Refused: each field's problem as the forms word it ("E-mail must be an e-mail address like …."), else the form's failure. */
export function notSubscribedPage(edition: AlertEdition, problems: readonly FieldProblem[] | undefined): string {
  const { strings } = edition;
  const paragraphs = problems?.length
    ? problems.map(({ field, message }) => fillText(strings.serverFieldProblem, { field: fieldName(field, edition), reason: serverReason(message, strings) }))
    : [edition.form.subscribeFailed];
  return alertPage(edition, { title: edition.words.notSubscribedTitle, paragraphs });
}
