// The calculators' cards on /tools, as a visitor meets them: one card per calculator, made from the calculator's own
// page, so a new tool appears there without anyone editing the list, in the page's language.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { pagePayload } from '../../../src/build/model/page-data.js';
import { resolveEditions, type SiteModel } from '../../../src/build/model/site-model.js';
import type { Route, ToolRoute } from '../../../src/generated/manifest-types.gen.js';

const root = resolve('.');
const contentDir = join(root, 'content');
const { manifest } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
const [english, arabic] = resolveEditions(manifest, contentDir);
const cardsAt = (model: SiteModel, path: string) => pagePayload(model.pageAt(path)!, model).data.toolCards;
const isTool = (route: Route): route is ToolRoute => route.template === 'tool';
const tools = manifest.routes.filter(isTool);

describe('the calculators’ cards on /tools', () => {
  it('show every calculator, in the order of site.yaml, with its page’s heading, intro, badge and description', () => {
    expect(tools.length).toBe(6);
    expect(cardsAt(english, '/tools')).toEqual(
      tools.map((tool) => ({ path: tool.path, heading: tool.heading, intro: tool.intro, image: tool.image, alt: tool.alt })),
    );
    for (const tool of tools) expect(tool.image, tool.path).toMatch(/^\/images\/tools\/.+\.svg$/);
  });

  it('are in Arabic on the Arabic page, each leading to the Arabic calculator', () => {
    const cards = cardsAt(arabic, '/ar/tools')!;
    expect(cards.map((card) => card.path)).toEqual(tools.map((tool) => `/ar${tool.path}`));
    expect(cards.map((card) => card.heading)).toEqual(tools.map((tool) => tool.ar!.heading));
    expect(cards.map((card) => card.alt)).toEqual(tools.map((tool) => tool.ar!.alt));
    for (const card of cards) expect(card).not.toHaveProperty('lang');
  });

  it('mark a calculator not yet translated as English on the Arabic page, and leave out a draft', () => {
    const [first, second] = tools;
    const edited = {
      ...manifest,
      routes: manifest.routes.map((route) => (route === first ? { ...route, ar: undefined } : route === second ? { ...route, draft: true } : route)),
    } as typeof manifest;
    const [englishEdited, arabicEdited] = resolveEditions(edited, contentDir);
    const cards = cardsAt(arabicEdited, '/ar/tools')!;
    expect(cards[0]).toMatchObject({ heading: first.heading, lang: 'en', altLang: 'en' });
    expect(cards.map((card) => card.path)).not.toContain(`/ar${second.path}`);
    expect(cardsAt(englishEdited, '/tools')!.map((card) => card.path)).not.toContain(second.path);
  });

  it('are on no page that does not ask for them', () => {
    expect(cardsAt(english, '/About-Us')).toBeUndefined();
  });
});
