import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { schemaUrl } from '../../../src/build/manifest/schema-check.js';

// The validator compiles the schema with validateSchema: false, to keep a first validation fast; this is where a
// schema an editor of schemas/ broke (a misspelt keyword type, a bad pattern) is caught instead.
describe('schemas/site.schema.json', () => {
  it('is a valid JSON Schema 2020-12 document', () => {
    const schema = JSON.parse(readFileSync(schemaUrl, 'utf8')) as object;
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema(schema), ajv.errorsText(ajv.errors)).toBe(true);
  });

  it('says in words how to fix every pattern (the editor shows patternErrorMessage, not the regular expression)', () => {
    const schema = JSON.parse(readFileSync(schemaUrl, 'utf8')) as object;
    const unexplained: string[] = [];
    let patterns = 0;
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${at}[${index}]`));
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (typeof record.pattern === 'string') {
          patterns++;
          if (typeof record.patternErrorMessage !== 'string' || !/^[A-Z].*[.)]$/.test(record.patternErrorMessage)) unexplained.push(at);
        }
        for (const [key, value] of Object.entries(record)) visit(value, `${at}.${key}`);
      }
    };
    visit(schema, '#');
    expect(patterns).toBeGreaterThan(15);
    expect(unexplained).toEqual([]);
  });
});
