import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The preview of unsaved edits: the project's own dev server (`scripts/dev.ts`, the same rendering as the build) run
 * on the editor's preview copy of the site. The editor rewrites that copy after every edit and the dev server
 * hot-updates the open page, so the preview shows the page as it will look, before anything is saved.
 */
export interface Preview {
  origin: string;
  ready: Promise<void>;
  stop(): void;
}

export function startPreview(previewRoot: string, port: number, log: (line: string) => void = () => {}): Preview {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env: { ...process.env, PORT: String(port), SITE_ROOT: previewRoot, DEV_OVERLAY: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      log(String(chunk));
      if (output.includes('Dev server on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The preview server stopped (exit ${code}):\n${output.slice(-2000)}`)));
  });
  ready.catch(() => {});
  return { origin: `http://localhost:${port}`, ready, stop: () => child.kill('SIGTERM') };
}
