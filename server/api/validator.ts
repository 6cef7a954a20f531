import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The API's own ajv rather than Fastify's defaults: report every broken rule at once (allErrors), and
 * reject wrong types and unknown fields instead of silently coercing or stripping them.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false });
  // ajv-formats is CommonJS; depending on the loader its function is the module or its default.
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv, formats: string[]) => void;
  addFormats(ajv, ['email']);
  return ({ schema }) => ajv.compile(schema as object);
}
