import type { SendMailOptions } from 'nodemailer';
import type { SentChange } from '../db/alert-subscribers.js';
import { tokenLink, type AlertSite } from './site.js';
import { alertWords } from './words.js';

/** One change as an alert lists it, in the subscriber's language: the law-changes page's words for it. */
export interface AlertChange extends SentChange {
  label: string;
  /** `old → new`, or the first value, as the page writes it. */
  value: string;
  fromText: string;
  instrument: string;
  instrumentUrl?: string;
  /** The change on the law-changes page. */
  link: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * RFC 8058: a mail program may offer its own "Unsubscribe" and POST `List-Unsubscribe=One-Click` to the address,
 * without the person opening a page.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A whole HTML mail in one language and direction, its footer carrying the unsubscribe link. */
function htmlDocument(lang: string, dir: string, title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body dir="${dir}" style="font-family: sans-serif; line-height: 1.5">
${body}
<hr>
<p style="font-size: 0.9em">${footer}</p>
</body>
</html>
`;
}

/** The double opt-in mail: one link confirms, nothing is sent to the address until it is followed. */
export function confirmationMail(site: AlertSite, to: string, language: string, tokens: { confirm: string; unsubscribe: string }): SendMailOptions {
  const { lang, dir, words } = alertWords(site, language);
  const confirmUrl = tokenLink(site, 'confirm', tokens.confirm);
  const unsubscribeUrl = tokenLink(site, 'unsubscribe', tokens.unsubscribe);
  const subject = `${words.confirmSubject} – ${site.name}`;
  return {
    to,
    subject,
    headers: unsubscribeHeaders(unsubscribeUrl),
    text: [words.confirmIntro, '', `${words.confirmButton}: ${confirmUrl}`, '', words.confirmIgnore, '', `${words.unsubscribe}: ${unsubscribeUrl}`, ''].join(
      '\n',
    ),
    html: htmlDocument(
      lang,
      dir,
      subject,
      `<p>${escapeHtml(words.confirmIntro)}</p>\n<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(words.confirmButton)}</a></p>\n<p>${escapeHtml(words.confirmIgnore)}</p>`,
      `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a>`,
    ),
  };
}

/** One alert: every change due to the subscriber, announced ones first, each as the law-changes page states it. */
export function alertMail(site: AlertSite, to: string, language: string, changes: readonly AlertChange[], unsubscribeToken: string): SendMailOptions {
  const { lang, dir, words, lawChanges: logUrl } = alertWords(site, language);
  const unsubscribeUrl = tokenLink(site, 'unsubscribe', unsubscribeToken);
  const subject = `${words.alertSubject} – ${site.name}`;
  const stateOf = (change: AlertChange) => (change.kind === 'announced' ? words.announced : words.inForce);
  const text = [
    words.alertIntro,
    '',
    ...changes.flatMap((change) => [
      `* ${change.label} (${stateOf(change)})`,
      `  ${change.value}`,
      `  ${words.appliesFrom}: ${change.fromText}`,
      `  ${words.setBy}: ${change.instrument}${change.instrumentUrl ? ` <${change.instrumentUrl}>` : ''}`,
      `  ${change.link}`,
      '',
    ]),
    `${words.seeLog}: ${logUrl}`,
    '',
    '-- ',
    words.whyYouGetThis,
    `${words.unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const items = changes.map((change) => {
    const instrument = change.instrumentUrl
      ? `<a href="${escapeHtml(change.instrumentUrl)}">${escapeHtml(change.instrument)}</a>`
      : escapeHtml(change.instrument);
    return `<li><p><a href="${escapeHtml(change.link)}"><strong>${escapeHtml(change.label)}</strong></a> (${escapeHtml(stateOf(change))})<br>
${escapeHtml(change.value)}<br>
${escapeHtml(words.appliesFrom)}: ${escapeHtml(change.fromText)}<br>
${escapeHtml(words.setBy)}: ${instrument}</p></li>`;
  });
  return {
    to,
    subject,
    headers: unsubscribeHeaders(unsubscribeUrl),
    text,
    html: htmlDocument(
      lang,
      dir,
      subject,
      `<p>${escapeHtml(words.alertIntro)}</p>\n<ul>\n${items.join('\n')}\n</ul>\n<p><a href="${escapeHtml(logUrl)}">${escapeHtml(words.seeLog)}</a></p>`,
      `${escapeHtml(words.whyYouGetThis)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a>`,
    ),
  };
}
