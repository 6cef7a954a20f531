import type { ArticleRoute, SiteManifest } from '../manifest/types.gen.js';
import { hasParams } from '../manifest/paths.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

function absolute(manifest: SiteManifest, path: string): string {
  return `${manifest.site.baseUrl}${path === '/' ? '/' : path}`;
}

/** Every declared page (not aliases, not per-request pages), dated by its review or publication. */
export function sitemapXml(manifest: SiteManifest): string {
  const urls = manifest.routes
    .filter((route) => !hasParams(route.path))
    .map((route) => {
      const lastmod = route.template === 'article' && route.date > route.reviewed ? route.date : route.reviewed;
      return `  <url><loc>${escapeXml(absolute(manifest, route.path))}</loc><lastmod>${lastmod}</lastmod></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(manifest: SiteManifest): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(manifest, '/sitemap.xml')}\n`;
}

function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function rssXml(manifest: SiteManifest): string {
  const articles = manifest.routes.filter((route): route is ArticleRoute => route.template === 'article').sort((a, b) => b.date.localeCompare(a.date));
  const items = articles.map(
    (article) => `    <item>
      <title>${escapeXml(article.heading)}</title>
      <link>${escapeXml(absolute(manifest, article.path))}</link>
      <guid isPermaLink="true">${escapeXml(absolute(manifest, article.path))}</guid>
      <pubDate>${rfc822(article.date)}</pubDate>
      <description>${escapeXml(article.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(manifest.site.name)} — articles</title>
    <link>${escapeXml(absolute(manifest, '/'))}</link>
    <atom:link href="${escapeXml(absolute(manifest, '/rss.xml'))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(manifest.site.tagline ?? manifest.site.name)}</description>
    <language>en</language>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function webManifest(manifest: SiteManifest): string {
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
