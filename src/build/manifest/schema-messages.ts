// Each schema error ajv reports, explained in an editor's terms at the place in site.yaml it is about: what is wrong,
// what the field expects (the schema's own description), and the likely fix (a key or value it resembles).
import type { ErrorObject, AnySchemaObject } from 'ajv/dist/2020.js';
import { shorten, truncate, type PathSegment, type Problem } from './problem.js';
import type { SourceFile } from './source.js';
import { climbsOut, unsafeLinkReason } from '../../shared/paths.js';
import { closest } from './suggest.js';
import { isTagProperty, sameSchema, tagValues } from './schema-branches.js';
import { languageAt, quotedLength } from './quoted-length.js';

/**
 * The whole schema, for what an error's own part of it does not say (definitions, the places that take addresses):
 * set by each explainSchemaError call, so the helpers below need not pass it along.
 */
let rootSchema: AnySchemaObject = {};

function allowedKeys(error: ErrorObject): string[] {
  return Object.keys(((error.parentSchema as AnySchemaObject | undefined)?.properties ?? {}) as object);
}

export function suggestKey(error: ErrorObject): string | undefined {
  return closest(String(error.params.additionalProperty), allowedKeys(error));
}

/** A property's description, following a `$ref` to its definition when the property has none of its own. */
function describeProperty(property: AnySchemaObject | undefined): string | undefined {
  if (!property) return undefined;
  if (typeof property.description === 'string') return property.description;
  const ref = typeof property.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(property.$ref)?.[1] : undefined;
  const target = ref ? (rootSchema.$defs as Record<string, AnySchemaObject> | undefined)?.[ref] : undefined;
  return typeof target?.description === 'string' ? target.description : undefined;
}

function firstSentence(text: string): string {
  return text.split(/(?<=\.)\s/)[0].replace(/\.$/, '');
}

/** Values editors reach for that the schema calls something else. */
const renamedValues: Record<string, string> = { twitter: 'x' };

const comparisons: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' };

function pathOf(instancePath: string): PathSegment[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value: unknown = data;
  for (const segment of path) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  return value;
}

/** The value in `data` an error is about. */
export const valueOf = (error: ErrorObject, data: unknown): unknown => valueAt(data, pathOf(error.instancePath));

const typeNames: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (lines starting with `- `)',
  object: 'a block of `key: value` lines',
  null: 'empty',
};

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a block of keys';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `\`${value}\``;
  return `the text \`${quoted(value)}\``;
}

/** "is 71 characters long": a text that quotes the law register is measured as its page shows it, and says so. */
function lengthAsShown(text: string, data: unknown, path: readonly PathSegment[]): string {
  const quoting = text.includes('{{');
  return `${quotedLength(text, data, languageAt(path))} characters long${quoting ? ' as the page shows it' : ''}`;
}

/** Values quoted from site.yaml, whose source line is shown under the message anyway. */
const quoted = (value: unknown) => truncate(String(value), 60);

/** Schema places that take a link or address, and those that take a file path relative to a folder in content/. */
const ADDRESS_DEFS = ['link', 'internalLink', 'externalUrl', 'image'];
const FILE_DEFS = ['image', 'markdownFile'];

function isDef(schema: AnySchemaObject, names: readonly string[]): boolean {
  const defs = rootSchema.$defs as Record<string, AnySchemaObject> | undefined;
  return names.some((name) => sameSchema(defs?.[name], schema));
}

function isAddressSchema(schema: AnySchemaObject): boolean {
  const properties = rootSchema.properties as Record<string, AnySchemaObject> | undefined;
  const site = (rootSchema.$defs as Record<string, AnySchemaObject> | undefined)?.site?.properties as Record<string, AnySchemaObject> | undefined;
  return isDef(schema, ADDRESS_DEFS) || sameSchema(schema, properties?.api?.properties?.base) || sameSchema(schema, site?.baseUrl);
}

/** Why a value in an address or file field is refused on principle (not just misspelt): a script, another site, `..`. */
function refusedAddress(schema: AnySchemaObject, value: string): string | undefined {
  const unsafe = isAddressSchema(schema) ? unsafeLinkReason(value) : undefined;
  if (unsafe) return unsafe;
  if (isDef(schema, FILE_DEFS) && climbsOut(value)) return `could lead out of ${isDef(schema, ['image']) ? 'content/public/' : 'content/'} with \`..\``;
  return undefined;
}

