import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';

/**
 * The schema's validator as ajv compiled it, kept as code for the next process. Compiling the site's schema took
 * 200–500 ms of every `npm run validate`, build and publish (more than the rest of a validation); loading the kept code
 * takes a fraction of that. Kept per schema: its key is made of everything the code is compiled from, so a changed
 * schema, translation schema, option or ajv version is compiled afresh, never read stale.
 */
const FOLDER = fileURLToPath(new URL('../../../node_modules/.cache/site-validator/', import.meta.url));
// ajv's modules are required when used, not imported: a build whose site.yaml is unchanged never checks it against the
// schema (manifest-cache.ts), and loading ajv was a tenth of such a build's start.
const load = createRequire(import.meta.url);

export function compiledValidatorKey(options: object, schemaText: string, ...derived: object[]): string {
  const { version } = load('ajv/package.json') as { version: string };
  const hash = createHash('sha256').update(version).update(JSON.stringify(options)).update(schemaText);
  for (const schema of derived) hash.update(JSON.stringify(schema));
  return hash.digest('hex').slice(0, 24);
}

/** `folder`: where the code is kept (tests keep theirs apart); inside the project, so the code finds ajv's runtime. */
const fileOf = (key: string, folder: string) => join(folder, `${key}.cjs`);

export function loadCompiledValidator(key: string, folder = FOLDER): ValidateFunction | undefined {
  try {
    const module = load(fileOf(key, folder)) as ValidateFunction | { default: ValidateFunction };
    // Stryker disable next-line StringLiteral: equivalent — ajv's standalone code exports the function itself with a `default` that is the same function
    return 'default' in module ? module.default : module;
  } catch {
    // Not compiled yet for this schema (or unreadable): compiled now.
  }
  return undefined;
}

/** Best effort: a read-only or full disk only means the next process compiles again. */
export function keepCompiledValidator(key: string, ajv: Ajv2020, validate: ValidateFunction, folder = FOLDER): void {
  try {
    const standaloneModule = load('ajv/dist/standalone/index.js') as { default?: unknown };
    const standalone = (standaloneModule.default ?? standaloneModule) as (ajv: Ajv2020, validate: ValidateFunction) => string;
    const code = standalone(ajv, validate);
    mkdirSync(folder, { recursive: true });
    for (const old of readdirSync(folder)) rmSync(join(folder, old), { force: true });
    // Written whole, then renamed: a process starting meanwhile finds either no file or the complete one.
    const temporary = `${fileOf(key, folder)}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, fileOf(key, folder));
  } catch {
    // Kept for next time only; this validation goes on with the validator just compiled.
  }
}
