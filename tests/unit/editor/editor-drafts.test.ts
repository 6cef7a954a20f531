import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildEditorApp } from '../../../src/editor/server/app.js';
import { DraftStore } from '../../../src/editor/server/drafts.js';
import { createGate } from '../../../src/editor/server/token.js';

// Two tabs (two drafts) through the editor's HTTP API: nothing one tab does is lost or published by the other.

const PORT = 4400;
const host = `127.0.0.1:${PORT}`;
let root: string;
let store: DraftStore;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-drafts-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  store = new DraftStore(root);
  const gate = createGate();
  app = buildEditorApp({ store, gate, port: PORT, indexHtml: async () => '' });
  cookie = String((await app.inject({ url: `/?token=${gate.token}`, headers: { host } })).headers['set-cookie']).split(';')[0];
}, 60_000);

afterAll(async () => {
  await app.close();
  store.close();
  rmSync(root, { recursive: true, force: true });
});

type Route = Record<string, unknown>;
const manifest = () => readFileSync(join(root, 'site.yaml'), 'utf8');

/** One tab: its own draft id on every request. */
function tab(draft: string) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { host, cookie, 'x-draft': draft } });
  return {
    call,
    indexOf: async (path: string): Promise<number> => (await call('GET', '/api/state')).json().routes.findIndex((route: Route) => route.path === path),
    route: async (index: number): Promise<Route> => (await call('GET', `/api/routes/${index}`)).json().route,
    edit: async (index: number, change: Route) => {
      const route = (await call('GET', `/api/routes/${index}`)).json().route;
      return (await call('PUT', `/api/routes/${index}`, { route: { ...route, ...change } })).json();
    },
    save: async () => {
      const versions = (await call('GET', '/api/state')).json().versions;
      return call('POST', '/api/save', { versions });
    },
  };
}

