// Generates src/generated/manifest-types.gen.ts from schemas/site.schema.json, so the manifest's
// TypeScript types can never drift from the schema editors are checked against.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATION_SCHEMA_FILE, translationSchema, withTranslationsInlined } from '../../shared/translation-schema.js';
import { writeIfChanged } from './write-if-changed.js';

/** Writes src/generated/manifest-types.gen.ts under `root`; compiles only when the schema changed (its hash is in the banner). */
export async function generateTypes(root = process.cwd()): Promise<boolean> {
  const schemaText = readFileSync(join(root, 'schemas/site.schema.json'), 'utf8');
  const translation = translationSchema(JSON.parse(schemaText) as Record<string, unknown>);
  // Committed beside the schema for editors' language servers, which follow `ar:` into it.
  writeIfChanged(join(root, 'schemas', TRANSLATION_SCHEMA_FILE), `${JSON.stringify(translation, null, 2)}\n`);
  const outPath = join(root, 'src/generated/manifest-types.gen.ts');
  const banner = `// Generated from schemas/site.schema.json (sha256 ${createHash('sha256').update(schemaText).digest('hex').slice(0, 16)}) by scripts/gen-types.ts — do not edit.`;
  try {
    if (readFileSync(outPath, 'utf8').startsWith(banner)) return false;
  } catch {
    // Not generated yet.
  }
  const { compile } = await import('json-schema-to-typescript');
  const schema = withoutRefSiblings(withTemplateUnions(withTranslationsInlined(JSON.parse(schemaText) as SchemaNode))) as Parameters<typeof compile>[0];
  const code = await compile(schema, 'SiteManifest', {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 120 },
  });
  return writeIfChanged(outPath, code);
}

/**
 * The schema puts a description beside many `$ref`s so editors show a hint specific to each key;
 * json-schema-to-typescript would mint a new type (LinkItem1, LinkItem2, …) for each of them.
 */
function withoutRefSiblings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRefSiblings);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  const isDecoratedRef = '$ref' in node && entries.every(([key]) => ['$ref', 'description', 'title'].includes(key));
  if (isDecoratedRef) return { $ref: (node as { $ref: string }).$ref };
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutRefSiblings(value)]));
}

type SchemaNode = Record<string, unknown>;

/**
 * A route's keys depend on its `template`, written as one `if`/`then` per template (see the schema's
 * `$comment` on `route`). json-schema-to-typescript ignores `if`/`then`; a list of them that each
 * test one value of the same key is a tagged union, so it is turned into `oneOf` of the `then`s.
 */
function withTemplateUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withTemplateUnions);
  if (node === null || typeof node !== 'object') return node;
  const { allOf, ...rest } = node as SchemaNode;
  const branches = Array.isArray(allOf) ? (allOf as SchemaNode[]) : [];
  const isUnion = branches.length > 0 && branches.every((branch) => branch.if && branch.then && Object.keys(branch).length === 2);
  const mapped = Object.fromEntries(Object.entries(isUnion ? rest : (node as SchemaNode)).map(([key, value]) => [key, withTemplateUnions(value)]));
  return isUnion ? { ...mapped, oneOf: branches.map((branch) => branch.then) } : mapped;
}
