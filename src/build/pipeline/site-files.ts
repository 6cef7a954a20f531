// The files a site has besides its pages and their data: the sitemap, the feeds, robots.txt and the web manifest,
// content/public's files and the images' variants, and each page's security policy for a static host (_headers) and
// for the Node server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageBuild } from '../images/build-images.js';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { contentSources } from '../prerender/content-sources.js';
import { robotsTxt, rssXml, sitemapXml, webManifest } from '../prerender/feeds.js';
import { lawChangesAtom } from '../prerender/law-feed.js';
import { HEADERS_FILE, headersFile, REDIRECTS_FILE, redirectsFile } from '../prerender/static-host-files.js';
import type { OutputTree } from '../support/output-tree.js';
import { filesUnder } from '../../shared/files-under.js';
import { WEB_MANIFEST_FILE } from '../../shared/paths.js';
import { feedFile, notFoundFile } from '../../shared/locales.js';
import { inlineScriptHashes, policyForScripts } from '../../shared/response-headers.js';
import type { ServerBuild } from '../../shared/server-build.js';
import { ScriptHashCache } from './script-hash-cache.js';

export interface SiteFilesInput {
  tree: OutputTree;
  editions: SiteModel[];
  apiBase: string;
  publicDir: string;
  images: ImageBuild;
  allPages: ServedPage[];
  notFoundFiles: Set<string>;
  /** What each HTML file is made from, by file. */
  htmlPrints: Map<string, string>;
  /** The inline-script hashes of the pages this build rendered, by file. */
  scriptHashes: Map<string, string[]>;
  /** Where the script hashes of pages not rendered this time are kept. */
  scriptHashFile: string;
}

/** Declares (and writes where changed) those files; returns what the server's part of the build needs of them. */
export function putSiteFiles(input: SiteFilesInput): Pick<ServerBuild, 'contentSources' | 'policies'> {
  const { tree, editions, images } = input;
  const model = editions[0];
  tree.put('sitemap.xml', sitemapXml(editions));
  for (const edition of editions) tree.put(feedFile(edition.locale), rssXml(edition));
  const lawFeeds = editions.flatMap((edition) => lawChangesAtom(edition) ?? []);
  for (const feed of lawFeeds) tree.put(feed.file, feed.xml);
  tree.put(
    'robots.txt',
    robotsTxt(
      model,
      lawFeeds.map((feed) => `/${feed.file}`),
    ),
  );
  tree.put(WEB_MANIFEST_FILE, webManifest(model));
  // A raster original is not copied: the build wrote its variants, and a copy within budget at its own address.
  for (const file of filesUnder(input.publicDir)) if (!images.replaced.has(file)) tree.put(file, readFileSync(join(input.publicDir, file)));
  for (const [file, bytes] of images.files) tree.put(file, bytes);
  // Each page's policy, from its inline scripts' hashes (from the renderer that made it, or kept from the build that
  // did): dist/_headers carries it for static hosts, server-build.json for the Node server.
  const sources = contentSources(model.manifest, input.apiBase);
  const servedPages = input.allPages.flatMap((page) => (page.htmlFile ? [{ path: page.path, htmlFile: page.htmlFile }] : []));
  const knownHashes = new ScriptHashCache(input.scriptHashFile);
  // Pages with the same inline scripts (most of a language's) share one policy text.
  const policyTexts = new Map<string, string>();
  const policyFor = (hashes: string[]) => {
    const key = hashes.join(' ');
    let policy = policyTexts.get(key);
    if (policy === undefined) policyTexts.set(key, (policy = policyForScripts(hashes, sources)));
    return policy;
  };
  const policies = Object.fromEntries(
    [...servedPages.map((page) => page.htmlFile), ...input.notFoundFiles].map((file) => {
      const hashes = knownHashes.hashes(file, input.htmlPrints.get(file)!, input.scriptHashes.get(file), () =>
        inlineScriptHashes(readFileSync(join(tree.dir, file), 'utf8')),
      );
      return [file, policyFor(hashes)];
    }),
  );
  knownHashes.save();
  tree.put(HEADERS_FILE, headersFile({ files: tree.declared, pages: servedPages, policies }));
  tree.put(
    REDIRECTS_FILE,
    redirectsFile(
      servedPages,
      editions.map(({ locale }) => ({ prefix: locale.prefix, notFoundFile: notFoundFile(locale) })),
    ),
  );
  return { contentSources: sources, policies };
}
