// An editor may paste HTML or a script into site.yaml or a markdown file, by accident or not. Every way such text
// reaches a visitor — page markup, head tags, JSON-LD, the RSS feed — must show it as text and never run it.
import { describe, expect, it } from 'vitest';
import { pageHeadTags } from '../../../src/browser/app/head.js';
import { rssXml } from '../../../src/build/prerender/feeds.js';
import { loadManifest } from '../../../src/build/validate/load.js';
import { resolveSite } from '../../../src/build/model/site-model.js';
import type { ArticleRoute, ServiceRoute, SiteManifest } from '../../../src/generated/manifest-types.gen.js';
import { modelWithContent, renderPath } from '../../support/render-page.js';

const SCRIPT = '</script><script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';

function realManifest() {
  const { manifest, problems } = loadManifest('site.yaml');
  expect(problems).toEqual([]);
  return manifest!;
}

describe('HTML and script in content', () => {
  it('show as text on a page: manifest strings, FAQ entries and markdown bodies alike', async () => {
    const manifest = realManifest();
    const service = manifest.routes.find((route): route is ServiceRoute => route.template === 'service')!;
    const hostile: ServiceRoute = {
      ...service,
      heading: `Audit ${SCRIPT}`,
      alt: `Chart ${IMAGE}`,
      faq: [{ question: `Why ${IMAGE}?`, answer: `Because ${SCRIPT}` }],
    };
    const routes = manifest.routes.map((route) => (route === service ? hostile : route)) as SiteManifest['routes'];
    const model = modelWithContent({ ...manifest, routes }, { [service.body]: `Intro ${SCRIPT}\n\n${IMAGE}\n\n[click](javascript:alert(1))` });
    const { status, html: document } = await renderPath(model, service.path);
    expect(status).toBe(200);
    // Nowhere in the document, the data inlined for hydration included, does the text become markup.
    expect(document).not.toContain('<script>alert(1)');
    expect(document).not.toMatch(/<img src=x/i);
    // The page's own markup, without the router's scroll-restoration snippet.
    const html = document.slice(document.indexOf('<main'), document.indexOf('</main>')).replace(/<script>\(function\(a,f\)[\s\S]*?<\/script>/, '');

    expect(html).toContain('Audit &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Why &lt;img src=x onerror=alert(1)&gt;?');
    expect(html).toContain('Intro &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img src=x/i);
    // markdown-it leaves a javascript: link as plain text rather than a link.
    expect(html).toContain('[click](javascript:alert(1))');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('stay inside their JSON-LD block and parse back unchanged', () => {
    const head = pageHeadTags({
      title: `Title ${SCRIPT} | Firm`,
      shortTitle: `Title ${SCRIPT}`,
      description: `Description ${IMAGE}`,
      canonicalUrl: 'https://www.example.com/x',
      alternates: [],
      jsonLd: [{ '@type': 'BlogPosting', headline: `Headline ${SCRIPT}` }],
    });
    const [block] = head.scripts;
    expect(block.children).not.toMatch(/<\/?script/i);
    expect(JSON.parse(block.children)).toEqual({ '@type': 'BlogPosting', headline: `Headline ${SCRIPT}` });
    // Title and description are React-rendered text and attribute values: escaped by React like any other.
    expect(head.meta).toContainEqual({ title: `Title ${SCRIPT} | Firm` });
  });

  it('are escaped in the RSS feed', () => {
    const manifest = realManifest();
    const routes = manifest.routes.map((route) =>
      route.template === 'article' ? ({ ...route, heading: `News ${SCRIPT}`, summary: `Summary ${IMAGE}` } satisfies ArticleRoute) : route,
    ) as SiteManifest['routes'];
    const xml = rssXml(resolveSite({ ...manifest, routes }, 'content'));
    expect(xml).toContain('News &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).not.toMatch(/<script|<img/i);
  });
});
