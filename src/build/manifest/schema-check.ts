import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ErrorObject, AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { Problem } from './problem.js';
import type { SourceFile } from './source.js';
import { translationSchema } from '../../shared/translation-schema.js';
import { withTextsQuoted } from './quoted-length.js';
import { compiledValidatorKey, keepCompiledValidator, loadCompiledValidator } from './compiled-validator.js';
import { explainSchemaError, suggestKey, valueOf } from './schema-messages.js';

export const schemaUrl = new URL('../../../schemas/site.schema.json', import.meta.url);

let compiled: ValidateFunction | undefined;
let rootSchema: AnySchemaObject = {};

// Compiling is most of the cost of a first validation, so ajv is told to do less of it (same errors, same messages):
// - verbose: errors carry their schema, so messages can quote descriptions and list valid keys;
// - inlineRefs: false compiles each $defs entry once instead of copying it into every place that uses it;
// - code.optimize: false skips optimising generated code that runs once per validation anyway;
// - validateSchema: false skips checking the schema against the JSON Schema meta-schema on every run
//   (tests/unit/build/schema.test.ts checks it instead);
// - code.source: the compiled code is kept (compiled-validator.ts) for the next process.
const AJV_OPTIONS = { allErrors: true, verbose: true, strict: false, inlineRefs: false, validateSchema: false, code: { optimize: false, source: true } };

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const text = readFileSync(schemaUrl, 'utf8');
  const schema = JSON.parse(text) as AnySchemaObject;
  rootSchema = schema;
  // The `ar:` blocks' schema is derived from this one in memory, so validation never depends on the generated file being fresh.
  const translation = translationSchema(schema);
  const key = compiledValidatorKey(AJV_OPTIONS, text, translation);
  compiled = loadCompiledValidator(key);
  if (compiled) return compiled;
  // The compiler is required only now: most processes load the kept code (compiled-validator.ts) or skip the check.
  const load = createRequire(import.meta.url);
  const { Ajv2020 } = load('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv2020(AJV_OPTIONS);
  // ajv-formats is CommonJS; depending on the loader its function is the module or its default.
  const addFormatsModule = load('ajv-formats') as { default?: unknown };
  const addFormats = (addFormatsModule.default ?? addFormatsModule) as (a: InstanceType<typeof Ajv2020>, formats?: string[]) => void;
  // Only the formats the schema uses; each format added is compiled.
  addFormats(ajv, formatsUsed(text));
  ajv.addSchema(translation);
  compiled = ajv.compile(schema);
  keepCompiledValidator(key, ajv, compiled);
  return compiled;
}

function formatsUsed(schemaText: string): string[] {
  return [...new Set([...schemaText.matchAll(/"format"\s*:\s*"([^"]+)"/g)].map((match) => match[1]))];
}

/** Checks `data` against schemas/site.schema.json and explains each failure in editor's terms. */
export function checkAgainstSchema(data: unknown, source: SourceFile): Problem[] {
  const validate = validator();
  const asWritten = validate(data) ? [] : [...(validate.errors ?? [])];
  const onceQuoted = lengthsOnceQuoted(validate, data);
  // A summary (`must match "then" schema`) stays noise when the error under it is only a length that quoting settles.
  const all = [...asWritten, ...onceQuoted];
  const errors = [...asWritten.filter((error) => !measuredOnceQuoted(error, data)), ...onceQuoted].filter((error) => !isNoise(error, all));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const problem = explainSchemaError(error, data, source, rootSchema);
    const key = `${problem.line}:${problem.col}:${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/**
 * A length limit is on what people read: a text that quotes the law register is measured with its references
 * written out ("{{ct-zero-band}}" is "AED 375,000"), longer or shorter than as written.
 */
function measuredOnceQuoted(error: ErrorObject, data: unknown): boolean {
  if (error.keyword !== 'maxLength' && error.keyword !== 'minLength') return false;
  const value = valueOf(error, data);
  return typeof value === 'string' && value.includes('{{');
}

/** The limits the texts that quote the register exceed once quoted: the manifest checked again with them written out. */
function lengthsOnceQuoted(validate: ValidateFunction, data: unknown): ErrorObject[] {
  const quoted = withTextsQuoted(data);
  if (quoted === data || validate(quoted)) return [];
  return (validate.errors ?? []).filter((error) => measuredOnceQuoted(error, data));
}

/** Errors that repeat what a more specific error about the same mistake already says. */
function isNoise(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  // oneOf/if summaries.
  if (error.keyword === 'oneOf' || error.keyword === 'if' || error.keyword === 'anyOf') {
    return all.some((other) => other !== error && other.instancePath.startsWith(error.instancePath));
  }
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    // `secondlin:` is reported as a misspelling of `secondline`; saying `secondline` is missing too only repeats it.
    return all.some((other) => other.keyword === 'additionalProperties' && other.instancePath === error.instancePath && suggestKey(other) === missing);
  }
  return false;
}
