// The translation schema (src/shared/translation-schema.ts, made from site.schema.json): which words of site.yaml an
// `ar:` block translates, for the site's texts and for a page of each template.
import { readFileSync } from 'node:fs';
import { schemaUrl } from '../schema-check.js';
import { translationSchema } from '../../../shared/translation-schema.js';

type Schema = Record<string, unknown>;
type Node = Record<string, unknown>;

/** The language the site is translated into, and the folder of content/ its bodies live in. */
export const TRANSLATED_LOCALE = 'ar';

let loaded: { defs: Record<string, Schema>; routeDef: Map<string, string> } | undefined;
/** The translation schema's definitions, and which of them translates a page of each template. */
function schemas() {
  // Stryker disable next-line ConditionalExpression: equivalent — a memo; made again, the schema is the same
  if (!loaded) {
    const site = JSON.parse(readFileSync(schemaUrl, 'utf8')) as { $defs: { route: { allOf: Array<{ if: Schema; then: { $ref: string } }> } } };
    const routeDef = new Map(
      site.$defs.route.allOf.map((branch) => [String(((branch.if.properties as Node).template as Node).const), branch.then.$ref.replace('#/$defs/', '')]),
    );
    loaded = { defs: translationSchema(site as unknown as Schema).$defs as Record<string, Schema>, routeDef };
  }
  return loaded;
}

export const translationDefs = () => schemas().defs;

/** The translation schema of a page of this template: what its `ar:` block may hold (every template has one). */
export function routeTranslation(template: string): Schema {
  const def = schemas().routeDef.get(template);
  if (def === undefined) throw new Error(`site.schema.json has no page template \`${template}\`.`);
  return translationDefs()[def];
}
