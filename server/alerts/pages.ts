import { ALERT_LANGUAGES } from '../../src/shared/alerts-contract.js';
import { alertWords, type AlertWords } from './words.js';

/** The pages have no script and no style of their own; their one form may post only back to the API. */
export const ALERT_PAGE_POLICY = ["default-src 'none'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Page = { title: keyof AlertWords; text: keyof AlertWords };

/**
 * A small page in the subscriber's language. A link in a mail only shows a page: the button on it posts, so a
 * mail system's link scanner that opens every link neither confirms nor unsubscribes anyone.
 */
export function alertPage(
  language: string,
  page: Page,
  options: { lawChanges: string; button?: { label: keyof AlertWords; action: string; token: string } },
): string {
  const { lang, dir, words } = alertWords(language);
  const form = options.button
    ? `<form method="post" action="${escapeHtml(options.button.action)}">
<input type="hidden" name="token" value="${escapeHtml(options.button.token)}">
<button type="submit">${escapeHtml(words[options.button.label])}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words[page.title])}</title></head>
<body>
<main>
<h1>${escapeHtml(words[page.title])}</h1>
<p>${escapeHtml(words[page.text])}</p>
${form}
<p><a href="${escapeHtml(options.lawChanges)}">${escapeHtml(words.backToLog)}</a></p>
</main>
</body>
</html>
`;
}

/** For a link that works no more, whose reader's language is not known: the page in every language alerts are sent in. */
export function unknownLinkPage(lawChanges: (language: string) => string): string {
  const sections = ALERT_LANGUAGES.map((language) => {
    const { lang, dir, words } = alertWords(language);
    return `<section lang="${lang}" dir="${dir}">
<h1>${escapeHtml(words.unknownLinkTitle)}</h1>
<p>${escapeHtml(words.unknownLinkText)}</p>
<p><a href="${escapeHtml(lawChanges(lang))}">${escapeHtml(words.backToLog)}</a></p>
</section>`;
  });
  const { words } = alertWords('en');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.unknownLinkTitle)}</title></head>
<body>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