// Each new tab copies content/ for its checks and each edit runs the whole validator: slow on a busy 2-core machine.
describe('two tabs', { timeout: 60_000 }, () => {
  it('refuses the second save of the same field with both versions, and saves the choice made', async () => {
    const [a, b] = [tab('tab-a-same-field'), tab('tab-b-same-field')];
    const index = await a.indexOf('/services/cfo-services');
    await a.route(index);
    await b.route(index);
    await a.edit(index, { title: 'CFO services (A)' });
    await b.edit(index, { title: 'CFO services (B)' });
    expect((await a.save()).statusCode).toBe(200);
    const refused = await b.save();
    expect(refused.statusCode).toBe(409);
    const answer = refused.json();
    expect(answer).toMatchObject({
      reason: 'conflict',
      conflicts: [{ unit: 'route:/services/cfo-services', label: expect.stringContaining('CFO services (B)') }],
    });
    expect(answer.conflicts[0].yours).not.toBe(answer.conflicts[0].theirs);
    expect(answer.conflicts[0].fields).toEqual([{ path: ['title'], base: 'CFO Services in the UAE', mine: 'CFO services (B)', theirs: 'CFO services (A)' }]);
    expect(manifest()).toContain('title: CFO services (A)');

    const choices = { 'route:/services/cfo-services': { title: 'mine' } };
    const saved = await b.call('POST', '/api/save', { diskVersion: answer.diskVersion, choices });
    expect(saved.json()).toMatchObject({ dirty: false, merged: true });
    expect(manifest()).toContain('title: CFO services (B)');
    expect(manifest()).not.toContain('CFO services (A)');
  });

  it('keeps both when two tabs change different fields of one page', async () => {
    const [a, b] = [tab('tab-a-two-fields'), tab('tab-b-two-fields')];
    const index = await a.indexOf('/services/vat-consultants-in-uae');
    await a.edit(index, { title: 'VAT consultants (A)' });
    await b.edit(index, { heading: 'VAT registration and returns (B)' });
    expect((await a.save()).statusCode).toBe(200);
    expect((await b.save()).json()).toMatchObject({ dirty: false, merged: true });
    expect(manifest()).toContain('title: VAT consultants (A)');
    expect(manifest()).toContain('heading: VAT registration and returns (B)');
    // Tab A's own page, read again, shows what is stored now: both changes.
    expect(await a.route(index)).toMatchObject({ title: 'VAT consultants (A)' });
    expect((await a.call('GET', '/api/state')).json().stale).toBe(true);
  });

  it('saves only its own page: the other tab’s unfinished edit is not written', async () => {
    const [a, b] = [tab('tab-a-two-pages'), tab('tab-b-two-pages')];
    const first = await a.indexOf('/services/corporate-tax-in-uae');
    const second = await b.indexOf('/services/cfo-services');
    await a.edit(first, { heading: 'Corporate tax, unfinished (A)' });
    await b.edit(second, { heading: 'CFO services for growing companies (B)' });
    expect((await b.save()).statusCode).toBe(200);
    expect(manifest()).toContain('heading: CFO services for growing companies (B)');
    expect(manifest()).not.toContain('unfinished (A)');
    expect((await a.call('GET', '/api/state')).json().dirty).toBe(true);
  });

  it('refuses to overwrite a field changed on disk between reading and saving', async () => {
    const a = tab('tab-a-disk-edit');
    const index = await a.indexOf('/services/accounting-and-bookkeeping-services');
    const before = await a.route(index);
    await a.edit(index, { title: 'Bookkeeping (tab)' });
    writeFileSync(join(root, 'site.yaml'), manifest().replace(`title: ${String(before.title)}`, 'title: Bookkeeping (disk)'));
    const refused = await a.save();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts[0].fields[0]).toMatchObject({ path: ['title'], mine: 'Bookkeeping (tab)', theirs: 'Bookkeeping (disk)' });
    expect(manifest()).toContain('title: Bookkeeping (disk)');
  });

  it('refuses a save whose versions are not the ones its draft started from', async () => {
    const a = tab('tab-a-versions');
    const index = await a.indexOf('/services/cfo-services');
    await a.edit(index, { heading: 'Changed' });
    const answer = await a.call('POST', '/api/save', { versions: { 'route:/services/cfo-services': 'not-this-one' } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().reason).toBe('outdated');
    await a.call('POST', '/api/reload');
  });

  it('asks for a draft id, and keeps page texts apart per tab', async () => {
    expect((await app.inject({ url: '/api/state', headers: { host, cookie } })).statusCode).toBe(400);
    const [a, b] = [tab('tab-a-bodies'), tab('tab-b-bodies')];
    await a.call('PUT', '/api/body', { file: 'services/cfo-services.md', text: 'Text of tab A' });
    expect((await b.call('GET', `/api/routes/${await b.indexOf('/services/cfo-services')}`)).json().body).not.toBe('Text of tab A');
    await a.call('POST', '/api/reload');
  });

  it('refuses the second save of one page text changed in two tabs, and shows both texts', async () => {
    const [a, b] = [tab('tab-a-same-body'), tab('tab-b-same-body')];
    const file = 'services/vat-consultants-in-uae.md';
    await a.route(await a.indexOf('/services/vat-consultants-in-uae'));
    await b.route(await b.indexOf('/services/vat-consultants-in-uae'));
    await a.call('PUT', '/api/body', { file, text: 'Text from tab A' });
    await b.call('PUT', '/api/body', { file, text: 'Text from tab B' });
    expect((await a.save()).statusCode).toBe(200);
    const refused = await b.save();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts[0]).toMatchObject({ unit: `body:${file}`, fields: [{ path: [], mine: 'Text from tab B', theirs: 'Text from tab A' }] });
    expect(readFileSync(join(root, 'content', file), 'utf8')).toBe('Text from tab A');
    await b.call('POST', '/api/reload');
  });

  it('keeps showing a tab’s unsaved edit in the preview when another tab opens', async () => {
    const a = tab('tab-a-preview');
    await a.edit(await a.indexOf('/services/cfo-services'), { heading: 'Shown in the preview (A)' });
    await tab('tab-b-preview').call('GET', '/api/state');
    expect(readFileSync(join(store.previewRoot, 'site.yaml'), 'utf8')).toContain('Shown in the preview (A)');
    await a.call('POST', '/api/reload');
  });

  it('starts a tab again from what is stored only when it asked so unless edited, and it holds no edit', async () => {
    const a = tab('tab-a-unless-edited');
    const index = await a.indexOf('/services/cfo-services');
    const saved = (await a.route(index)).heading;
    await a.edit(index, { heading: 'Typed after an undo' });
    const kept = await a.call('POST', '/api/reload', { unlessEdited: true });
    expect(kept.json().dirty).toBe(true);
    expect((await a.route(index)).heading).toBe('Typed after an undo');
    // Asked without the condition, as Discard changes asks: the edit goes.
    expect((await a.call('POST', '/api/reload')).json().dirty).toBe(false);
    expect((await a.route(index)).heading).toBe(saved);
    expect((await a.call('POST', '/api/reload', { unlessEdited: true })).json().dirty).toBe(false);
  });

  it('keeps an upload with its draft: out of content/ until a save that uses it, gone when the draft is discarded', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0b2a4a' } })
      .png()
      .toBuffer();
    const upload = (draft: string, name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: png,
        headers: { host, cookie, 'x-draft': draft, 'content-type': 'application/octet-stream', 'x-file-name': name },
      });
    const inContent = (address: string) => existsSync(join(root, 'content', address.replace(/^\//, 'public/')));

    const discarded = (await upload('tab-a-upload', 'discarded.png')).json().path;
    expect(discarded).toBe('/images/uploads/discarded.png');
    expect(inContent(discarded)).toBe(false);
    await tab('tab-a-upload').call('POST', '/api/reload');
    expect(store.uploadTaken('public/images/uploads/discarded.png')).toBe(false);

    const b = tab('tab-b-upload');
    const used = (await upload('tab-b-upload', 'team photo.png')).json().path;
    const index = await b.indexOf('/services/cfo-services');
    const state = await b.edit(index, { image: used });
    // The draft's own checks see it, so a page may use it before it is saved.
    expect(state.problems).toEqual([]);
    expect(inContent(used)).toBe(false);
    expect((await b.save()).statusCode).toBe(200);
    expect(inContent(used)).toBe(true);
    expect(manifest()).toContain(used);
  });

  it('shows a new tab the problems of the files as they are now, after a page text was broken on disk', async () => {
    expect((await tab('opened-before').call('GET', '/api/state')).json().problems).toEqual([]);
    // Broken outside the editor: a page text quoting a figure the law register does not have.
    const body = join(root, 'content', 'services/corporate-tax-in-uae.md');
    const kept = readFileSync(body, 'utf8');
    writeFileSync(body, `${kept}\nThe rate is {{no-such-rule}}.\n`);
    try {
      const problems = (await tab('opened-after').call('GET', '/api/state')).json().problems as { message: string }[];
      expect(problems.map((problem) => problem.message).join('\n')).toContain('no-such-rule');
    } finally {
      writeFileSync(body, kept);
    }
    expect((await tab('opened-after-the-fix').call('GET', '/api/state')).json().problems).toEqual([]);
  });
});
