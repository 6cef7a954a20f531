import { ALERT_LANGUAGES } from '../../src/shared/alerts-contract.js';
import type { AlertSite } from './site.js';
import type { AlertEdition } from './words.js';

/** The pages have no script and no style of their own; their one form may post only back to the API. */
export const ALERT_PAGE_POLICY = ["default-src 'none'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What one page says: a heading and its paragraphs, in the edition's words. */
export interface AlertPageText {
  title: string;
  paragraphs: readonly string[];
}

function document(lang: string, dir: string, title: string, main: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

/**
 * A small page in the subscriber's language. A link in a mail only shows a page: the button on it posts, so a
 * mail system's link scanner that opens every link neither confirms nor unsubscribes anyone.
 */
export function alertPage(edition: AlertEdition, page: AlertPageText, button?: { label: string; action: string; token: string }): string {
  const form = button
    ? `<form method="post" action="${escapeHtml(button.action)}">
<input type="hidden" name="token" value="${escapeHtml(button.token)}">
<button type="submit">${escapeHtml(button.label)}</button>
</form>`
    : '';
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return document(
    edition.lang,
    edition.dir,
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
${paragraphs}
${form}
<p><a href="${escapeHtml(edition.lawChanges)}">${escapeHtml(edition.words.backToLog)}</a></p>`,
  );
}

/** For a link that works no more, whose reader's language is not known: the page in every language alerts are sent in. */
export function unknownLinkPage(site: AlertSite): string {
  const sections = ALERT_LANGUAGES.map((language) => {
    const { lang, dir, words, lawChanges } = site.editions[language];
    return `<section lang="${lang}" dir="${dir}">
<h1>${escapeHtml(words.unknownLinkTitle)}</h1>
<p>${escapeHtml(words.unknownLinkText)}</p>
<p><a href="${escapeHtml(lawChanges)}">${escapeHtml(words.backToLog)}</a></p>
</section>`;
  });
  const first = site.editions[ALERT_LANGUAGES[0]];
  return document(first.lang, first.dir, first.words.unknownLinkTitle, sections.join('\n'));
}
