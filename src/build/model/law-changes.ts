// The law register's log of changes in one edition's words: each change's rule label, its old and new values written
// as pages quote them, its day, its instrument as the Sources lists name it, and the pages that quote the rule. The
// law-changes page and its Atom feed are both written from this, so they list the same changes in the same words.
import type { LawChangesRoute, Route } from '../../generated/manifest-types.gen.js';
import type { LawChangeItem, LawChangesPageData, WordsIn } from '../../shared/page-data.js';
import { changeKey, registerChanges, splitAtDay, type LawChange } from '../../shared/law/changes.js';
import { formatDay, formatRuleValue } from '../../shared/law/format.js';
import type { IsoDay, Rule, RuleValue } from '../../shared/law/register.js';
import { hasParams } from '../../shared/paths.js';
import { registryKey } from '../law/instrument-mentions.js';
import { siteDay } from '../support/site-day.js';
import { inEnglish, sharedTextsInEnglish } from '../manifest/translation/english-marks.js';
import type { SiteModel } from './site-model.js';

/** The edition's law-changes page, if the site has one. */
export function lawChangesRoute(model: SiteModel): LawChangesRoute | undefined {
  return model.manifest.routes.find((route): route is LawChangesRoute => route.template === 'law-changes');
}

/** The page's Atom feed: its path + `.xml` (`/law-changes.xml`, `/ar/law-changes.xml`). */
export function lawChangesFeedPath(route: Pick<LawChangesRoute, 'path'>): string {
  return `${route.path}.xml`;
}

/** Pages a reader can be sent to: not per-request pages, not pages kept out of search, not the log itself. */
function listable(route: Route): boolean {
  return !hasParams(route.path) && !route.noindex && route.template !== 'law-changes';
}

/** The edition's changes, in force and to come, with the pages each rule is quoted on. */
export function lawChangesData(route: LawChangesRoute, model: SiteModel, day: IsoDay = siteDay()): LawChangesPageData {
  const { manifest, locale } = model;
  const english = model.locales[0].code;
  const rules = manifest.law?.rules ?? [];
  const instruments = manifest.law?.instruments ?? [];
  const untranslated = new Set(sharedTextsInEnglish(manifest));
  const inLanguage = (text: string, place: string): WordsIn => (untranslated.has(place) ? { text, lang: english } : { text });

  const pages: LawChangesPageData['pages'] = [];
  const pageIndex = new Map<string, number>();
  const pagesOf = (ruleId: string) =>
    model
      .pagesQuoting(ruleId)
      .filter(listable)
      .map((page) => {
        if (!pageIndex.has(page.path)) {
          pageIndex.set(page.path, pages.length);
          pages.push({ path: page.path, title: inEnglish(page).includes('title') ? { text: page.title, lang: english } : { text: page.title } });
        }
        return pageIndex.get(page.path)!;
      });

  const cited: LawChangesPageData['instruments'] = [];
  const citedIndex = new Map<string, number>();
  // The Sources lists' own reading of an instrument: its name and title in the edition's language, its link.
  const instrumentOf = (name: string) => {
    if (!citedIndex.has(name)) {
      const index = instruments.findIndex((instrument) => registryKey(instrument.name) === registryKey(name));
      const source = model.citations({ sources: [name] } as unknown as Route)[0] ?? { name, title: '' };
      const inEnglishHere = untranslated.has(`law.instruments.${index}.name`) || untranslated.has(`law.instruments.${index}.title`);
      citedIndex.set(name, cited.length);
      cited.push(inEnglishHere ? { ...source, lang: english } : source);
    }
    return citedIndex.get(name)!;
  };

  const valueText = (rule: Rule, value: RuleValue['value']) => (value === null ? route.words.stopped : formatRuleValue(rule, value, locale));
  const item = (change: LawChange): LawChangeItem => {
    const ruleIndex = rules.findIndex((rule) => rule.id === change.ruleId);
    const rule = rules[ruleIndex];
    return {
      key: changeKey(change),
      label: inLanguage(rule.label, `law.rules.${ruleIndex}.label`),
      from: change.from,
      fromText: formatDay(change.from, locale),
      ...(change.old ? { oldText: valueText(rule, change.old.value) } : {}),
      newText: valueText(rule, change.value),
      instrument: instrumentOf(change.instrument),
      pages: pagesOf(change.ruleId),
    };
  };

  // A value the firm has still to confirm (its rule marked `placeholder:`) that no page states stays off the public
  // log too: the log says nothing the pages do not (`validate -- --release` lists it for the firm).
  const unconfirmedAndUnquoted = new Set(rules.filter((rule) => rule.placeholder && model.pagesQuoting(rule.id).length === 0).map((rule) => rule.id));
  const { inForce, upcoming } = splitAtDay(
    registerChanges(rules).filter((change) => !unconfirmedAndUnquoted.has(change.ruleId)),
    day,
  );
  return {
    asOf: day,
    asOfText: formatDay(day, locale),
    feed: lawChangesFeedPath(route),
    inForce: inForce.map(item),
    upcoming: upcoming.map(item),
    instruments: cited,
    pages,
  };
}

/** The day the log last changed: the newest change in force, or the page's review when that is later (the sitemap's `lastmod`). */
export function lawChangesLastChanged(route: LawChangesRoute, model: SiteModel, day: IsoDay = siteDay()): IsoDay {
  const newest = splitAtDay(registerChanges(model.manifest.law?.rules ?? []), day).inForce[0]?.from;
  return newest && newest > route.reviewed ? newest : route.reviewed;
}
