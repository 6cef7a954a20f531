// A second, real build of this project with one edit to site.yaml, served by the real app on its own port: for what
// the main build cannot show (e.g. the consent flow, which exists only when site.yaml names an analytics id).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../server/app.js';
import { copyProject } from '../../scripts/synthetic-site.js';
import { runBuild } from '../../scripts/support/run-build.js';
import { BUILT_SERVER_PART } from '../../src/shared/server-build.js';

export interface VariantSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Copies the project, replaces `from` with `to` in its site.yaml, lets `prepare` change the copy's other files (e.g.
 * add an image), builds it (bundles included, with `buildArgs`, e.g. `--as-of 2027-01-01`) and serves its dist/.
 */
export async function startVariantSite(
  label: string,
  from: string,
  to: string,
  prepare?: (dir: string) => Promise<void>,
  buildArgs: string[] = [],
): Promise<VariantSite> {
  const dir = copyProject(label, undefined, { shareBundles: true });
  await prepare?.(dir);
  const manifestFile = join(dir, 'site.yaml');
  const manifest = readFileSync(manifestFile, 'utf8');
  if (!manifest.includes(from)) throw new Error(`site.yaml has no ${JSON.stringify(from)} to replace`);
  writeFileSync(manifestFile, manifest.replace(from, to));
  runBuild(dir, buildArgs);
  const app = await buildApp({
    distDir: join(dir, 'dist'),
    ssrDir: join(dir, BUILT_SERVER_PART),
    databasePath: join(dir, 'site.db'),
    rateLimit: false,
    smtp: null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
