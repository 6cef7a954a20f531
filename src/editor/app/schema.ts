/** The site's schema and the form library's validator, set up once for every page form. */
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import siteSchema from '../../../schemas/site.schema.json';
import { withTranslationsInlined } from '../../shared/translation-schema.js';
import type { SiteSchema } from '../shared/schema-form.js';

// The `ar:` blocks' schema lives in its own file; the form library cannot follow a reference there, so it is copied in.
export const schema = withTranslationsInlined(siteSchema as unknown as Record<string, unknown>) as unknown as SiteSchema;

/**
 * The form library needs a validator to resolve the schema (references, conditional branches). Its messages are never
 * shown: the form runs with `noValidate`, and the project's validator speaks at each field instead.
 */
export const validator = customizeValidator({
  AjvClass: Ajv2020 as unknown as NonNullable<Parameters<typeof customizeValidator>[0]>['AjvClass'],
  ajvOptionsOverrides: { strict: false, validateSchema: false },
});
