import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { schemaUrl } from '../../src/build/manifest/schema-check';

// The validator compiles the schema with validateSchema: false, to keep a first validation fast; this is where a
// schema an editor of schemas/ broke (a misspelt keyword type, a bad pattern) is caught instead.
describe('schemas/site.schema.json', () => {
  it('is a valid JSON Schema 2020-12 document', () => {
    const schema = JSON.parse(readFileSync(schemaUrl, 'utf8')) as object;
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema(schema), ajv.errorsText(ajv.errors)).toBe(true);
  });
});
