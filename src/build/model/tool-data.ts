// A tool page's own data: the register rules its calculator reads (whole, each dated value with its instrument), the
// build day, the tool's words in the page's language and the page's names for the instruments it cites. Only tool
// pages carry it, so the layout and every other page's data stay as they were.
import type { Route, ToolRoute } from '../../generated/manifest-types.gen.js';
import type { ToolPageData } from '../../shared/page-data.js';
import { TOOLS } from '../../shared/law/tools/index.js';
import { siteDay } from '../support/site-day.js';
import type { SiteModel } from './site-model.js';

export function toolPageData(route: ToolRoute, model: SiteModel): ToolPageData {
  const spec = TOOLS[route.tool];
  const all = new Map((model.manifest.law?.rules ?? []).map((rule) => [rule.id, rule]));
  const rules = Object.fromEntries(
    spec.rules.map((id) => {
      const rule = all.get(id);
      if (!rule) throw new Error(`The ${route.tool} tool at ${route.path} needs the law register's rule \`${id}\`: add it to site.yaml's law.rules.`);
      // The label is for editors and text; the tool needs the values.
      const { label: _label, note: _note, placeholder: _placeholder, ...values } = rule;
      return [id, values];
    }),
  ) as ToolPageData['law']['rules'];
  const words = model.manifest.tools;
  if (!words) throw new Error(`The tool page ${route.path} needs the tools' words: add \`tools:\` to site.yaml.`);
  const names = new Set(Object.values(rules).flatMap((rule) => rule.values.map((value) => value.instrument)));
  // The page's name for each instrument (its Arabic name on Arabic pages), as its Sources list writes it.
  const instruments = Object.fromEntries([...names].map((name) => [name, model.citations({ sources: [name] } as unknown as Route)[0]?.name ?? name]));
  return {
    id: route.tool,
    law: { asOf: siteDay(), rules },
    words: { ...words.common, ...words[route.tool] } as Record<string, string>,
    instruments,
  };
}
