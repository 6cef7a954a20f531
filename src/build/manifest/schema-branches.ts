// Routes choose their keys by `template`, written in the schema as one `if`/`then` per template.
// These read that shape back, so messages about the choosing key can list its values.
import type { AnySchemaObject } from 'ajv/dist/2020.js';

/**
 * The key that picks which `if`/`then` branch of `schema` applies (a route's `template`), with the values
 * it may take. Missing or unknown, it is the one mistake worth reporting: the branch's keys cannot be checked without it.
 */
function branchTag(schema: AnySchemaObject): { key: string; values: string[] } | undefined {
  // Stryker disable next-line ArrayDeclaration: equivalent — a stand-in item has no `if`, so no key is found either way
  const branches = Array.isArray(schema.allOf) ? (schema.allOf as AnySchemaObject[]) : [];
  const key = Object.keys((branches[0]?.if as AnySchemaObject | undefined)?.properties ?? {})[0];
  const values = (schema.properties as Record<string, AnySchemaObject> | undefined)?.[key]?.enum;
  return key && Array.isArray(values) ? { key, values: values.map(String) } : undefined;
}

export function tagValues(schema: AnySchemaObject, key: string): string[] | undefined {
  const tag = branchTag(schema);
  return tag?.key === key ? tag.values : undefined;
}

/** Whether `schema` is the definition of such a key (its `enum` error then means "not a template"). */
export function isTagProperty(schema: AnySchemaObject, rootSchema: AnySchemaObject): boolean {
  return Object.values((rootSchema.$defs ?? {}) as Record<string, AnySchemaObject>).some((definition) => {
    const tag = branchTag(definition);
    return tag !== undefined && sameSchema((definition.properties as Record<string, AnySchemaObject>)[tag.key], schema);
  });
}

/**
 * Whether an error's schema is a given place of the schema file. By value, not identity: a validator loaded from the
 * code ajv compiled earlier (compiled-validator.ts) carries copies of the schema's objects, written out as JSON.
 * (A missing place is `undefined` as JSON too, equal to no schema's text but another missing place's.)
 */
export function sameSchema(a: AnySchemaObject | undefined, b: AnySchemaObject | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
