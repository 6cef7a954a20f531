// Schema errors the site's schema cannot raise today but a schema edit can (a list with a maximum, a `multipleOf`, a
// required key without a description, a `$ref` to another file, keys with `/` in them): each still explained in an
// editor's words at its place. Small schemas, compiled as schema-check.ts compiles the site's, explained by
// explainSchemaError (src/build/manifest/schema-messages.ts) at line:col of a small YAML file.
import { Ajv2020, type AnySchemaObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parseManifestText } from '../../../src/build/manifest/parse.js';
import { explainSchemaError } from '../../../src/build/manifest/schema-messages.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/** The problems of `yaml` against `schema` as `file:line:col path | message`; `others` are schemas it refers to. */
function explain(schema: AnySchemaObject, yaml: string, options: { messages?: boolean; others?: AnySchemaObject[] } = {}): string[] {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, messages: options.messages ?? true });
  addFormats(ajv);
  for (const other of options.others ?? []) ajv.addSchema(other);
  const validate = ajv.compile(schema);
  const { data, source } = parseManifestText(yaml, 'x.yaml');
  expect(validate(data)).toBe(false);
  return (validate.errors ?? []).map((error) => {
    const problem = explainSchemaError(error, data, source!, schema);
    return `${problem.file}:${problem.line}:${problem.col} ${problem.path} | ${problem.message}`;
  });
}

const object = (properties: Record<string, AnySchemaObject>, more: AnySchemaObject = {}): AnySchemaObject => ({ type: 'object', properties, ...more });

describe('a required key', () => {
  it('without a description, or with one whose first sentence has a dot inside, is named plainly', () => {
    expect(explain(object({ a: { type: 'string' } }, { required: ['a'] }), 'b: 1\n')).toEqual([
      'x.yaml:1:1  | missing required key `a`. Add `a:` to this block.',
    ]);
    const versioned = object({ a: { type: 'string', description: 'Version 1.2 of the text. Then more.' } }, { required: ['a'] });
    expect(explain(versioned, 'b: 1\n')).toEqual(['x.yaml:1:1  | missing required key `a` (Version 1.2 of the text). Add `a:` to this block.']);
  });

  it('that the block does not describe at all is still named', () => {
    expect(explain({ type: 'object', required: ['a'] }, 'b: 1\n')).toEqual(['x.yaml:1:1  | missing required key `a`. Add `a:` to this block.']);
    expect(explain(object({ b: {} }, { required: ['a'] }), 'b: 1\n')).toEqual(['x.yaml:1:1  | missing required key `a`. Add `a:` to this block.']);
  });

  it("defined in another schema file is not described by this file's definition of the same name", () => {
    const schema: AnySchemaObject = {
      $id: 'root.json',
      $defs: { name: { type: 'string', description: 'Described here.' } },
      ...object({ a: { $ref: 'other.json#/$defs/name' } }, { required: ['a'] }),
    };
    const other = { $id: 'other.json', $defs: { name: { type: 'string' } } };
    expect(explain(schema, 'b: 1\n', { others: [other] })).toEqual(['x.yaml:1:1  | missing required key `a`. Add `a:` to this block.']);
  });

  it("whose definition is in a block's own `$defs` is not looked for in the file's", () => {
    const block = { $id: 'block.json', $defs: { x: { type: 'string' } }, ...object({ a: { $ref: '#/$defs/x' } }, { required: ['a'] }) };
    expect(explain(object({ b: block }), 'b:\n  c: 1\n')).toEqual(['x.yaml:1:1 b | missing required key `a`. Add `a:` to this block.']);
  });

  it("that chooses a block's keys (as `template` chooses a page's) lists its values, at the key that opens the block", () => {
    const thing = { allOf: [{ if: { properties: { kind: { const: 'a' } } }, then: {} }], required: ['kind'], properties: { kind: { enum: ['a', 'b'] } } };
    expect(explain({ $defs: { thing }, ...object({ t: { $ref: '#/$defs/thing' } }) }, 't:\n  c: 1\n')).toEqual([
      'x.yaml:1:1 t | missing required key `kind`. Choose one of: `a`, `b`.',
    ]);
  });

  it('that another key needs is asked for at that key, described or not', () => {
    expect(explain({ type: 'object', dependentRequired: { a: ['b'] } }, 'a: 1\n')).toEqual(['x.yaml:1:1 a | has no `b` beside it. Add `b:` to this block.']);
  });
});

describe('the place of an error', () => {
  it('is found under keys with `/` or `~` or digits in them, and at items past the tenth', () => {
    const schema = object({
      'a/b': { type: 'string' },
      'a~b': { type: 'string' },
      h2: { type: 'string' },
      '2x': { type: 'string' },
      list: { type: 'array', items: { type: 'number' } },
    });
    const yaml = "a/b: 1\na~b: 2\nh2: 3\n2x: 4\nlist: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'ten']\n";
    expect(explain(schema, yaml)).toEqual([
      'x.yaml:1:6 a/b | must be text, but is the number 1. Put it in quotes to make it text.',
      'x.yaml:2:6 a~b | must be text, but is the number 2. Put it in quotes to make it text.',
      'x.yaml:3:5 h2 | must be text, but is the number 3. Put it in quotes to make it text.',
      'x.yaml:4:5 2x | must be text, but is the number 4. Put it in quotes to make it text.',
      'x.yaml:5:38 list[10] | must be a number, but is the text `ten`.',
    ]);
  });
});

