// The site's schema compiled afresh (no kept code from an earlier process, src/build/manifest/compiled-validator.ts),
// as on a fresh checkout or after the schema changed: the same messages as from the kept code, formats included, the
// code kept once for the next process, and never compiled again in the same process.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseManifestText } from '../../../src/build/manifest/parse.js';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const MODULE = '../../../src/build/manifest/compiled-validator';

/** schema-check.ts loaded afresh, with `kept` as the code an earlier process kept (none: undefined). */
async function freshSchemaCheck(kept?: ValidateFunction) {
  vi.resetModules();
  const real = await vi.importActual<typeof import('../../../src/build/manifest/compiled-validator.js')>(MODULE);
  const keep = vi.fn();
  const load = vi.fn<(key: string) => ValidateFunction | undefined>(() => kept);
  vi.doMock(MODULE, () => ({ compiledValidatorKey: real.compiledValidatorKey, loadCompiledValidator: load, keepCompiledValidator: keep }));
  const { checkAgainstSchema } = await import('../../../src/build/manifest/schema-check.js');
  const check = (...edits: [string, string][]) => {
    const text = edits.reduce((out, [from, to]) => out.replace(from, to), minimal);
    const { data, source } = parseManifestText(text, 'site.yaml');
    return checkAgainstSchema(data, source!).map((problem) => `${problem.file}:${problem.line}:${problem.col} ${problem.path} | ${problem.message}`);
  };
  return { check, keep, load };
}

afterEach(() => {
  vi.doUnmock(MODULE);
  vi.resetModules();
});

describe('the schema compiled afresh', () => {
  it('checks dates and e-mail addresses by their format, and keeps its code once', async () => {
    const { check, keep, load } = await freshSchemaCheck();
    expect(check(['    date: 2024-01-15', '    date: 2024-02-30'], ['      address: info@example.com', '      address: info@'])).toEqual([
      'site.yaml:17:16 site.emails[0].address | the text `info@` is not an e-mail address like `info@example.com`.',
      'site.yaml:315:11 routes[4].date | `2024-02-30` is not a real date: check the month (01–12) and the day.',
    ]);
    expect(check()).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledTimes(1);
    const [key, , validate] = keep.mock.calls[0] as [string, unknown, ValidateFunction];
    expect(key).toBe(load.mock.calls[0]?.[0]);
    expect(typeof validate).toBe('function');
  });

  it('checks `ar:` blocks against the translation schema', async () => {
    const { check } = await freshSchemaCheck();
    expect(check(['    heading: Contact us\n', '    heading: Contact us\n    ar:\n      colour: red\n'])).toEqual([
      'site.yaml:358:7 routes[8].ar.colour | unknown key `colour`. Allowed keys here: `title`, `description`, `heading`, `intro`.',
    ]);
  });
});

describe('code kept by an earlier process', () => {
  it('is used as it is, not compiled again nor kept again', async () => {
    const kept = Object.assign(
      vi.fn(() => true),
      { errors: null },
    ) as unknown as ValidateFunction;
    const { check, keep } = await freshSchemaCheck(kept);
    expect(check(['    date: 2024-01-15', '    date: 2024-02-30'])).toEqual([]);
    expect(kept).toHaveBeenCalled();
    expect(keep).not.toHaveBeenCalled();
  });
});