/** What is wrong with a route path, said so an editor can fix it, or undefined for the generic message. */
function routePathFix(value: string): string | undefined {
  // The path as it should be, quoted at most 80 characters long (a pasted text can be a whole page).
  if (!value.startsWith('/')) {
    // The path with its `/` may still be wrong (`Our Services`, `javascript:x`): said at once, not after the next run.
    const more = routePathFix(`/${value}`);
    return more ? `must start with \`/\`; written so, it ${more}` : `must start with \`/\`: write \`${shorten(`/${value}`)}\`.`;
  }
  if (value.length > 1 && value.endsWith('/')) return `ends with \`/\`: write it without the trailing slash, \`${shorten(value.replace(/\/+$/, '') || '/')}\`.`;
  if (value.includes('//')) return `has an empty part (\`//\`): write one \`/\` between parts, \`${shorten(value.replace(/\/{2,}/g, '/'))}\`.`;
  const bad = /[^A-Za-z0-9_\-/{}]/.exec(value);
  if (bad) return `contains \`${bad[0] === ' ' ? 'a space' : bad[0]}\`: use only letters, digits, \`-\`, \`_\` and \`/\` (e.g. \`-\` instead of spaces).`;
  return undefined;
}

/** A list of 146 keys (the interface's strings) buries the message: past 20, the first dozen; the form editor shows them all. */
function keyList(keys: string[]): string {
  const listed = (keys.length > 20 ? keys.slice(0, 12) : keys).map((key) => `\`${key}\``).join(', ');
  return keys.length > 20 ? `${listed} and ${keys.length - 12} more (\`npm run edit\` lists them all)` : listed;
}

