import type { PageHead, SiteLayout } from '../../shared/site-data.js';

/** Title, description, canonical link and social-preview tags for one page, as the build computed them. */
export function pageHeadTags(head: PageHead) {
  return {
    meta: [
      { title: head.title },
      { name: 'description', content: head.description },
      ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: head.shortTitle },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: head.canonicalUrl },
      ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: head.shortTitle },
      { name: 'twitter:description', content: head.description },
      ...(head.image ? [{ name: 'twitter:image', content: head.image }] : []),
    ],
    links: [
      { rel: 'canonical', href: head.canonicalUrl },
      ...head.alternates.map(({ hreflang, url }) => ({ rel: 'alternate', hrefLang: hreflang, href: url })),
    ],
    scripts: head.jsonLd.map(jsonLdScript),
  };
}

/** `<` is escaped so no string in the data can close the script element early. */
function jsonLdScript(data: unknown) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** Tags every page shares; a page's own title replaces the fallback. */
export function rootHeadTags(layout: SiteLayout) {
  const { site } = layout;
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b2545' },
      { property: 'og:site_name', content: site.name },
      { title: `${layout.notFound.title} | ${site.name}` },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'alternate', type: 'application/rss+xml', title: layout.feed.title, href: layout.feed.path },
      ...(layout.lawChangesFeed
        ? [{ rel: 'alternate', type: 'application/atom+xml', title: layout.lawChangesFeed.title, href: layout.lawChangesFeed.path }]
        : []),
      // Both weights are on every page of the edition (text and headings): fetched beside the stylesheet, not found
      // only once it is applied, so the text is drawn in its own face sooner and less of it moves when it swaps in.
      // At low priority: the text is readable in the system's Arabic face meanwhile (font-display: swap), so the
      // stylesheet and the page's main image go first on a slow connection.
      ...(layout.font?.preload ?? []).map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href,
        crossOrigin: 'anonymous' as const,
        fetchPriority: 'low' as const,
      })),
    ],
    styles: layout.font ? [{ children: layout.font.faces }] : [],
    // No third-party tag here: measurement starts only after the visitor consents (consent/ConsentHost.tsx).
    scripts: [jsonLdScript(layout.organizationJsonLd)],
  };
}
