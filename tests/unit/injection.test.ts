// An editor may paste HTML or a script into site.yaml or a markdown file, by accident or not. Every way such text
// reaches a visitor — page markup, head tags, JSON-LD, the RSS feed — must show it as text and never run it.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../src/app/head';
import { createMarkdownRenderer } from '../../src/generator/markdown';
import { rssXml } from '../../src/prerender/feeds';
import { ServicePage } from '../../src/templates/ServicePage';
import type { PageDataFor } from '../../src/templates/page-data';
import { loadManifest } from '../../src/manifest/load';
import type { ArticleRoute, ServiceRoute, SiteManifest } from '../../src/manifest/types.gen';

const SCRIPT = '</script><script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';

function realManifest() {
  const { manifest, problems } = loadManifest('site.yaml');
  expect(problems).toEqual([]);
  return manifest!;
}

/** Server-renders a template as the prerenderer does, inside a router so its links work. */
async function renderPage(component: () => ReturnType<typeof createElement>): Promise<string> {
  const router = createRouter({ routeTree: createRootRoute({ component }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderToString(createElement(RouterProvider, { router }));
}

describe('HTML and script in content', () => {
  it('show as text on a page: manifest strings, FAQ entries and markdown bodies alike', async () => {
    const service = realManifest().routes.find((route): route is ServiceRoute => route.template === 'service')!;
    const markdown = createMarkdownRenderer((link) => link);
    const data: PageDataFor<'service'> = {
      route: { ...service, heading: `Audit ${SCRIPT}`, alt: `Chart ${IMAGE}`, faq: [{ question: `Why ${IMAGE}?`, answer: `Because ${SCRIPT}` }] },
      html: { body: markdown(`Intro ${SCRIPT}\n\n${IMAGE}\n\n[click](javascript:alert(1))`) },
      posts: [],
      team: [],
    };
    const html = await renderPage(() => createElement(ServicePage, { data }));

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
    const head = pageHead({
      path: '/x',
      canonicalPath: '/x',
      title: `Title ${SCRIPT}`,
      description: `Description ${IMAGE}`,
      reviewed: '2026-11-22',
      jsonLd: [{ '@type': 'BlogPosting', headline: `Headline ${SCRIPT}` }],
    });
    const [block] = head.scripts;
    expect(block.children).not.toMatch(/<\/?script/i);
    expect(JSON.parse(block.children)).toEqual({ '@type': 'BlogPosting', headline: `Headline ${SCRIPT}` });
    // Title and description are React-rendered text and attribute values: escaped by React like any other.
    expect(head.meta).toContainEqual({ title: `Title ${SCRIPT} | ${realManifest().site.name}` });
  });

  it('are escaped in the RSS feed', () => {
    const manifest = realManifest();
    const routes = manifest.routes.map((route) =>
      route.template === 'article' ? ({ ...route, heading: `News ${SCRIPT}`, summary: `Summary ${IMAGE}` } satisfies ArticleRoute) : route,
    ) as SiteManifest['routes'];
    const xml = rssXml({ ...manifest, routes });
    expect(xml).toContain('News &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).not.toMatch(/<script|<img/i);
  });
});
