// The media library through the real server app, with a real database and a git repository for the publish review:
// what it lists, where each picture is used, thumbnails only for signed-in people, and deleting one nothing uses.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, startEditorApp, type EditorTestApp } from '../../support/editor-auth-app.js';

let test: EditorTestApp;
const as: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  test = await startEditorApp();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: test.root, encoding: 'utf8' });
  git('init', '--quiet', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it is live');
  await test.addPeople();
  for (const role of ['editor', 'publisher', 'staff'] as const) as[role] = await test.session(role);
}, 120_000);
afterAll(() => test.close());

const call = (role: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method, url, headers: { ...as[role], 'x-draft': `media-${role}`, ...headers }, payload: payload as never });

interface Picture {
  address: string;
  unsaved: boolean;
  uses: { label: string; path?: string }[];
}
const pictures = async (role = 'editor'): Promise<Picture[]> => (await call(role, 'GET', '/edit/api/media')).json().pictures;

describe('the media library', { timeout: 60_000 }, () => {
  it('lists every picture with the pages and settings that use it', async () => {
    const list = await pictures();
    const about = list.find((picture) => picture.address === '/images/about-office.svg');
    expect(about?.uses).toContainEqual({ label: 'About Us', path: '/About-Us' });
    expect(list.find((picture) => picture.address === '/images/logo.svg')?.uses).toContainEqual({ label: 'Site settings: Site' });
    expect(list.find((picture) => picture.address === '/images/draft-image.svg')).toMatchObject({ unsaved: false, uses: [] });
  });

  it('lists a tab’s own upload, and shows its thumbnail to that tab only, from a signed-in session only', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0b2a4a' } })
      .png()
      .toBuffer();
    const upload = await call('editor', 'POST', '/edit/api/upload', png, { 'content-type': 'image/png', 'x-file-name': 'Reception.png' });
    const address = upload.json().path;
    expect((await pictures()).find((picture) => picture.address === address)).toMatchObject({ unsaved: true, uses: [] });
    expect((await pictures('publisher')).some((picture) => picture.address === address)).toBe(false);

    const thumbnail = `/edit/api/media/file?path=${encodeURIComponent(address)}&draft=media-editor`;
    const shown = await test.app.inject({ url: thumbnail, headers: { host: HOST, cookie: as.editor.cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toMatch(/^private/);
    expect(shown.rawPayload).toEqual(png);
    expect((await test.app.inject({ url: thumbnail, headers: { host: HOST } })).statusCode).toBe(401);
    const other = `/edit/api/media/file?path=${encodeURIComponent(address)}&draft=media-editor`;
    expect((await test.app.inject({ url: other, headers: { host: HOST, cookie: as.publisher.cookie } })).statusCode).toBe(404);
  });

  it('serves an SVG thumbnail under a policy that runs nothing', async () => {
    const shown = await call('editor', 'GET', '/edit/api/media/file?path=/images/logo.svg');
    expect(shown.headers['content-type']).toBe('image/svg+xml');
    expect(shown.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect((await call('editor', 'GET', '/edit/api/media/file?path=/images/../../site.yaml')).statusCode).toBe(400);
  });

  it('refuses to delete a picture in use, naming the pages', async () => {
    const refused = await call('editor', 'DELETE', '/edit/api/media?path=/images/about-office.svg');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('“About Us” (/About-Us)');
    expect(existsSync(join(test.root, 'content/public/images/about-office.svg'))).toBe(true);
  });

  it('refuses to delete a picture used only in a page’s unsaved Arabic text', async () => {
    writeFileSync(join(test.root, 'content/public/images/stamp.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    const index = (await call('editor', 'GET', '/edit/api/state'))
      .json()
      .routes.findIndex((route: { path: string }) => route.path === '/services/cfo-services');
    const page = (await call('editor', 'GET', `/edit/api/routes/${index}`)).json();
    const edited = await call('editor', 'PUT', '/edit/api/body', { file: `ar/${page.bodyFile}`, text: '![ختم](/images/stamp.svg)' });
    expect(edited.statusCode).toBe(200);
    const refused = await call('editor', 'DELETE', '/edit/api/media?path=/images/stamp.svg');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().uses).toEqual([{ label: page.route.title, path: '/services/cfo-services' }]);
    await call('editor', 'POST', '/edit/api/reload');
  });

  it('deletes an unused picture as a saved change the publish review lists as removed, with who removed it', async () => {
    const deleted = await call('editor', 'DELETE', '/edit/api/media?path=/images/draft-image.svg');
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(join(test.root, 'content/public/images/draft-image.svg'))).toBe(false);
    expect((await pictures()).some((picture) => picture.address === '/images/draft-image.svg')).toBe(false);
    const review = (await call('publisher', 'GET', '/edit/api/publish/review')).json();
    expect(review.items).toContainEqual({
      kind: 'file',
      change: 'removed',
      file: 'content/public/images/draft-image.svg',
      image: true,
      authors: [{ by: 'Eda Editor', at: expect.any(String) }],
    });
  });

  it('is not for staff', async () => {
    expect((await call('staff', 'GET', '/edit/api/media')).statusCode).toBe(403);
    expect((await call('staff', 'DELETE', '/edit/api/media?path=/images/logo.svg')).statusCode).toBe(403);
  });
});
