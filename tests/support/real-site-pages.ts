// Every page of the real site as a visitor and a search engine receive it: each edition's documents rendered on the
// server exactly as the prerenderer does, once per test file, for tests about what the site says in public.
import { join, resolve } from 'node:path';
import { loadManifest } from '../../src/build/validate/load.js';
import { resolveEditions } from '../../src/build/model/site-model.js';
import { renderPath } from './render-page.js';

export interface RenderedPage {
  /** The edition's language code. */
  code: string;
  path: string;
  html: string;
  /** The text of every `application/ld+json` block, parsed. */
  jsonLd: unknown[];
}

const JSON_LD = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** The real site.yaml and content/, resolved into its editions. */
export function realEditions() {
  const root = resolve('.');
  const { manifest, problems } = loadManifest(join(root, 'site.yaml'));
  if (!manifest) throw new Error(`site.yaml is invalid: ${JSON.stringify(problems.slice(0, 3))}`);
  return resolveEditions(manifest, join(root, 'content'));
}

/** Every prerendered page (no aliases, no per-request job pages) of every edition. */
export async function renderRealSite(): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const model of realEditions()) {
    for (const page of model.pages.filter((served) => !served.isAlias && !served.isDynamic)) {
      const { html } = await renderPath(model, page.path);
      const jsonLd = [...html.matchAll(JSON_LD)].map((match) => JSON.parse(match[1]) as unknown);
      rendered.push({ code: model.locale.code, path: page.path, html, jsonLd });
    }
  }
  return rendered;
}

/** A page's words as read: tags dropped, entities of quotes and ampersands decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
