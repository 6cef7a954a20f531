import { Ajv } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The API's own ajv rather than Fastify's defaults: report every broken rule at once (allErrors), and
 * reject wrong types and unknown fields instead of silently coercing or stripping them. Patterns are compiled
 * with the `u` flag (ajv's default), as the form compiles them, so both read `\p{…}` and code points alike.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  // validateSchema off: checking the routes' own schemas against JSON Schema's meta-schema meant compiling the
  // meta-schema at every start, a fifth of the server's start-up; strict mode still rejects an unknown keyword.
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false, unicodeRegExp: true, validateSchema: false });
  return ({ schema }) => ajv.compile(schema as object);
}
