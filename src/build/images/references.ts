import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { markdownLinks } from '../manifest/markdown-links.js';
import { IMAGE_KEYS, MARKDOWN_KEYS, walk } from '../manifest/walk.js';
import { isInternal, linkTarget } from '../../shared/paths.js';

/**
 * Every image of this site that site.yaml or a markdown body it names refers to, as written from the site root
 * (`/images/x.jpg`), once each. The validator has checked them all: each exists under content/public/.
 */
export function imageReferences(manifest: SiteManifest, contentDir: string): string[] {
  const images = new Set<string>();
  const bodies = new Set<string>();
  walk(manifest, [], (key, value) => {
    if (IMAGE_KEYS.has(key) && isInternal(value)) images.add(value);
    if (MARKDOWN_KEYS.has(key) && value.endsWith('.md')) bodies.add(value);
  });
  for (const body of bodies) {
    const text = readFileSync(join(contentDir, body), 'utf8');
    // Every markdown image, inline or by reference, starts with `![`: most bodies have none and are not parsed.
    if (!text.includes('![')) continue;
    for (const link of markdownLinks(text)) {
      const target = link.target.trim();
      if (link.kind === 'image' && isInternal(target)) images.add(linkTarget(target));
    }
  }
  return [...images];
}
