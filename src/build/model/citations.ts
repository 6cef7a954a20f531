import type { Person, Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import type { CitedSource } from '../../shared/page-data.js';
import { registryKey } from '../law/instrument-mentions.js';

/** A page's `sources:` resolved to the instruments' names, titles, links and dates from `law.instruments`. */
export function citationsOf(manifest: SiteManifest): (route: Route) => CitedSource[] {
  const byKey = new Map((manifest.law?.instruments ?? []).map((instrument) => [registryKey(instrument.name), instrument]));
  return (route) =>
    // Stryker disable next-line ArrayDeclaration: equivalent — a stray name is in no list of instruments, so cites nothing
    (route.sources ?? []).flatMap((name) => {
      const instrument = byKey.get(registryKey(name));
      return instrument
        ? [
            {
              name: instrument.name,
              title: instrument.title,
              ...(instrument.url ? { url: instrument.url } : {}),
              ...(instrument.date ? { date: instrument.date } : {}),
              ...(instrument.inForce ? { inForce: instrument.inForce } : {}),
              ...(instrument.published ? { published: instrument.published } : {}),
              ...(instrument.confirmed === false ? { reported: true as const } : {}),
              kind: instrument.kind ?? 'legislation',
            },
          ]
        : [];
    });
}

/** An article's author and reviewer from `people`. */
export function bylineOf(manifest: SiteManifest): (route: Route) => { author?: Person; reviewer?: Person } {
  // Stryker disable next-line ArrayDeclaration: equivalent — a stray entry has no id an article could name
  const byId = new Map((manifest.people ?? []).map((person) => [person.id, person]));
  return (route) => {
    // Stryker disable next-line ConditionalExpression: equivalent — only articles have an author or reviewer (the schema)
    if (route.template !== 'article') return {};
    const author = route.author ? byId.get(route.author) : undefined;
    const reviewer = route.reviewer ? byId.get(route.reviewer) : undefined;
    return { ...(author ? { author } : {}), ...(reviewer ? { reviewer } : {}) };
  };
}
