// Generates src/manifest/types.gen.ts from schemas/site.schema.json, so the manifest's
// TypeScript types can never drift from the schema editors are checked against.
import { readFileSync } from 'node:fs';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { writeIfChanged } from './write-if-changed.js';

const schemaPath = new URL('../../schemas/site.schema.json', import.meta.url);
const outPath = new URL('../manifest/types.gen.ts', import.meta.url).pathname;

export async function generateTypes(): Promise<boolean> {
  const schema = withoutRefSiblings(JSON.parse(readFileSync(schemaPath, 'utf8'))) as JSONSchema;
  const code = await compile(schema, 'SiteManifest', {
    bannerComment: '// Generated from schemas/site.schema.json by scripts/gen-types.ts — do not edit.',
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