/** What `error` means for the editor, at its place in site.yaml. */
export function explainSchemaError(error: ErrorObject, data: unknown, source: SourceFile, schemaRoot: AnySchemaObject): Problem {
  rootSchema = schemaRoot;
  const path = pathOf(error.instancePath);
  const value = valueAt(data, path);
  const schema = (error.parentSchema ?? {}) as AnySchemaObject;
  const described = typeof schema.description === 'string' ? ` Expected: ${schema.description}` : '';

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const allowed = allowedKeys(error);
      const suggestion = suggestKey(error);
      const template = (value as { template?: unknown } | undefined)?.template;
      const here = path[0] === 'routes' && path.length === 2 && typeof template === 'string' ? ` for a \`${template}\` page` : ' here';
      const hint = suggestion ? ` — did you mean \`${suggestion}\`?` : `. Allowed keys${here}: ${keyList(allowed)}.`;
      return source.problemAt([...path, key], `unknown key \`${key}\`${hint}`, { key: true });
    }
    case 'required': {
      const missing = String(error.params.missingProperty);
      const choices = tagValues(schema, missing);
      if (choices)
        return source.problemAt(path, `missing required key \`${missing}\`. Choose one of: ${choices.map((v) => `\`${v}\``).join(', ')}.`, { key: true });
      const description = describeProperty((schema.properties as Record<string, AnySchemaObject> | undefined)?.[missing]);
      const what = description ? ` (${firstSentence(description)})` : '';
      return source.problemAt(path, `missing required key \`${missing}\`${what}. Add \`${missing}:\` to this block.`, { key: true });
    }
    case 'dependentRequired': {
      const missing = String(error.params.missingProperty);
      const description = describeProperty((schema.properties as Record<string, AnySchemaObject> | undefined)?.[missing]);
      const what = description ? ` (${firstSentence(description)})` : '';
      // At the key that needs the other (`photo:`, `image:`), where the editor's eye is.
      return source.problemAt([...path, String(error.params.property)], `has no \`${missing}\` beside it${what}. Add \`${missing}:\` to this block.`, {
        key: true,
      });
    }
    case 'type': {
      const expected = String(error.params.type)
        .split(',')
        .map((type) => typeNames[type] ?? type)
        .join(' or ');
      const key = path.at(-1);
      if ((value === null || value === undefined) && typeof key === 'string') {
        const where = error.params.type === 'object' || error.params.type === 'array' ? `under \`${key}:\`` : `after \`${key}:\``;
        return source.problemAt(path, `has no value. Write ${expected} ${where}, or remove the line if it is optional.`);
      }
      const quoteHint = error.params.type === 'string' && typeof value !== 'object' ? ' Put it in quotes to make it text.' : '';
      return source.problemAt(path, `must be ${expected}, but is ${describeValue(value)}.${quoteHint}`);
    }
    case 'enum': {
      if (isTagProperty(schema, rootSchema)) {
        const templates = (error.params.allowedValues as unknown[]).map(String);
        const suggestion = typeof value === 'string' ? closest(value, templates) : undefined;
        const hint = suggestion ? ` — did you mean \`${suggestion}\`?` : '.';
        return source.problemAt(path, `${describeValue(value)} is not a template${hint} Allowed values: ${templates.map((v) => `\`${v}\``).join(', ')}.`);
      }
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const renamed = typeof value === 'string' ? renamedValues[value.toLowerCase()] : undefined;
      const suggestion = renamed && allowed.includes(renamed) ? renamed : typeof value === 'string' ? closest(value, allowed) : undefined;
      const hint = suggestion ? ` — did you mean \`${suggestion}\`?` : '.';
      return source.problemAt(path, `${describeValue(value)} is not allowed here${hint} Allowed values: ${allowed.map((v) => `\`${v}\``).join(', ')}.`);
    }
    case 'minLength':
    case 'pattern': {
      if (typeof value === 'string' && value.trim() === '') return source.problemAt(path, 'must not be empty.');
      const refused = typeof value === 'string' && error.keyword === 'pattern' ? refusedAddress(schema, value) : undefined;
      if (refused) return source.problemAt(path, `\`${quoted(value)}\` is not allowed: it ${refused}.${described}`);
      const pathFix = typeof value === 'string' && isDef(schema, ['routePath']) ? routePathFix(value) : undefined;
      if (pathFix) return source.problemAt(path, `\`${quoted(value)}\` ${pathFix}`);
      if (error.keyword === 'minLength' && typeof value === 'string') {
        return source.problemAt(path, `is ${lengthAsShown(value, data, path)}; at least ${error.params.limit} are needed.${described}`);
      }
      // The schema's own wording for this pattern, which the editor's YAML extension shows too: one message in both places.
      const howToFix = typeof schema.patternErrorMessage === 'string' ? ` ${schema.patternErrorMessage}` : described;
      return source.problemAt(path, `${describeValue(value)} is not valid here.${howToFix}`);
    }
    case 'maxLength':
      return source.problemAt(path, `is ${lengthAsShown(String(value), data, path)}; at most ${error.params.limit} are allowed. Shorten it.`);
    case 'format': {
      const format = String(error.params.format);
      if (format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        return source.problemAt(path, `\`${value}\` is not a real date: check the month (01–12) and the day.`);
      }
      const what =
        format === 'email'
          ? 'an e-mail address like `info@example.com`'
          : format === 'date'
            ? 'a date written as YYYY-MM-DD, e.g. `2026-11-22`'
            : `a valid ${format}`;
      return source.problemAt(path, `${describeValue(value)} is not ${what}.`);
    }
    case 'minItems':
      return source.problemAt(path, `needs at least ${error.params.limit} item${error.params.limit === 1 ? '' : 's'}.`);
    case 'maxItems':
      return source.problemAt(path, `has too many items: at most ${error.params.limit} are allowed.`);
    case 'minimum':
    case 'maximum':
      return source.problemAt(
        path,
        `${describeValue(value)} is ${error.keyword === 'minimum' ? 'too small' : 'too large'}: it must be ${comparisons[String(error.params.comparison)] ?? String(error.params.comparison)} ${error.params.limit}.`,
      );
    case 'uniqueItems': {
      // ajv names the two equal items; the later one is the one to remove, and where the editor is told to look.
      const [first, second] = [Number(error.params.j), Number(error.params.i)].sort((a, b) => a - b);
      const item = Array.isArray(value) ? value[second] : undefined;
      return source.problemAt([...path, second], `repeats ${describeValue(item)}, already item ${first + 1} of this list. Remove one of them.`);
    }
    case 'const':
      return source.problemAt(path, `must be \`${String(error.params.allowedValue)}\`.`);
    default:
      return source.problemAt(path, `${error.message ?? 'is not valid'}.${described}`);
  }
}