describe('a text that does not match its pattern', () => {
  const pattern: AnySchemaObject = { type: 'string', pattern: '^a' };
  it('says only that when its field has no description or wording of its own', () => {
    expect(explain(object({ p: pattern }), 'p: b\n')).toEqual(['x.yaml:1:4 p | the text `b` is not valid here.']);
  });

  it("quotes the field's description when it has no wording for the pattern", () => {
    expect(explain(object({ p: { ...pattern, description: 'Starts with a.' } }), 'p: b\n')).toEqual([
      'x.yaml:1:4 p | the text `b` is not valid here. Expected: Starts with a.',
    ]);
  });

  it('in a schema without definitions, top-level keys or an `api` block of keys is explained all the same', () => {
    expect(explain({ type: 'object', additionalProperties: pattern }, 'p: b\n')).toEqual(['x.yaml:1:4 p | the text `b` is not valid here.']);
    expect(explain(object({ api: { type: 'string' }, p: pattern }), 'p: b\n')).toEqual(['x.yaml:1:4 p | the text `b` is not valid here.']);
  });
});

describe('an address', () => {
  it('too short is told its length, and refused on principle only by its pattern', () => {
    const schema = { $defs: { link: { type: 'string', minLength: 20, pattern: '^/' } }, ...object({ p: { $ref: '#/$defs/link' } }) };
    expect(explain(schema, 'p: javascript:x\n')).toEqual([
      'x.yaml:1:4 p | is 12 characters long; at least 20 are needed.',
      'x.yaml:1:4 p | `javascript:x` is not allowed: it runs a script (`javascript:`) instead of opening a page.',
    ]);
  });
});

describe('a value not among its choices', () => {
  it('is not taken for a template when a block chooses its keys by a key that has no list of values', () => {
    const thing = { allOf: [{ if: { properties: { kind: { const: 'a' } } }, then: { required: ['a'] } }], properties: { kind: { type: 'string' } } };
    const schema = { $defs: { thing }, ...object({ t: { $ref: '#/$defs/thing' }, e: { enum: ['apple', 'pear'] } }) };
    expect(explain(schema, 'e: zzzz\n')).toEqual(['x.yaml:1:4 e | the text `zzzz` is not allowed here. Allowed values: `apple`, `pear`.']);
  });
});

describe('keys not allowed', () => {
  it('in a block of exactly 20 keys lists all 20', () => {
    const keys = Array.from({ length: 20 }, (_, i) => `key${String(i + 1).padStart(2, '0')}`);
    const schema = object(Object.fromEntries(keys.map((key) => [key, {}])), { additionalProperties: false });
    expect(explain(schema, 'zzzzqq: 1\n')).toEqual([
      `x.yaml:1:1 zzzzqq | unknown key \`zzzzqq\`. Allowed keys here: ${keys.map((key) => `\`${key}\``).join(', ')}.`,
    ]);
  });
});

describe('lists and values of other kinds', () => {
  it('a list too short or too long says how many items it takes', () => {
    expect(explain(object({ l: { type: 'array', minItems: 2 } }), 'l: [1]\n')).toEqual(['x.yaml:1:4 l | needs at least 2 items.']);
    expect(explain(object({ l: { type: 'array', maxItems: 1 } }), 'l: [1, 2]\n')).toEqual(['x.yaml:1:4 l | has too many items: at most 1 are allowed.']);
  });

  it('an item twice is reported at the later one, whichever order the validator found them in', () => {
    expect(explain(object({ l: { type: 'array', items: { type: 'string' }, uniqueItems: true } }), 'l: [a, b, c, b]\n')).toEqual([
      'x.yaml:1:14 l[3] | repeats the text `b`, already item 2 of this list. Remove one of them.',
    ]);
  });

  it('a format other than a date or an e-mail address is named', () => {
    expect(explain(object({ u: { type: 'string', format: 'uri' } }), 'u: x\n')).toEqual(['x.yaml:1:4 u | the text `x` is not a valid uri.']);
  });

  it("a rule without a message of its own is said in the validator's words, with the field's description", () => {
    const multiple = object({ n: { type: 'integer', multipleOf: 2, description: 'An even number.' } });
    expect(explain(multiple, 'n: 3\n')).toEqual(['x.yaml:1:4 n | must be multiple of 2. Expected: An even number.']);
    expect(explain(multiple, 'n: 3\n', { messages: false })).toEqual(['x.yaml:1:4 n | is not valid. Expected: An even number.']);
  });
});
