// The law-changes page as an Atom feed (RFC 4287), one per edition: `/law-changes.xml`, `/ar/law-changes.xml`. Its
// entries are the page's changes in the page's words (lawChangesData), so a feed reader and the page cannot disagree.
import type { LawChangesRoute } from '../../generated/manifest-types.gen.js';
import type { LawChangeItem, LawChangesPageData } from '../../shared/page-data.js';
import { escapeXml } from './xml.js';
import { lawChangesData, lawChangesRoute } from '../model/law-changes.js';
import type { SiteModel } from '../model/site-model.js';

/**
 * Midnight in Dubai, where the law changes: the first moment a value applies. Feed readers sort and show entries
 * by this time, so a change shows as new on the day it takes effect.
 */
function dubaiMidnight(day: string): string {
  return `${day}T00:00:00+04:00`;
}

/** `<span lang="en" dir="ltr">` around words standing in for a translation, as the page marks them. */
function marked(text: string, lang: string | undefined, pageLang: string): string {
  return lang && lang !== pageLang ? `<span lang="${escapeXml(lang)}" dir="ltr">${escapeXml(text)}</span>` : escapeXml(text);
}

/** One change as the entry's HTML: the same parts, in the same words, as the page's list shows. */
function entryHtml(item: LawChangeItem, log: LawChangesPageData, words: LawChangesRoute['words'], model: SiteModel, arrow: string): string {
  const lang = model.locale.code;
  const value =
    item.oldText === undefined ? `${escapeXml(item.newText)} ${escapeXml(words.firstValue)}` : `${escapeXml(item.oldText)} ${arrow} ${escapeXml(item.newText)}`;
  const instrument = log.instruments[item.instrument];
  const name = instrument.url ? `<a href="${escapeXml(instrument.url)}">${escapeXml(instrument.name)}</a>` : escapeXml(instrument.name);
  const pages = item.pages.map((index) => {
    const page = log.pages[index];
    return `<li><a href="${escapeXml(model.absoluteUrl(page.path))}">${marked(page.title.text, page.title.lang, lang)}</a></li>`;
  });
  const row = (term: string, detail: string) => `<dt>${escapeXml(term)}</dt><dd>${detail}</dd>`;
  return [
    '<dl>',
    row(words.value, value),
    row(words.appliesFrom, escapeXml(item.fromText)),
    row(
      words.setBy,
      instrument.lang && instrument.lang !== lang
        ? `<span lang="${instrument.lang}" dir="ltr">${name} ${escapeXml(instrument.title)}</span>`
        : `${name} ${escapeXml(instrument.title)}`,
    ),
    row(words.quotedOn, pages.length > 0 ? `<ul>${pages.join('')}</ul>` : escapeXml(words.notQuoted)),
    '</dl>',
  ].join('');
}

/**
 * An entry's time: the day it applies from once it has; before that, the day its instrument was dated (when the
 * change became known), so an announced change is news when it is announced and again on its day.
 */
function entryUpdated(item: LawChangeItem, log: LawChangesPageData): string {
  if (item.from <= log.asOf) return item.from;
  const { date } = log.instruments[item.instrument];
  return date && date <= log.asOf ? date : item.from;
}

/** The edition's Atom feed of the law's changes, with its dist-relative file; undefined when the site has no law-changes page. */
export function lawChangesAtom(model: SiteModel, day?: string): { file: string; xml: string } | undefined {
  const route = lawChangesRoute(model);
  if (!route) return undefined;
  const log = lawChangesData(route, model, day);
  const { words } = route;
  const pageUrl = model.absoluteUrl(route.path);
  const feedUrl = model.absoluteUrl(log.feed);
  const arrow = model.locale.dir === 'rtl' ? '←' : '→';
  const items = [...log.upcoming, ...log.inForce];
  const entries = items.map((item) => {
    const updated = entryUpdated(item, log);
    const change = item.oldText === undefined ? item.newText : `${item.oldText} ${arrow} ${item.newText}`;
    return `  <entry>
    <id>${escapeXml(`${pageUrl}#${item.key}`)}</id>
    <title>${escapeXml(`${item.label.text}: ${change} (${item.fromText})`)}</title>
    <updated>${dubaiMidnight(updated)}</updated>
    <link rel="alternate" type="text/html" href="${escapeXml(`${pageUrl}#${item.key}`)}"/>
    <content type="html">${escapeXml(entryHtml(item, log, words, model, arrow))}</content>
  </entry>`;
  });
  // The feed changed last when its newest entry did (never later than today); with no entry yet, when its page was reviewed.
  const updated = items
    .map((item) => entryUpdated(item, log))
    .filter((when) => when <= log.asOf)
    .reduce((latest, next) => (next > latest ? next : latest), route.reviewed);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${model.locale.code}">
  <id>${escapeXml(feedUrl)}</id>
  <title>${escapeXml(`${model.manifest.site.name} — ${route.title}`)}</title>
  <subtitle>${escapeXml(route.description)}</subtitle>
  <updated>${dubaiMidnight(updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>
  <author>
    <name>${escapeXml(model.manifest.site.name)}</name>
    <uri>${escapeXml(model.absoluteUrl(model.locale.prefix || '/'))}</uri>
  </author>
${entries.join('\n')}
</feed>
`;
  return { file: log.feed.slice(1), xml };
}
