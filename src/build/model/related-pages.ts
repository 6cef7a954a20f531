// Which services and tools a page's side column offers, found in the manifest rather than listed per page, so a new
// page or tool appears where it belongs without an editor touching the others:
// - services: the other pages of the page's menu group (`navigation.groups[].contents`); for a page in no group (an
//   article), the service pages its text links to, then the service pages that quote any of the same law register rules;
// - tools: the calculators whose rules (`TOOLS[id].rules`) the page quotes.
// Pages found by the law come closest in law first; ties keep the menu's or the manifest's order.
import type { Route, ToolRoute } from '../../generated/manifest-types.gen.js';

/** Enough to choose from without the column outgrowing a laptop's screen. */
export const RELATED_SERVICES = 5;
export const RELATED_TOOLS = 3;

/** What the choice reads of the site. */
export interface RelatedSource {
  /** Every page, in manifest order. */
  routes: readonly Route[];
  groups: readonly { contents: readonly { link: string }[] }[];
  /** The page a link reaches, undefined when none does. */
  routeAt(link: string): Route | undefined;
  /** The ids of the law register's rules a page quotes (`{{rule-id}}` in its texts and body). */
  quotedRules(route: Route): ReadonlySet<string>;
  /** The pages a page's text links to, in the order it does. */
  linkedFrom(route: Route): readonly Route[];
  /** The ids of the rules a tool reads. */
  toolRules(tool: ToolRoute['tool']): readonly string[];
}

/** How much of two pages' law they share: 0 (nothing) to 1 (the same rules). */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const id of a) if (b.has(id)) shared += 1;
  return shared === 0 ? 0 : shared / (a.size + b.size - shared);
}

/** `candidates` with the closest in law first (a stable sort: ties keep their order), at most `limit`. */
function closestFirst<R extends Route>(rules: ReadonlySet<string>, candidates: readonly { route: R; rules: ReadonlySet<string> }[], limit: number): R[] {
  return candidates
    .map((candidate) => ({ ...candidate, score: overlap(rules, candidate.rules) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((candidate) => candidate.route);
}

const published = (route: Route) => !route.draft;

/** The menu group's other pages, starting after the page and wrapping round, so each page points to different ones. */
function groupSiblings(route: Route, source: RelatedSource): Route[] | undefined {
  for (const group of source.groups) {
    const routes = group.contents.map((item) => source.routeAt(item.link));
    const at = routes.indexOf(route);
    if (at === -1) continue;
    const rotated = [...routes.slice(at + 1), ...routes.slice(0, at)];
    return rotated.filter((other, index): other is Route => !!other && other !== route && published(other) && rotated.indexOf(other) === index);
  }
  return undefined;
}

export function relatedServices(route: Route, source: RelatedSource): Route[] {
  const rules = source.quotedRules(route);
  const siblings = groupSiblings(route, source);
  if (siblings)
    return closestFirst(
      rules,
      siblings.map((other) => ({ route: other, rules: source.quotedRules(other) })),
      RELATED_SERVICES,
    );
  const isService = (other: Route) => other.template === 'service' && other !== route && published(other);
  const linked = [...new Set(source.linkedFrom(route).filter(isService))];
  const byLaw = source.routes
    .filter((other) => isService(other) && !linked.includes(other))
    .map((other) => ({ route: other, rules: source.quotedRules(other) }))
    .filter((candidate) => overlap(rules, candidate.rules) > 0);
  return [...linked, ...closestFirst(rules, byLaw, RELATED_SERVICES)].slice(0, RELATED_SERVICES);
}

export function relatedTools(route: Route, source: RelatedSource): ToolRoute[] {
  const rules = source.quotedRules(route);
  const tools = source.routes
    .filter((other): other is ToolRoute => other.template === 'tool' && published(other))
    .map((tool) => ({ route: tool, rules: new Set(source.toolRules(tool.tool)) }))
    .filter((candidate) => overlap(rules, candidate.rules) > 0);
  return closestFirst(rules, tools, RELATED_TOOLS);
}
