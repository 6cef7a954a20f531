import { join } from 'node:path';
import type { SiteManifest } from '../../src/generated/manifest-types.gen.js';
import { loadManifest } from '../../src/build/validate/load.js';
import { formatProblem } from '../../src/build/manifest/problem.js';
import { lawChangesData, lawChangesRoute } from '../../src/build/model/law-changes.js';
import { resolveEditions, type SiteModel } from '../../src/build/model/site-model.js';
import type { LawChangeItem, LawChangesPageData } from '../../src/shared/page-data.js';
import type { IsoDay } from '../../src/shared/law/register.js';
import type { AlertChange } from './messages.js';

/** The law's changes in each edition's words on one day: what alerts are written from. */
export type ChangesByLanguage = Map<string, { log: LawChangesPageData; pageUrl: string; model: SiteModel }>;

/**
 * Reads site.yaml as the build does and asks each edition's law-changes page for its log on `day`
 * (src/build/model/law-changes.ts, which reads the register through src/shared/law/changes.ts): an alert says what
 * the page says, in the same words, and nothing the page does not.
 */
export function changesOnDay(siteRoot: string, day: IsoDay): ChangesByLanguage {
  const contentDir = join(siteRoot, 'content');
  const { manifest, problems } = loadManifest(join(siteRoot, 'site.yaml'), { cwd: siteRoot, contentDir, asOf: day });
  if (!manifest) throw new Error(`site.yaml has problems; fix them first:\n${problems.slice(0, 5).map(formatProblem).join('\n')}`);
  const published = { ...manifest, routes: manifest.routes.filter((route) => !route.draft) as SiteManifest['routes'] };
  const byLanguage: ChangesByLanguage = new Map();
  for (const model of resolveEditions(published, contentDir)) {
    const route = lawChangesRoute(model);
    if (!route) continue;
    byLanguage.set(model.locale.code, { log: lawChangesData(route, model, day), pageUrl: model.absoluteUrl(route.path), model });
  }
  return byLanguage;
}

function alertChange(item: LawChangeItem, kind: AlertChange['kind'], edition: { log: LawChangesPageData; pageUrl: string; model: SiteModel }): AlertChange {
  const { log, pageUrl, model } = edition;
  const words = lawChangesRoute(model)!.words;
  const arrow = model.locale.dir === 'rtl' ? '←' : '→';
  const instrument = log.instruments[item.instrument];
  return {
    key: item.key,
    kind,
    label: item.label.text,
    value: item.oldText === undefined ? `${item.newText} ${words.firstValue}` : `${item.oldText} ${arrow} ${item.newText}`,
    fromText: item.fromText,
    instrument: [instrument.name, instrument.title].filter(Boolean).join(' '),
    ...(instrument.url ? { instrumentUrl: instrument.url } : {}),
    link: `${pageUrl}#${item.key}`,
  };
}

/**
 * What is news to someone who has followed the law since `since` (the day they confirmed), on `day`: each change
 * that took effect after `since`, and each change still to come whose instrument was dated after `since` (announced).
 * A change announced and later in force is news twice, once as each.
 */
export function changesSince(edition: { log: LawChangesPageData; pageUrl: string; model: SiteModel }, since: IsoDay): AlertChange[] {
  const { log } = edition;
  const announced = log.upcoming.filter((item) => {
    const dated = log.instruments[item.instrument].date;
    return dated !== undefined && dated > since && dated <= log.asOf;
  });
  const inForce = log.inForce.filter((item) => item.from > since);
  return [...announced.map((item) => alertChange(item, 'announced', edition)), ...inForce.map((item) => alertChange(item, 'in-force', edition))];
}
