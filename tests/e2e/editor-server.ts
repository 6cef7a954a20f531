import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/support/free-port.js';

/** `npm run edit` on a temporary copy of site.yaml and content/ (SITE_ROOT), for specs that drive the real editor. */
export interface EditorServer {
  root: string;
  /** The one-time link it printed. */
  link: string;
  manifest(): string;
  writeManifest(text: string): void;
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `site`: a site folder made by the spec (deleted on stop as well), and settings for the editor's environment. */
export async function startEditor(site?: { root: string; env?: Record<string, string> }): Promise<EditorServer> {
  const root = site?.root ?? mkdtempSync(join(tmpdir(), 'site-edit-'));
  if (!site) {
    cpSync('site.yaml', join(root, 'site.yaml'));
    cpSync('content', join(root, 'content'), { recursive: true });
  }
  const [port, previewPort] = [await freePort(), await freePort()];
  const editor: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], {
    env: { ...process.env, ...site?.env, SITE_ROOT: root, EDIT_PORT: String(port), EDIT_PREVIEW_PORT: String(previewPort) },
    stdio: 'pipe',
  });
  let log = '';
  editor.stdout?.on('data', (chunk) => (log += chunk));
  editor.stderr?.on('data', (chunk) => (log += chunk));
  for (let tries = 0; !/Open (http:\S+)/.test(log); tries++) {
    if (tries > 600) throw new Error(`The editor did not start:\n${log}`);
    await sleep(100);
  }
  return {
    root,
    link: /Open (http:\S+)/.exec(log)![1],
    manifest: () => readFileSync(join(root, 'site.yaml'), 'utf8'),
    writeManifest: (text) => writeFileSync(join(root, 'site.yaml'), text),
    stop: () => {
      editor.kill('SIGTERM');
      rmSync(root, { recursive: true, force: true });
    },
  };
}
