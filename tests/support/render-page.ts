import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { render } from '../../src/browser/app/entry-server.js';
import { modelSource } from '../../src/build/model/model-source.js';
import { siteLayoutData } from '../../src/build/model/page-data.js';
import { resolveSite, type SiteModel } from '../../src/build/model/site-model.js';
import type { SiteManifest } from '../../src/generated/manifest-types.gen.js';
import { temporaryFolder } from './temp-folder.js';

/** A site model over `manifest` whose markdown bodies are the given files (written to a temp content folder). */
export function modelWithContent(manifest: SiteManifest, files: Record<string, string>): SiteModel {
  const contentDir = temporaryFolder('site-content-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(contentDir, file)), { recursive: true });
    writeFileSync(join(contentDir, file), text);
  }
  return resolveSite(manifest, contentDir);
}

/** Server-renders one path exactly as the prerenderer does (without scripts): the whole document. */
export async function renderPath(model: SiteModel, path: string): Promise<{ status: number; html: string }> {
  return render(`http://localhost${path}`, modelSource(model, siteLayoutData(model)), { routes: {} });
}
