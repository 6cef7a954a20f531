/**
 * What the form shows for a page, derived from schemas/site.schema.json alone: routes are a list whose keys depend on
 * `template` (one `if`/`then` per template), so a page's form is the branch its template selects, with the schema's definitions beside it so its
 * references resolve. The uiSchema only says how to present fields (long text as a text area, images with an upload
 * button, fixed internals hidden); the fields themselves and their help text all come from the schema.
 */
import { labelFor } from './labels.js';
import { dateFieldHelp, plainWords } from './plain-words.js';

export { labelFor };

type Schema = Record<string, unknown>;

export interface SiteSchema {
  properties: Record<string, Schema>;
  $defs: Record<string, Schema>;
}

const refName = (ref: unknown) => (typeof ref === 'string' ? ref.replace('#/$defs/', '') : undefined);

/** The name of the definition for a template: `service` → `serviceRoute` (the `then` of the schema's `if`/`then` per template). */
export function routeDefinitionFor(schema: SiteSchema, template: string): string | undefined {
  const branches = (schema.$defs.route?.allOf as { then?: { $ref: string } }[] | undefined) ?? [];
  return branches
    .map((branch) => refName(branch.then?.$ref))
    .find((name) => {
      const properties = name ? (schema.$defs[name]?.properties as Record<string, Schema> | undefined) : undefined;
      return properties?.template?.const === template;
    });
}

/** The schema of one page's form: its template's branch, with every definition it may refer to. */
export function pageSchema(schema: SiteSchema, template: string): Schema | undefined {
  const name = routeDefinitionFor(schema, template);
  if (!name) return undefined;
  // The branch's own title (`ServiceRoute`) is a type name, not words for an editor: the page heading says what it is.
  return { ...schema.$defs[name], title: '', $defs: schema.$defs };
}

/** The site-wide settings: every top-level key of the manifest but the pages, in schema order. */
export function sections(schema: SiteSchema): { key: string; label: string; description: string }[] {
  return Object.entries(schema.properties)
    .filter(([key]) => key !== 'routes')
    .map(([key, node]) => ({ key, label: labelFor(key), description: String(resolve(schema, node).description ?? '') }));
}

/** The form of one site-wide setting, e.g. `site` or `navigation`. */
export function sectionSchema(schema: SiteSchema, key: string): Schema | undefined {
  const node = schema.properties[key];
  if (!node || key === 'routes') return undefined;
  return { ...resolve(schema, node), title: '', $defs: schema.$defs };
}

/** The template names in schema order, for "Add a page". */
export function templates(schema: SiteSchema): string[] {
  return ((schema.$defs.route?.properties as Record<string, Schema>)?.template?.enum as string[]) ?? [];
}

function resolve(schema: SiteSchema, node: Schema): Schema {
  const name = refName(node.$ref);
  if (!name || !schema.$defs[name]) return node;
  const { $ref: _ref, ...rest } = node;
  return { ...resolve(schema, schema.$defs[name]), ...rest };
}

type UiSchema = Record<string, unknown>;

/** Text meant as a sentence or more (a search description, a biography) gets a text area, a label an input. */
const isLongText = (node: Schema) =>
  ((node.maxLength as number | undefined) ?? 0) >= 150 ||
  ((node.minLength as number | undefined) ?? 0) >= 50 ||
  /\d+\s*(?:–|-|to)\s*\d+ words|\bparagraphs?\b/.test(String(node.description ?? ''));

/** Presentation only, read off the schema: which fields are images, long text, or fixed. */
export function pageUiSchema(schema: SiteSchema, node: Schema, depth = 0): UiSchema {
  const resolved = resolve(schema, node);
  const ui: UiSchema = {};
  const name = refName(node.$ref);
  // Help text written for site.yaml (`bio: |`, `draft: true`) in the form's words.
  const description = typeof resolved.description === 'string' ? resolved.description : undefined;
  if (resolved.format === 'date') ui['ui:description'] = dateFieldHelp(description);
  else if (description && plainWords(description) !== description) ui['ui:description'] = plainWords(description);
  // An image's problems are shown by its widget, beside the Upload button that fixes them.
  if (name === 'image') Object.assign(ui, { 'ui:widget': 'image', 'ui:hideError': true });
  else if (name === 'link' || name === 'internalLink') ui['ui:widget'] = 'link';
  else if (name === 'markdownFile') ui['ui:help'] = 'The text in this file is edited under “Page text” below.';
  else if (resolved.const !== undefined) ui['ui:widget'] = 'hidden';
  // A field kept only so older manifests still build (its replacement is in the form): hidden, its value kept.
  else if (resolved.deprecated === true) ui['ui:widget'] = 'hidden';
  else if (resolved.type === 'string' && isLongText(resolved)) ui['ui:widget'] = 'textarea';
  if (depth > 8) return ui;
  const properties = resolved.properties as Record<string, Schema> | undefined;
  if (properties) {
    const required = new Set((resolved.required as string[] | undefined) ?? []);
    for (const [key, child] of Object.entries(properties)) {
      ui[key] = { 'ui:title': labelFor(key), ...pageUiSchema(schema, child, depth + 1) };
      // A reference to a person (an article's author) is chosen from the people by name; a person's own id is typed.
      if (refName(child.$ref) === 'personId' && key !== 'id') (ui[key] as UiSchema)['ui:widget'] = 'person';
      // A required text emptied stays in site.yaml as "" (the validator says it must not be empty, at the field);
      // an optional one emptied is removed.
      if (required.has(key) && resolve(schema, child).type === 'string') (ui[key] as UiSchema)['ui:emptyValue'] = '';
    }
  }
  if (resolved.items && typeof resolved.items === 'object') {
    const itemsUi = pageUiSchema(schema, resolved.items as Schema, depth + 1);
    if (Object.keys(itemsUi).length > 0) ui.items = itemsUi;
  }
  return ui;
}
