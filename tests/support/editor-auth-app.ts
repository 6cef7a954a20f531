// The whole server app (buildApp) with the editor at /edit over a temporary copy of the site, a fresh database with one
// person of each role, and every log line kept: for tests that try to get in.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { addEditor, type Role } from '../../server/db/editors.js';
import type { SignInLimits } from '../../server/editors/sign-in.js';
import type { EditorPluginOptions } from '../../server/editors/plugin.js';
import { hashPassword } from '../../server/editors/passwords.js';

export const PASSWORD: Record<Role, string> = {
  admin: 'admin-password-1',
  editor: 'editor-password-1',
  publisher: 'publisher-password-1',
  staff: 'staff-password-1',
};
export const NAME: Record<Role, string> = { admin: 'Ada Admin', editor: 'Eda Editor', publisher: 'Pat Publisher', staff: 'Sam Staff' };
/** What a TLS-terminating proxy in front of the server adds (the app trusts it, as with TRUST_PROXY). */
export const OVER_HTTPS = { 'x-forwarded-proto': 'https' };
export const HOST = 'editor.test';
export const ORIGIN = `https://${HOST}`;

export interface EditorTestApp {
  app: FastifyInstance;
  db: Database;
  root: string;
  log: string[];
  addPeople(): Promise<void>;
  signIn(role: Role, options?: { password?: string; address?: string }): Promise<LightMyRequestResponse>;
  /** Signs in and returns the headers a signed-in browser tab sends: cookie, CSRF token, Origin. */
  session(role: Role): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** `extra`: more of the editor's options (a renderer for previews). */
export async function startEditorApp(limits?: SignInLimits, extra: Pick<EditorPluginOptions, 'siteRenderer'> = {}): Promise<EditorTestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-auth-'));
  const root = join(dir, 'site');
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  const appDir = join(dir, 'editor-app');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head><title>Site editor</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(appDir, 'assets/index-1234.js'), 'console.log("editor")');
  const log: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  const databasePath = join(dir, 'site.db');
  const app = await buildApp({
    databasePath,
    rateLimit: false,
    smtp: null,
    trustProxy: true,
    logger: { level: 'trace', stream },
    editor: { siteRoot: root, appDir, signInLimits: limits, ...extra },
  });
  const db = openDatabase(databasePath);

  const signIn: EditorTestApp['signIn'] = (role, options = {}) =>
    app.inject({
      method: 'POST',
      url: '/edit/sign-in',
      remoteAddress: options.address ?? '10.0.0.1',
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...OVER_HTTPS },
      payload: new URLSearchParams({ name: NAME[role], password: options.password ?? PASSWORD[role] }).toString(),
    });

  let peopleAdded = false;
  return {
    app,
    db,
    root,
    log,
    async addPeople() {
      // Once: each test that needs people asks, so it passes alone as in the full run.
      if (peopleAdded) return;
      peopleAdded = true;
      for (const role of ['admin', 'editor', 'publisher', 'staff'] as const)
        addEditor(db, { name: NAME[role], role, passwordHash: await hashPassword(PASSWORD[role]) });
    },
    signIn,
    async session(role) {
      const response = await signIn(role, { address: `10.1.0.${role.length}` });
      const cookie = String(response.headers['set-cookie']).split(';')[0];
      const page = await app.inject({ url: '/edit/', headers: { host: HOST, cookie } });
      const csrf = /name="editor-csrf" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
      return { host: HOST, cookie, origin: ORIGIN, 'x-csrf-token': csrf };
    },
    async close() {
      db.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
