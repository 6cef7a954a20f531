// site.yaml that exists but cannot be read: no permission (a file copied from another user's checkout, a CI cache
// restored as root), or a failure that gives no error code. Tests run as root here, where permissions never refuse
// a read, so `readFileSync` is made to fail as the system would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseManifestFile } from '../../../src/build/manifest/parse.js';

const refusal: { error?: Error } = {};
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = ((...args: Parameters<typeof fs.readFileSync>) => {
    if (refusal.error) throw refusal.error;
    return fs.readFileSync(...args);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});
afterEach(() => delete refusal.error);

const problemsReading = (error: Error) => {
  refusal.error = error;
  return parseManifestFile('tests/fixtures/valid/minimal.yaml', 'site.yaml').problems;
};

describe('site.yaml that cannot be read', () => {
  it('says the permission is missing', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, open 'site.yaml'"), { code: 'EACCES' });
    expect(problemsReading(denied)).toEqual([{ file: 'site.yaml', line: 0, col: 0, path: '', message: 'cannot be read: permission denied.' }]);
  });

  it('names any other error by its code', () => {
    const busy = Object.assign(new Error("EIO: i/o error, read 'site.yaml'"), { code: 'EIO' });
    expect(problemsReading(busy)).toEqual([{ file: 'site.yaml', line: 0, col: 0, path: '', message: 'cannot be read (EIO).' }]);
  });

  it('says the error is unknown when it has no code', () => {
    expect(problemsReading(new Error('read failed'))).toEqual([{ file: 'site.yaml', line: 0, col: 0, path: '', message: 'cannot be read (unknown error).' }]);
  });

  it('reads the file when nothing refuses it', () => {
    expect(parseManifestFile('tests/fixtures/valid/minimal.yaml', 'site.yaml').problems).toEqual([]);
  });
});
