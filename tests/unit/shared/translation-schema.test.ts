// The schema of the `ar:` blocks is derived from the English one; editors' language servers read the committed
// copy, so it must be what `npm run gen` derives now, and every page template must point at its translation.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_SCHEMA_FILE, translationSchema } from '../../../src/shared/translation-schema.js';

type Schema = Record<string, unknown> & { $defs: Record<string, Schema & { properties?: Record<string, Schema> }> };
const site = JSON.parse(readFileSync(resolve('schemas/site.schema.json'), 'utf8')) as Schema;
const derived = translationSchema(site) as Schema;

describe('the translation schema', () => {
  it('is committed as `npm run gen` derives it', () => {
    expect(readFileSync(resolve('schemas', TRANSLATION_SCHEMA_FILE), 'utf8')).toBe(`${JSON.stringify(derived, null, 2)}\n`);
  });

  it('gives every page template an `ar:` block with that template’s words and none of its settings', () => {
    for (const branch of site.$defs.route.allOf as Array<{ then: { $ref: string } }>) {
      const name = branch.then.$ref.replace('#/$defs/', '');
      expect(site.$defs[name].properties?.ar?.$ref, name).toBe(`${TRANSLATION_SCHEMA_FILE}#/$defs/${name}`);
      const keys = Object.keys(derived.$defs[name].properties ?? {});
      expect(keys, name).toContain('title');
      for (const setting of ['path', 'template', 'reviewed', 'image', 'body', 'sources', 'draft', 'date']) expect(keys, name).not.toContain(setting);
    }
  });

  it('keeps the brand and people’s names out of translation', () => {
    expect(Object.keys(derived.$defs.site.properties ?? {})).not.toContain('name');
    expect(Object.keys(derived.$defs.person.properties ?? {})).toEqual(['role']);
  });
});
