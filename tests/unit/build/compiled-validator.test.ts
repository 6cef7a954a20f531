// The schema's validator is compiled once and its code kept for the next process (compiled-validator.ts): what a
// kept validator finds must be what a freshly compiled one finds, and a changed schema must never meet stale code.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compiledValidatorKey, keepCompiledValidator, loadCompiledValidator } from '../../../src/build/manifest/compiled-validator.js';
import { translationSchema } from '../../../src/shared/translation-schema.js';

const text = readFileSync('schemas/site.schema.json', 'utf8');
const schema = JSON.parse(text);
const options = { allErrors: true, verbose: true, strict: false, inlineRefs: false, validateSchema: false, code: { optimize: false, source: true } };

describe('the kept validator', () => {
  it('finds the same problems, with the same schema places, as the validator it was kept from', () => {
    const ajv = new Ajv2020(options);
    ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule)(ajv as never);
    ajv.addSchema(translationSchema(schema));
    const compiled = ajv.compile(schema);
    // A folder of its own (inside the project, where the kept code finds ajv's runtime): the real one is left alone.
    const folder = resolve(`node_modules/.cache/site-validator-test-${process.pid}`);
    const key = 'test';
    expect(loadCompiledValidator(key, folder)).toBeUndefined();
    keepCompiledValidator(key, ajv, compiled, folder);
    const kept = loadCompiledValidator(key, folder)!;
    rmSync(folder, { recursive: true, force: true });
    expect(kept).toBeTypeOf('function');

    const site = parseDocument(readFileSync('site.yaml', 'utf8')).toJS();
    site.routes[3].template = 'servce';
    site.routes[5].title = 42;
    delete site.site.name;
    site.navigation.menu[0].link = 'javascript:alert(1)';
    expect(compiled(site)).toBe(false);
    expect(kept(site)).toBe(false);
    const shape = (errors: typeof compiled.errors) =>
      errors!.map(({ instancePath, keyword, params, message, parentSchema }) => ({ instancePath, keyword, params, message, parentSchema }));
    expect(shape(kept.errors)).toEqual(shape(compiled.errors));
    expect(kept.errors!.length).toBeGreaterThan(3);
  });

  it('replaces the code kept for an older schema, in a cache folder that does not exist yet', () => {
    const ajv = new Ajv2020(options);
    const older = ajv.compile({ type: 'object', required: ['site'] });
    const newer = ajv.compile({ type: 'object', required: ['site', 'routes'] });
    const cache = resolve(`node_modules/.cache/site-validator-fresh-${process.pid}`);
    const folder = `${cache}/site-validator`;
    try {
      keepCompiledValidator('older', ajv, older, folder);
      expect(loadCompiledValidator('older', folder)!({ site: {} })).toBe(true);
      keepCompiledValidator('newer', ajv, newer, folder);
      expect(readdirSync(folder)).toEqual(['newer.cjs']);
      expect(loadCompiledValidator('newer', folder)!({ site: {} })).toBe(false);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
    expect(existsSync(cache)).toBe(false);
  });

  it('is keyed by the schema, what is derived from it and the options: a change to any is compiled afresh', () => {
    const translation = translationSchema(schema);
    const key = compiledValidatorKey(options, text, translation);
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(compiledValidatorKey(options, text, translation)).toBe(key);
    expect(compiledValidatorKey(options, text.replace('"maxLength": 70', '"maxLength": 71'), translation)).not.toBe(key);
    expect(compiledValidatorKey(options, text, { ...translation, title: 'changed' })).not.toBe(key);
    expect(compiledValidatorKey({ ...options, allErrors: false }, text, translation)).not.toBe(key);
  });
});
