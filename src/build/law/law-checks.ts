import type { Instrument, Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import { shorten, type PathSegment, type Problem } from '../manifest/problem.js';
import type { SourceFile } from '../manifest/source.js';
import { closest } from '../manifest/suggest.js';
import { registryKey } from './instrument-mentions.js';
import { mentionsInMarkdown, mentionsInYaml, type LocatedMention } from './locate-mentions.js';
import { pageBodies, type ContentReader } from '../manifest/content-reader.js';

export interface LawFindings {
  problems: Problem[];
  warnings: Problem[];
}

interface RegistryEntry {
  instrument: Instrument;
  index: number;
}

/** Keys whose values name instruments on purpose: they are checked as lists, not searched as prose. */
const LIST_KEYS = new Set(['sources', 'historical']);

/**
 * The texts outside the pages, by top-level key: menus, footer, banner, strings, and their Arabic. Not the law list,
 * in either language: it names instruments (superseded ones included) and rules on purpose.
 */
export function siteWideTexts(manifest: SiteManifest): [string, unknown][] {
  return Object.entries(manifest)
    .filter(([key]) => key !== 'routes' && key !== 'law')
    .map(([key, value]) => [key, key === 'ar' ? { ...manifest.ar, law: undefined } : value]);
}

/** A page's own words: every key but the lists of instruments it cites. */
export function proseOf(route: Route): Partial<Route> {
  return Object.fromEntries(Object.entries(route).filter(([key]) => !LIST_KEYS.has(key)));
}

/**
 * Citations checked against `law.instruments`: every instrument a page names is in the list and in the page's `sources`;
 * a superseded one is reported at each mention, naming its replacement, unless the page lists it as `historical`.
 */
export function checkLaw(manifest: SiteManifest, source: SourceFile, content: ContentReader): LawFindings {
  const findings: LawFindings = { problems: [], warnings: [] };
  const registry = checkRegistry(manifest.law?.instruments ?? [], source, findings);
  const names = [...registry.values()].map((entry) => entry.instrument.name);

  /** The registry entry a `sources` or `historical` item names, or a problem at that item. */
  const lookUp = (name: string, at: PathSegment[]): RegistryEntry | undefined => {
    const entry = registry.get(registryKey(name));
    if (!entry) {
      const suggestion = closest(name, names);
      findings.problems.push(
        source.problemAt(
          at,
          `\`${shorten(name)}\` is not in \`law.instruments\`${suggestion ? ` — did you mean \`${suggestion}\`?` : ': add it there with a link to its text, then cite it here.'}`,
        ),
      );
    }
    return entry;
  };

  manifest.routes.forEach((route, index) => checkRoute(route, ['routes', index], { source, content, registry, lookUp, findings }));
  // Stryker disable next-line ArrayDeclaration: equivalent — a stray entry names no instrument of the list
  const cited = new Set(manifest.routes.flatMap((route) => (route.sources ?? []).map(registryKey)));
  for (const [key, { instrument, index }] of registry) {
    if (cited.has(key) && !instrument.url && !instrument.placeholder) {
      findings.problems.push(
        source.problemAt(
          ['law', 'instruments', index, 'name'],
          `pages cite ${instrument.name}, but it has no \`url\`: add the address of its official text, or mark it \`placeholder:\` until you have one.`,
        ),
      );
    }
  }

  // Text outside the pages (menus, footer, banner, strings) cannot cite, but it must not name superseded law either.
  for (const [key, value] of siteWideTexts(manifest)) {
    for (const mention of mentionsInYaml(value, [key], source)) {
      const entry = registry.get(mention.key);
      if (entry?.instrument.supersededBy) findings.problems.push(mention.problem(supersededMessage(entry.instrument, registry)));
    }
  }
  return findings;
}

interface RouteContext {
  source: SourceFile;
  content: ContentReader;
  registry: Map<string, RegistryEntry>;
  lookUp: (name: string, at: PathSegment[]) => RegistryEntry | undefined;
  findings: LawFindings;
}

