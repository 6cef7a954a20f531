// A page's history in the editor, on a real git repository of a small site: its versions, two of them compared,
// and an earlier one restored into the tab's changes and saved.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildEditorApp } from '../../../src/editor/server/app.js';
import { DraftStore } from '../../../src/editor/server/drafts.js';
import { createGate } from '../../../src/editor/server/token.js';
import type { FieldChange } from '../../../src/editor/shared/review.js';

const PORT = 4400;
const host = `127.0.0.1:${PORT}`;
const PAGE = '/services/corporate-tax-in-uae';
let site: string;
let store: DraftStore;
let app: FastifyInstance;
let cookie: string;
let index: number;

const git = (...args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8' }).trim();
const commit = (message: string) => {
  git('add', '.');
  git('-c', 'user.name=Mariam', '-c', 'user.email=mariam@example.com', 'commit', '--quiet', '-m', message);
  return git('rev-parse', 'HEAD');
};
const edit = (file: string, from: string, to: string) => {
  const path = join(site, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as never, headers: { host, cookie, 'x-draft': 'revisions-tab' } });
let first: string;
let second: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'page-revisions-'));
  cpSync('tests/fixtures/valid/minimal.yaml', join(site, 'site.yaml'));
  cpSync('tests/fixtures/content', join(site, 'content'), { recursive: true, filter: (source) => !source.endsWith('/public') });
  cpSync(realpathSync('tests/fixtures/content/public'), join(site, 'content/public'), { recursive: true });
  git('init', '--quiet', '-b', 'main');
  first = commit('The site as it was');
  edit('site.yaml', '    heading: Corporate tax in the UAE\n', '    heading: Corporate tax for UAE businesses\n');
  edit('content/services/corporate-tax-in-uae.md', 'prepare and file their returns', 'prepare, review and file their returns');
  second = commit('Publish /services/corporate-tax-in-uae (by Mariam)');
  edit('site.yaml', '    heading: About us\n', '    heading: About the firm\n');
  commit('Publish /About-Us (by Mariam)');
  // Saved since, not yet published.
  edit('site.yaml', '    heading: Corporate tax for UAE businesses\n', '    heading: Corporate tax, explained\n');
  store = new DraftStore(site);
  const gate = createGate();
  app = buildEditorApp({ store, gate, port: PORT, indexHtml: async () => '' });
  cookie = String((await app.inject({ url: `/?token=${gate.token}`, headers: { host } })).headers['set-cookie']).split(';')[0];
  index = (await call('GET', '/api/state')).json().routes.findIndex((route: { path: string }) => route.path === PAGE);
}, 60_000);

afterAll(async () => {
  await app.close();
  store.close();
  rmSync(site, { recursive: true, force: true });
});

describe('a page’s versions', { timeout: 60_000 }, () => {
  it('are the commits that changed the page, newest first; one that changed another page is not among them', async () => {
    const { versions } = (await call('GET', `/api/routes/${index}/versions`)).json();
    expect(versions.map((version: { commit: string }) => version.commit)).toEqual([second, first]);
    expect(versions[0]).toMatchObject({ by: 'Mariam', subject: 'Publish /services/corporate-tax-in-uae (by Mariam)' });
  });

  it('compare field by field and word by word, with the saved version too', async () => {
    const changes: FieldChange[] = (await call('GET', `/api/routes/${index}/compare?from=${first}&to=saved`)).json().changes;
    expect(changes.map((change) => change.field)).toEqual(['Heading', 'Page text (English)']);
    expect(changes[0]).toMatchObject({ before: 'Corporate tax in the UAE', after: 'Corporate tax, explained' });
    const refused = await call('GET', `/api/routes/${index}/compare?from=not-a-version&to=saved`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'from', message: 'a version, saved or draft' }]);
  });

  it('restores one version of one page into the tab’s changes, which a save then keeps', async () => {
    const state = (await call('POST', `/api/routes/${index}/restore`, { commit: first })).json();
    expect(state.dirty).toBe(true);
    expect((await call('GET', `/api/routes/${index}`)).json()).toMatchObject({
      route: { heading: 'Corporate tax in the UAE' },
      body: expect.stringContaining('prepare and file their returns'),
    });
    // Only this page: the About page keeps its later heading.
    const versions = (await call('GET', '/api/state')).json().versions;
    expect((await call('POST', '/api/save', { versions })).statusCode).toBe(200);
    const manifest = readFileSync(join(site, 'site.yaml'), 'utf8');
    expect(manifest).toContain('    heading: Corporate tax in the UAE\n');
    expect(manifest).toContain('    heading: About the firm\n');
    expect(readFileSync(join(site, 'content/services/corporate-tax-in-uae.md'), 'utf8')).toContain('prepare and file their returns');
  });
});
