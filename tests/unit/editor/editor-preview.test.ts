// The preview of the saved site on the server (/edit/preview/…): the draft's words in both languages, rendered by the
// site's templates, for signed-in editors only, and marked so nothing caches or indexes it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../../src/browser/app/entry-server.js';
import { NO_EXTRA_SOURCES } from '../../../src/shared/server-build.js';
import { startEditorApp, type EditorTestApp } from '../../support/editor-auth-app.js';

const PAGE = '/services/corporate-tax-in-uae';
const BODY = 'services/corporate-tax-in-uae.md';
const ENGLISH_WORDS = 'Preview words: our partners answer within one working day.';
const ARABIC_WORDS = 'كلمات المعاينة: يرد شركاؤنا خلال يوم عمل واحد.';

let test: EditorTestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  // The templates straight from the source (as the unit tests render pages), without a build's scripts or stylesheets.
  test = await startEditorApp(undefined, { siteRenderer: async () => ({ render, manifests: {}, contentSources: NO_EXTRA_SOURCES }) });
  await test.addPeople();
  editor = await test.session('editor');
}, 60_000);
afterAll(() => test.close());

const as = (headers: Record<string, string>, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  test.app.inject({ method, url, headers: { ...headers, 'x-draft': 'preview-tab-1' }, payload: payload as never });
const saveBodies = async (texts: Record<string, string>) => {
  let versions = {};
  for (const [file, text] of Object.entries(texts)) versions = (await as(editor, 'PUT', '/edit/api/body', { file, text })).json().versions;
  const saved = await as(editor, 'POST', '/edit/api/save', { versions });
  expect(saved.statusCode, saved.body).toBe(200);
};

describe('the preview of saved changes', () => {
  it('shows the saved words of a page in English and in Arabic, before anything is published', async () => {
    const english = readFileSync(join(test.root, 'content', BODY), 'utf8');
    const arabic = readFileSync(join(test.root, 'content/ar', BODY), 'utf8');
    await saveBodies({ [BODY]: `${ENGLISH_WORDS}\n\n${english}`, [`ar/${BODY}`]: `${ARABIC_WORDS}\n\n${arabic}` });

    const page = await as(editor, 'GET', `/edit/preview${PAGE}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(ENGLISH_WORDS);
    expect(page.body).toMatch(/<html[^>]*lang="en"/);
    expect(page.body).toContain('Preview of saved changes that are not published yet');

    const arabicPage = await as(editor, 'GET', `/edit/preview/ar${PAGE}`);
    expect(arabicPage.statusCode).toBe(200);
    expect(arabicPage.body).toContain(ARABIC_WORDS);
    expect(arabicPage.body).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(arabicPage.body).not.toContain(ENGLISH_WORDS);
  });

  it('is marked for no search engine and no shared cache, and runs none of the page’s scripts', async () => {
    const page = await as(editor, 'GET', `/edit/preview${PAGE}`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('keeps links to other pages inside the preview', async () => {
    const page = await as(editor, 'GET', `/edit/preview${PAGE}`);
    expect(page.body).toContain('href="/edit/preview/"');
    expect(page.body).toContain('href="/edit/preview/ar/services/corporate-tax-in-uae"');
  });

  it('shows a saved heading at once, and what is on disk once someone else changes the files', async () => {
    const index = (await as(editor, 'GET', '/edit/api/state')).json().routes.find((route: { path: string }) => route.path === PAGE).index;
    const { route } = (await as(editor, 'GET', `/edit/api/routes/${index}`)).json();
    const { versions } = (await as(editor, 'PUT', `/edit/api/routes/${index}`, { route: { ...route, heading: 'Corporate tax, previewed' } })).json();
    expect((await as(editor, 'POST', '/edit/api/save', { versions })).statusCode).toBe(200);
    expect((await as(editor, 'GET', `/edit/preview${PAGE}`)).body).toContain('Corporate tax, previewed');
    // Changed outside the editor (by hand, or a pull): the preview follows the files, not what this editor saved.
    const file = join(test.root, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('heading: Corporate tax, previewed', 'heading: Corporate tax, changed by hand'));
    expect((await as(editor, 'GET', `/edit/preview${PAGE}`)).body).toContain('Corporate tax, changed by hand');
  });

  it('shows a tab’s unsaved words on asking with its draft, and the saved ones otherwise', async () => {
    const unsaved = 'Unsaved words only this tab has typed.';
    expect((await as(editor, 'PUT', '/edit/api/body', { file: BODY, text: unsaved })).statusCode).toBe(200);
    expect((await as(editor, 'GET', `/edit/preview${PAGE}?draft=preview-tab-1`)).body).toContain(unsaved);
    expect((await as(editor, 'GET', `/edit/preview${PAGE}`)).body).not.toContain(unsaved);
    await as(editor, 'POST', '/edit/api/reload');
  });

  it('answers an address the saved site does not have with its not-found page, still marked', async () => {
    const page = await as(editor, 'GET', '/edit/preview/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('data-preview-banner');
  });

  it('is never shown without a session: the browser is sent to sign in', async () => {
    for (const url of [`/edit/preview${PAGE}`, `/edit/preview/ar${PAGE}`, '/edit/preview/']) {
      const response = await test.app.inject({ url, headers: { host: editor.host } });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/edit/sign-in');
      expect(response.body).not.toContain(ENGLISH_WORDS);
    }
  });

  it('is refused to staff, who do not edit the site', async () => {
    const staff = await test.session('staff');
    const response = await as(staff, 'GET', `/edit/preview${PAGE}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(ENGLISH_WORDS);
  });
});
