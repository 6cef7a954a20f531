import type { SiteModel } from '../model/site-model.js';
import { feedFile, hreflangs } from '../../shared/locales.js';
import { feedTitle } from '../model/page-data.js';
import { escapeXml } from './xml.js';
import { lawChangesLastChanged } from '../model/law-changes.js';
import type { Route } from '../../generated/manifest-types.gen.js';

/** The day a page last changed: an article's publication when later than its review, the law's log its newest change. */
function lastModified(route: Route, model: SiteModel): string {
  if (route.template === 'article' && route.date > route.reviewed) return route.date;
  if (route.template === 'law-changes') return lawChangesLastChanged(route, model);
  return route.reviewed;
}

/**
 * Every declared page of every edition (not aliases, not per-request pages), dated by its review or publication, each
 * with its twins in the other languages and the default as `x-default`, as search engines read alternates from a sitemap.
 */
export function sitemapXml(editions: SiteModel[]): string {
  const urls = editions.flatMap((model) =>
    model.indexablePages.map(({ route }) => {
      const lastmod = lastModified(route, model);
      const alternates =
        editions.length > 1
          ? hreflangs(model.alternates(route.path)).map(
              ({ hreflang, url }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url)}"/>`,
            )
          : [];
      return `  <url>\n    <loc>${escapeXml(model.absoluteUrl(route.path))}</loc>\n    <lastmod>${lastmod}</lastmod>${alternates.join('')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemap, and each edition's feed of the law's changes: search engines take an Atom feed as a sitemap too, and
 * read it for what changed lately.
 */
export function robotsTxt(model: SiteModel, feeds: string[] = []): string {
  const sitemaps = ['/sitemap.xml', ...feeds].map((path) => `Sitemap: ${model.absoluteUrl(path)}\n`);
  return `User-agent: *\nAllow: /\n\n${sitemaps.join('')}`;
}

function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function rssXml(model: SiteModel): string {
  const { manifest } = model;
  const items = model.articlesNewestFirst.map(
    (article) => `    <item>
      <title>${escapeXml(article.heading)}</title>
      <link>${escapeXml(model.absoluteUrl(article.path))}</link>
      <guid isPermaLink="true">${escapeXml(model.absoluteUrl(article.path))}</guid>
      <pubDate>${rfc822(article.date)}</pubDate>
      <description>${escapeXml(article.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feedTitle(model))}</title>
    <link>${escapeXml(model.absoluteUrl(model.locale.prefix || '/'))}</link>
    <atom:link href="${escapeXml(model.absoluteUrl(`/${feedFile(model.locale)}`))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(manifest.site.tagline ?? manifest.site.name)}</description>
    <language>${model.locale.code}</language>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function webManifest({ manifest }: SiteModel): string {
  return JSON.stringify(
    {
      name: manifest.site.name,
      short_name: manifest.site.name.split(' ').slice(0, 2).join(' '),
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#0b2545',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    null,
    2,
  );
}