function checkRoute(route: Route, at: PathSegment[], context: RouteContext): void {
  const { source, registry, lookUp, findings } = context;
  const cited = new Set<string>();
  route.sources?.forEach((name, index) => {
    const entry = lookUp(name, [...at, 'sources', index]);
    if (entry) cited.add(registryKey(entry.instrument.name));
  });
  /** Each superseded instrument the page names on purpose, with its place in `historical:` and its name as written there. */
  const historical = new Map<string, [number, string]>();
  route.historical?.forEach((name, index) => {
    const entry = lookUp(name, [...at, 'historical', index]);
    if (!entry) return;
    historical.set(registryKey(entry.instrument.name), [index, name]);
    if (!entry.instrument.supersededBy) {
      findings.warnings.push(
        source.problemAt(
          [...at, 'historical', index],
          `\`${name}\` is listed as historical, but \`law.instruments\` does not mark it superseded: remove it here, or add \`supersededBy\` to its entry.`,
        ),
      );
    }
  });

  // The page's Arabic body is the same page in the other language: its mentions count too.
  const mentions: LocatedMention[] = [
    ...mentionsInYaml(proseOf(route), at, source),
    ...pageBodies(route).flatMap((file) => mentionsInMarkdown(file, context.content)),
  ];

  const where = `page \`${route.path}\` (${source.file}:${source.lineOf(at)})`;
  const reported = new Set<string>();
  const mentioned = new Set<string>();
  for (const mention of mentions) {
    mentioned.add(mention.key);
    const entry = registry.get(mention.key);
    if (!entry) {
      if (!reported.has(mention.key)) {
        findings.problems.push(
          mention.problem(
            `\`${mention.text}\` is not in \`law.instruments\`: add it there with a link to its text, and list it under \`sources:\` of ${where}.`,
          ),
        );
      }
    } else if (entry.instrument.supersededBy) {
      if (!historical.has(mention.key)) {
        findings.problems.push(
          mention.problem(
            `${supersededMessage(entry.instrument, registry)} If this mention is deliberately historical, list \`${entry.instrument.name}\` under \`historical:\` of ${where}.`,
          ),
        );
      }
    } else if (!cited.has(mention.key) && !reported.has(mention.key)) {
      findings.problems.push(
        mention.problem(
          `names ${entry.instrument.name}, which is not in the page's \`sources:\`: add \`- ${entry.instrument.name}\` under \`sources:\` of ${where}, so readers get a link to it.`,
        ),
      );
    }
    reported.add(mention.key);
  }
  for (const [key, [index, name]] of historical) {
    if (!mentioned.has(key)) {
      findings.warnings.push(source.problemAt([...at, 'historical', index], `the page does not mention \`${name}\`: remove it from \`historical:\`.`));
    }
  }
}

function supersededMessage(instrument: Instrument, registry: Map<string, RegistryEntry>): string {
  const replacement = registry.get(registryKey(instrument.supersededBy ?? ''))?.instrument.name ?? instrument.supersededBy;
  const from = instrument.from ? ` from ${longDate(instrument.from)}` : '';
  const scope = instrument.scope ? ` ${instrument.scope}` : '';
  return `${instrument.name} has been superseded: ${replacement} replaced it${scope}${from}. Cite ${replacement} instead.`;
}

/** Checks the list itself and indexes it by each instrument's normalised identity. */
function checkRegistry(instruments: Instrument[], source: SourceFile, findings: LawFindings): Map<string, RegistryEntry> {
  const registry = new Map<string, RegistryEntry>();
  instruments.forEach((instrument, index) => {
    const at: PathSegment[] = ['law', 'instruments', index];
    const key = registryKey(instrument.name);
    const first = registry.get(key);
    if (first) {
      const line = source.lineOf(['law', 'instruments', first.index]);
      findings.problems.push(source.problemAt([...at, 'name'], `names the same instrument as \`${first.instrument.name}\` on line ${line}: keep one entry.`));
      return;
    }
    const home = instrument.url ? homePageReason(instrument.url) : undefined;
    if (home) findings.problems.push(source.problemAt([...at, 'url'], home));
    registry.set(key, { instrument, index });
  });
  for (const { instrument, index } of registry.values()) {
    if (instrument.supersededBy && !registry.has(registryKey(instrument.supersededBy))) {
      findings.problems.push(
        source.problemAt(
          ['law', 'instruments', index, 'supersededBy'],
          `\`${shorten(instrument.supersededBy)}\` is not in \`law.instruments\`: add the replacement too, so pages can cite it.`,
        ),
      );
    }
  }
  return registry;
}

const HOME_PATHS = /^\/(?:(?:en|ar)\/?)?(?:(?:index|default|home)(?:\.aspx?|\.html?)?)?$/i;

/** Why `url` is a site's front page rather than the instrument itself, or undefined. */
export function homePageReason(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `\`${url}\` is not a web address.`;
  }
  if (!HOME_PATHS.test(parsed.pathname) || parsed.search) return undefined;
  return `\`${url}\` is the home page of ${parsed.hostname}, not the instrument: link its own page (e.g. on uaelegislation.gov.ae/en/legislations/…) or the PDF of the decision or guide.`;
}

function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
