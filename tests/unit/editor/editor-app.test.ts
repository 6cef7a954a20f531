import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildEditorApp } from '../../../src/editor/server/app.js';
import { DraftStore } from '../../../src/editor/server/drafts.js';
import { createGate, type Gate } from '../../../src/editor/server/token.js';

// The editor's HTTP side through inject(): the link, the cookie, the host check, and Save's refusals.

const PORT = 4400;
const host = `127.0.0.1:${PORT}`;
let root: string;
let store: DraftStore;
let gate: Gate;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-app-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  store = new DraftStore(root);
  gate = createGate();
  app = buildEditorApp({ store, gate, port: PORT, indexHtml: async () => '<!DOCTYPE html><title>Site editor</title>' });
  const opened = await app.inject({ url: `/?token=${gate.token}`, headers: { host } });
  expect(opened.statusCode).toBe(303);
  cookie = String(opened.headers['set-cookie']).split(';')[0];
});

afterAll(async () => {
  await app.close();
  store.close();
  rmSync(root, { recursive: true, force: true });
});

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload: payload as never, headers: { host, cookie, 'x-draft': 'tab-one-draft', ...headers } });

describe('access', () => {
  it('opens the page with the cookie, and refuses the used link, a missing cookie and a foreign host', async () => {
    expect((await api('GET', '/')).statusCode).toBe(200);
    expect((await app.inject({ url: `/?token=${gate.token}`, headers: { host } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/state', headers: { host } })).statusCode).toBe(401);
    expect((await api('GET', '/api/state', undefined, { host: `attacker.example:${PORT}` })).statusCode).toBe(403);
    expect((await api('POST', '/api/save', undefined, { origin: 'http://attacker.example' })).statusCode).toBe(403);
  });
});

describe('editing and saving', () => {
  const indexOf = async (path: string) => (await api('GET', '/api/state')).json().routes.findIndex((route: { path: string }) => route.path === path);

  it('answers an edit with the validator’s problems, and will not save while there are any', async () => {
    const index = await indexOf('/services/cfo-services');
    const { route } = (await api('GET', `/api/routes/${index}`)).json();
    const state = (await api('PUT', `/api/routes/${index}`, { route: { ...route, title: '' } })).json();
    expect(state.problems).toEqual([expect.objectContaining({ path: `routes[${index}].title`, message: 'must not be empty.', file: 'site.yaml' })]);
    const refused = await api('POST', '/api/save');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('problems');
    expect((await api('PUT', `/api/routes/${index}`, { route })).json()).toMatchObject({ problems: [], dirty: false });
  });

  it('saves over a site.yaml changed on disk elsewhere, keeping that change too, and reloads on request', async () => {
    const index = await indexOf('/services/cfo-services');
    const { route } = (await api('GET', `/api/routes/${index}`)).json();
    await api('PUT', `/api/routes/${index}`, { route: { ...route, heading: 'CFO services for growing companies' } });
    const changed = `${readFileSync(join(root, 'site.yaml'), 'utf8')}# edited elsewhere\n`;
    writeFileSync(join(root, 'site.yaml'), changed);
    expect((await api('GET', '/api/state')).json().stale).toBe(true);
    const saved = await api('POST', '/api/save');
    expect(saved.json()).toMatchObject({ dirty: false, merged: true, stale: false });
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('heading: CFO services for growing companies');
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toMatch(/# edited elsewhere\n$/);
    expect((await api('POST', '/api/reload')).json().dirty).toBe(false);
  });

  it('saves a markdown body to its file and renders it with the build’s renderer', async () => {
    const answer = (await api('PUT', '/api/body', { file: 'services/cfo-services.md', text: 'Hello **there**' })).json();
    expect(answer.html).toBe('<p>Hello <strong>there</strong></p>\n');
    expect(answer.dirty).toBe(true);
    expect((await api('POST', '/api/save')).statusCode).toBe(200);
    expect(readFileSync(join(root, 'content/services/cfo-services.md'), 'utf8')).toBe('Hello **there**');
    expect((await api('PUT', '/api/body', { file: '../site.yaml', text: 'x' })).statusCode).toBe(400);
    expect((await api('PUT', '/api/body', { file: '../outside.md', text: 'x' })).statusCode).toBe(400);
    expect((await api('PUT', '/api/body', { file: 'public/robots.txt', text: 'x' })).statusCode).toBe(400);
  });

  it('stores an upload under a new name each time and refuses bytes that do not match the name', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0b2a4a' } })
      .png()
      .toBuffer();
    const upload = (name: string, bytes: Buffer) => api('POST', '/api/upload', bytes, { 'content-type': 'application/octet-stream', 'x-file-name': name });
    expect((await upload('Team Photo.png', png)).json()).toEqual({ path: '/images/uploads/team-photo.png', resized: false });
    expect((await upload('Team Photo.png', png)).json()).toEqual({ path: '/images/uploads/team-photo-2.png', resized: false });
    const refused = await upload('photo.jpg', png);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('is named as a JPEG image but is really a PNG image: rename the file to `photo.png`');
    const notAnImage = await upload('notes.pdf', png);
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().message).toContain('is not an image type the site serves');
    expect(existsSync(join(root, 'content/public/images/uploads/photo.jpg'))).toBe(false);
  });
});
