// The editor's publish routes ask actorOf who is asking: anyone but a publisher is refused, in plain words, before
// anything is built or committed. (On the server actorOf is the signed-in person; this pins that the routes obey it.)
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../src/editor/server/actor.js';
import { buildEditorApp } from '../../../src/editor/server/app.js';
import { DraftStore } from '../../../src/editor/server/drafts.js';
import { createGate } from '../../../src/editor/server/token.js';

const asking = vi.hoisted(() => ({ actor: { name: 'Sara', role: 'editor' } as Actor }));
vi.mock('../../../src/editor/server/actor.js', async (original) => ({ ...(await original<object>()), actorOf: () => asking.actor }));

const PORT = 4400;
const host = `127.0.0.1:${PORT}`;
let root: string;
let store: DraftStore;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'publish-routes-'));
  cpSync('tests/fixtures/valid/minimal.yaml', join(root, 'site.yaml'));
  cpSync('tests/fixtures/content', join(root, 'content'), { recursive: true });
  // Something the firm must still confirm, as `validate -- --release` lists it.
  const manifest = readFileSync(join(root, 'site.yaml'), 'utf8');
  writeFileSync(
    join(root, 'site.yaml'),
    manifest.replace('  name: Minimal Consultancy\n', "  name: Minimal Consultancy\n  placeholder: the firm's legal name\n"),
  );
  store = new DraftStore(root);
  const gate = createGate();
  app = buildEditorApp({
    store,
    gate,
    port: PORT,
    indexHtml: async () => '<!DOCTYPE html><title>Site editor</title>',
    publish: { root: resolve('.'), siteRoot: root, settings: { keep: 3 } },
  });
  const opened = await app.inject({ url: `/?token=${gate.token}`, headers: { host } });
  cookie = String(opened.headers['set-cookie']).split(';')[0];
});

afterAll(async () => {
  await app.close();
  store.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (url: string, payload?: unknown) => app.inject({ method: 'POST', url, payload: payload as never, headers: { host, cookie } });

describe('publish routes', () => {
  it('refuse anyone who is not a publisher, and publish nothing', async () => {
    for (const role of ['editor', 'staff'] as const) {
      asking.actor = { name: 'Sara', role };
      for (const [url, body] of [
        ['/api/publish', undefined],
        ['/api/publish/undo', { id: 'x' }],
      ] as const) {
        const answer = await post(url, body);
        expect(answer.statusCode, `${role} ${url}`).toBe(403);
        expect(answer.json().message).toBe('Only a publisher can publish or undo a publish. Your saved changes wait for a publisher.');
      }
    }
    expect(existsSync(join(root, 'published', 'live'))).toBe(false);
  });

  it('show what is waiting, the launch checklist before the first publish and the history, and say which publish to undo', async () => {
    asking.actor = { name: 'Sara', role: 'publisher' };
    const overview = await app.inject({ url: '/api/publish', headers: { host, cookie } });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ actor: { name: 'Sara', role: 'publisher' }, history: [], repository: false, command: false });
    expect(overview.json().checklist).toEqual([
      expect.objectContaining({ path: 'site.placeholder', message: expect.stringContaining("the firm's legal name") }),
    ]);
    const undo = await post('/api/publish/undo', {});
    expect(undo.statusCode).toBe(400);
    expect(undo.json()).toMatchObject({ errors: [{ field: 'id' }] });
  });
});
