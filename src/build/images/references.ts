import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { markdownLinks } from '../manifest/markdown-links.js';
import type { PathSegment } from '../manifest/problem.js';
import { IMAGE_KEYS, namesMarkdownFile, walk } from '../manifest/walk.js';
import { isInternal, linkTarget } from '../../shared/paths.js';

/** Where an image is first named: a key of site.yaml, or a markdown body (content-relative) at a 0-based line and column. */
export type ImageReference = { manifestPath: PathSegment[] } | { body: string; line: number; col: number };

/**
 * Every image of this site that site.yaml or a markdown body it names refers to, as written from the site root
 * (`/images/x.jpg`), with the first place that names it. The validator has checked them all: each exists under
 * content/public/.
 */
export function imageReferences(manifest: SiteManifest, contentDir: string): Map<string, ImageReference> {
  const images = new Map<string, ImageReference>();
  const bodies = new Set<string>();
  walk(manifest, [], (key, value, path) => {
    if (IMAGE_KEYS.has(key) && isInternal(value) && !images.has(value)) images.set(value, { manifestPath: path });
    if (namesMarkdownFile(key, value)) bodies.add(value);
  });
  for (const body of bodies) {
    const text = readFileSync(join(contentDir, body), 'utf8');
    // Every markdown image, inline or by reference, starts with `![`: most bodies have none and are not parsed.
    if (!text.includes('![')) continue;
    for (const link of markdownLinks(text)) {
      const target = link.target; // markdownLinks gives it without the spaces around it
      const address = linkTarget(target);
      if (link.kind === 'image' && isInternal(target) && !images.has(address)) images.set(address, { body, line: link.line, col: link.col });
    }
  }
  return images;
}
