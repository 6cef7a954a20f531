import { organizationJsonLd, siteLayout } from '../generated/site.gen';
import { analyticsHeadScripts } from './analytics';
import type { RouteHeadMeta } from '../generator/route-files';

const { site } = siteLayout;

export function absoluteUrl(path: string): string {
  return `${site.baseUrl}${path === '/' ? '/' : path}`;
}

/** Title, description, canonical link and social-preview tags for one page. */
export function pageHead(meta: RouteHeadMeta) {
  const title = meta.canonicalPath === '/' ? `${site.name} | ${meta.title}` : `${meta.title} | ${site.name}`;
  const url = absoluteUrl(meta.canonicalPath);
  const image = site.defaultImage ? absoluteUrl(site.defaultImage) : undefined;
  return {
    meta: [
      { title },
      { name: 'description', content: meta.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: meta.title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: meta.title },
      { name: 'twitter:description', content: meta.description },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: meta.jsonLd.map(jsonLdScript),
  };
}

/** Every generated page route's head(): its loader returns the metadata (src/generator/route-files.ts). */
export function routeHead({ loaderData }: { loaderData?: RouteHeadMeta }) {
  return loaderData ? pageHead(loaderData) : {};
}

/** `<` is escaped so no string in the data can close the script element early. */
function jsonLdScript(data: unknown) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** Tags every page shares; a page's own title replaces the fallback. */
export function rootHead() {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b2545' },
      { title: `${siteLayout.notFound.title} | ${site.name}` },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/site.webmanifest' },
      { rel: 'alternate', type: 'application/rss+xml', title: `${site.name} articles`, href: '/rss.xml' },
    ],
    scripts: [jsonLdScript(organizationJsonLd), ...analyticsHeadScripts()],
  };
}
