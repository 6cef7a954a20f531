// The site's illustrations, as a visitor meets them on service cards, article cards, the calculators' cards and at
// the top of each page: one picture stands for one subject. Pages of the same menu group (a service and its neighbours in the Services
// menu) may share one; a page outside the menu (an article) has its own; no grid shows the same picture twice; and
// every picture is described in both languages.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import type { Route } from '../../../src/generated/manifest-types.gen.js';

const { manifest, problems } = loadManifest(join(resolve('.'), 'site.yaml'));
if (!manifest) throw new Error(`site.yaml is invalid: ${problems.map((problem) => problem.message).join('; ')}`);

const routeAt = new Map(manifest.routes.map((route) => [route.path.toLowerCase(), route]));

/** The subject a picture may stand for: the page's menu group, or the page itself when it is in no group. */
function subjectOf(route: Route): string {
  const group = manifest!.navigation.groups.find((candidate) => candidate.contents.some((item) => item.link.toLowerCase() === route.path.toLowerCase()));
  return group ? `menu group “${group.title}”` : route.path;
}

interface Showing {
  image: string;
  alt: string;
  arabicAlt: string | undefined;
  /** The page the picture stands for: the page itself, or the page a card links to. */
  page: Route;
  /** Where a visitor sees it. */
  where: string;
}

/** The cards a page shows, with their Arabic texts. */
function cardsOf(route: Route) {
  if (route.template === 'listing') return { cards: route.cards, arabic: route.ar?.cards };
  if (route.template === 'home') return { cards: route.featured?.cards ?? [], arabic: route.ar?.featured?.cards };
  if (route.template === 'landing') return { cards: route.highlights, arabic: route.ar?.highlights };
  return { cards: [], arabic: undefined };
}

const showings: Showing[] = manifest.routes.flatMap((route) => {
  const own: Showing[] =
    (route.template === 'service' || route.template === 'article' || route.template === 'page' || route.template === 'tool') && route.image
      ? [{ image: route.image, alt: route.alt ?? '', arabicAlt: route.ar?.alt, page: route, where: `${route.path}'s own image` }]
      : [];
  const { cards, arabic } = cardsOf(route);
  const onCards = cards.map((card, index) => {
    const page = routeAt.get(card.link.toLowerCase());
    if (!page) throw new Error(`A card on ${route.path} links to ${card.link}, which is no page of the site.`);
    return { image: card.image, alt: card.alt, arabicAlt: arabic?.[index]?.alt, page, where: `the “${card.title}” card on ${route.path}` };
  });
  return [...own, ...onCards];
});

describe('the illustrations on cards and pages', () => {
  it('counts the service and article pages and the cards that link to them', () => {
    expect(showings.filter((showing) => showing.page.template === 'service').length).toBeGreaterThan(77);
    expect(new Set(showings.filter((showing) => showing.page.template === 'article').map((showing) => showing.page.path)).size).toBe(20);
  });

  it('shows each picture for one subject only: a menu group, or a page outside the menu', () => {
    const subjects = new Map<string, Map<string, string>>();
    for (const showing of showings) {
      const bySubject = subjects.get(showing.image) ?? new Map<string, string>();
      if (!bySubject.has(subjectOf(showing.page))) bySubject.set(subjectOf(showing.page), showing.where);
      subjects.set(showing.image, bySubject);
    }
    const reused = [...subjects]
      .filter(([, bySubject]) => bySubject.size > 1)
      .map(([image, bySubject]) => `${image} stands for ${[...bySubject].map(([subject, where]) => `${subject} (${where})`).join(' and ')}`);
    expect(reused).toEqual([]);
  });

  it('never repeats a picture within one grid of cards', () => {
    const repeated = manifest!.routes.flatMap((route) => {
      const images = cardsOf(route).cards.map((card) => card.image);
      return images.filter((image, index) => images.indexOf(image) !== index).map((image) => `${image} twice on ${route.path}`);
    });
    expect(repeated).toEqual([]);
  });

  it('gives every calculator a badge of its own', () => {
    const badges = showings.filter((showing) => showing.page.template === 'tool').map((showing) => showing.image);
    expect(badges.length).toBe(manifest!.routes.filter((route) => route.template === 'tool').length);
    expect(new Set(badges).size).toBe(badges.length);
  });

  it('describes every picture in English and in Arabic', () => {
    const undescribed = showings.filter((showing) => !showing.alt.trim() || !showing.arabicAlt?.trim()).map((showing) => showing.where);
    expect(undescribed).toEqual([]);
  });
});
