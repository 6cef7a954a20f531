// Derives schemas/site-translation.schema.json from schemas/site.schema.json: for every part of the manifest
// that holds words a visitor reads, the same shape with only those words. A page's `ar:` block and the
// manifest's top-level `ar:` are checked against it, so editors get the same completions and hovers for the
// Arabic fields as for the English ones, and the two can never describe different keys.

type Schema = Record<string, unknown>;

export const TRANSLATION_SCHEMA_FILE = 'site-translation.schema.json';
/** Definitions whose values are words to translate; every other leaf (paths, images, dates, ids, numbers) is shared. */
const WORDS = new Set(['text', 'alt', 'pageTitle', 'pageDescription']);
/** Top-level blocks that are settings rather than words. */
const NOT_TRANSLATED = new Set(['api', 'analytics', 'routes', 'locales']);
/** The keys that hold translations themselves; a translation has none of its own. */
export const TRANSLATION_KEYS = new Set(['ar']);

const defName = (ref: string) => /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
const inArabic = (description: unknown) => (typeof description === 'string' ? { description: `In Arabic — ${description}` } : {});

/** The translation schema for site.schema.json's text. */
export function translationSchema(siteSchema: Schema): Schema {
  const defs = siteSchema.$defs as Record<string, Schema>;
  const out: Record<string, Schema> = {};
  const pending: string[] = [];

  const translate = (node: Schema): Schema | undefined => {
    if (node['x-translate'] === false) return undefined;
    if (typeof node.$ref === 'string') {
      const name = defName(node.$ref);
      if (!name || !defs[name]) return undefined;
      const description = inArabic(node.description ?? defs[name].description);
      if (WORDS.has(name)) return { $ref: `site.schema.json#/$defs/${name}`, ...description };
      if (!(name in out) && !pending.includes(name)) {
        if (!translate(defs[name])) return undefined;
        pending.push(name);
      }
      return { $ref: `#/$defs/${name}`, ...description };
    }
    if (node.type === 'object' && node.properties) {
      const properties = Object.entries(node.properties as Record<string, Schema>)
        .filter(([key]) => !TRANSLATION_KEYS.has(key))
        .map(([key, value]) => [key, translate(value)] as const)
        .filter((entry): entry is readonly [string, Schema] => entry[1] !== undefined);
      if (properties.length === 0) return undefined;
      return { ...titled(node), type: 'object', additionalProperties: false, properties: Object.fromEntries(properties) };
    }
    if (node.type === 'array' && node.items) {
      const items = translate(node.items as Schema);
      return (
        items && {
          ...titled(node),
          type: 'array',
          description: `In Arabic, in the same order as the English: ${String(node.description ?? 'the items')}`,
          items,
        }
      );
    }
    return undefined;
  };

  const routeDefs = ((defs.route.allOf as Schema[]) ?? []).map((branch) => defName(String((branch.then as Schema).$ref))!);
  for (const name of routeDefs) pending.push(name);
  while (pending.length > 0) {
    const name = pending.shift()!;
    if (name in out) continue;
    const translated = translate(defs[name]);
    if (translated) out[name] = translated;
  }
  const topLevel = Object.fromEntries(
    Object.entries(siteSchema.properties as Record<string, Schema>)
      .filter(([key]) => !NOT_TRANSLATED.has(key) && !TRANSLATION_KEYS.has(key))
      .map(([key, value]) => [key, translate(value)] as const)
      .filter((entry): entry is readonly [string, Schema] => entry[1] !== undefined),
  );
  // Definitions reached only from the top level were queued after the loop above.
  while (pending.length > 0) {
    const name = pending.shift()!;
    if (!(name in out)) out[name] = translate(defs[name])!;
  }
  return {
    $schema: siteSchema.$schema,
    $id: String(siteSchema.$id).replace(/site\.schema\.json$/, TRANSLATION_SCHEMA_FILE),
    $comment: 'Generated from site.schema.json by `npm run gen` (src/shared/translation-schema.ts) — do not edit.',
    title: 'SiteTranslation',
    $defs: {
      ...Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b))),
      manifest: {
        title: 'SiteTranslation',
        description: 'The words of the whole site outside its pages, in Arabic.',
        type: 'object',
        additionalProperties: false,
        properties: topLevel,
      },
    },
  };
}

function titled(node: Schema): Schema {
  return {
    ...(typeof node.title === 'string' ? { title: `${node.title}Arabic` } : {}),
    ...(typeof node.description === 'string' ? { description: `In Arabic — ${node.description}` } : {}),
  };
}

/**
 * The site schema with the translation schema's definitions copied in as `translation_<name>` and the references
 * between the two rewritten: one self-contained schema for tools that cannot follow a reference into another file
 * by its `$id` (json-schema-to-typescript, form generators).
 */
export function withTranslationsInlined(site: Schema): Schema {
  const translation = translationSchema(site);
  const local = (ref: string, inTranslation: boolean): string => {
    const [file, pointer = ''] = ref.split('#');
    const name = pointer.replace('/$defs/', '');
    if (file === TRANSLATION_SCHEMA_FILE || (file === '' && inTranslation)) return `#/$defs/translation_${name}`;
    return file === 'site.schema.json' ? `#${pointer}` : ref;
  };
  const rewrite = (node: unknown, inTranslation: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, inTranslation));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node as Schema).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? local(value, inTranslation) : rewrite(value, inTranslation),
      ]),
    );
  };
  const rewritten = rewrite(site, false) as Schema;
  const translationDefs = Object.entries(translation.$defs as Schema).map(([name, definition]) => [`translation_${name}`, rewrite(definition, true)]);
  return { ...rewritten, $defs: { ...(rewritten.$defs as Schema), ...Object.fromEntries(translationDefs) } };
}
