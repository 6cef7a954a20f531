import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateManifest } from '../validate/validate-and-resolve.js';
import { buildImages } from '../images/build-images.js';
import { locateImageProblems } from '../images/locate.js';
import { imageReferences } from '../images/references.js';
import { editionManifests, resolveEditions, type ServedPage } from '../model/site-model.js';
import type { Problem } from '../manifest/problem.js';
import { precompress } from '../prerender/compress.js';
import { renderPages, type RenderJob } from '../prerender/render-pool.js';
import { dropStartedIndexes } from '../prerender/pagefind-index.js';
import { buildRouterManifests } from '../prerender/router-manifest.js';
import { indexForSearch, LATE_PAGES, searchEntries, startSearchIndex } from '../prerender/search-index.js';
import { SearchInput, searchInputDir } from '../prerender/search-input.js';
import { notFoundFile } from '../../shared/locales.js';
import { writeEditionData } from './edition-data.js';
import { putSiteFiles } from './site-files.js';
import { buildCacheDir, generatorKey, startCodeBuild, type StartedCodeBuild } from './code-build.js';
import { fingerprint, OutputTree } from '../support/output-tree.js';
import { NO_BUILD_MEMORY, openBuildMemory } from './build-memory.js';
import { BUILT_SERVER_PART, SERVER_BUILD_FILE, type ServerBuild } from '../../shared/server-build.js';
import { forgetRememberedTexts } from '../../shared/remember-by-text.js';
import { filesUnder } from '../../shared/files-under.js';

export interface BuildOptions {
  /** The project: its code, bundles and caches. */
  root: string;
  /** Where site.yaml and content/ are; default root (the publish engine builds a site folder set by SITE_ROOT). */
  siteRoot?: string;
  /** Where the site goes; default dist/ under root. */
  outDir?: string;
  /** Where the server's part of the build goes (server bundle, page index); default dist/_server/site. */
  serverDir?: string;
  /**
   * Where the record of what outDir holds is kept (which files, made from what); default the build cache, one per
   * outDir. A release folder keeps its own, so a copy of it builds incrementally from where the copy stands.
   */
  stateDir?: string;
  /**
   * The bundler, already started by the caller (`startCodeBuild` with this root): `npm run build` starts it before it
   * loads the rest of the build's code, so the two overlap from the first moment.
   */
  codeBuild?: StartedCodeBuild;
  /**
   * The process ends with this build (`npm run build`): what it remembers to make the next build faster (parsed and
   * rendered texts) is let go of once the page data is made, which lowers the build's peak memory.
   */
  once?: boolean;
  /** Overrides site.yaml's `api.base` (SITE_API_BASE). */
  apiBase?: string;
  log?: (message: string) => void;
}

export type BuildResult = { ok: true; report: BuildReport } | { ok: false; problems: Problem[] };

export interface BuildReport {
  pages: number;
  rendered: number;
  /** Processor time of this process per phase (all its threads), in milliseconds: what the phase cost on a busy machine. */
  phaseCpu: Record<string, number>;
  /** Milliseconds per phase, in the order they ran. */
  phases: Record<string, number>;
  totalMs: number;
  bundlerRan: boolean;
  /** Processes that rendered the pages: 1 when the build rendered them itself (few pages), 0 when none was rendered. */
  renderers: number;
  written: number;
  removed: number;
  /** Raster images encoded by this build, and those whose variants came from the cache. */
  images: { encoded: number; reused: number };
  /** Pages whose data this build wrote (changed since the build before into the same folder), by path. */
  changedPages: string[];
}

/** `npm run build`: validate → resolve → bundles (only if code changed) → page data → prerender what changed → compress. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { root } = options;
  const siteRoot = options.siteRoot ?? root;
  const outDir = options.outDir ?? join(root, 'dist');
  const serverDir = options.serverDir ?? join(root, BUILT_SERVER_PART);
  const cacheDir = buildCacheDir(root);
  const phases: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const phaseCpu: Record<string, number> = {};
  let cpuMark = process.cpuUsage();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
    const used = process.cpuUsage(cpuMark);
    phaseCpu[name] = (used.user + used.system) / 1000;
    cpuMark = process.cpuUsage();
  };

  // The bundler (when the code changed) runs in its own process meanwhile: on 2 cores validation and page data leave
  // room for it.
  const codeBuild = options.codeBuild ?? startCodeBuild(root, cacheDir);
  // Pagefind's process starts on the other core meanwhile: most builds index at least one language.
  startSearchIndex();
  const generator = generatorKey(root);
  const memory = options.once ? openBuildMemory(root, siteRoot, cacheDir, [codeBuild.key, generator]) : NO_BUILD_MEMORY;
  // A build that stops at a problem keeps what it worked out, and stops the bundler and Pagefind it started.
  const stopBuilding = () => {
    memory.save();
    codeBuild.cancel();
    void dropStartedIndexes();
  };
  // Types (src/generated/) are for the typecheck and the editor: `npm run gen`, `dev` and `test` write them, the
  // build does not need them.
  const resolved = validateManifest({ root: siteRoot, log: options.log, drafts: 'exclude', cache: memory.manifestCache });
  if (!resolved.ok) {
    stopBuilding();
    return { ok: false, problems: resolved.problems };
  }
  phase('validate + resolve');

  // Raster images: AVIF and WebP variants (from the cache when unchanged), whose sizes and addresses the model
  // then carries to page data and markdown.
  const contentDir = join(siteRoot, 'content');
  const publicDir = join(contentDir, 'public');
  // Every edition's images: a translation's body may show one the English does not.
  const editionSources = editionManifests(resolved.manifest, contentDir);
  const references = new Map(editionSources.flatMap((edition) => [...imageReferences(edition.manifest, contentDir)]).reverse());
  const images = await buildImages({ publicDir, publicLabel: 'content/public', images: [...references.keys()], cacheDir });
  if (images.problems.length > 0) {
    stopBuilding();
    return { ok: false, problems: locateImageProblems(images.problems, references, siteRoot) };
  }
  const editions = resolveEditions(resolved.manifest, contentDir, images, editionSources);
  const model = editions[0];
  phase(`images (${images.encoded} encoded, ${images.reused} cached)`);

  const stateFile = (name: string) => (options.stateDir ? join(options.stateDir, `${name}.json`) : join(cacheDir, `${name}-${fingerprint(outDir)}.json`));
  const tree = new OutputTree(outDir, stateFile('dist-state'));
  const { data, writeFonts } = writeEditionData(editions, tree, cacheDir, options.apiBase);
  const layouts = data.map(({ layout, layoutJson }) => ({ layout, json: layoutJson }));
  let payloads: { page: ServedPage; payload: string; edition: number }[] | undefined = data.flatMap((edition, index) =>
    edition.pages.map(({ page, payload }) => ({ page, payload, edition: index })),
  );
  const allPages = payloads.map(({ page }) => page);
  const dataWritten = new Set(tree.written);
  const changedPages = [...new Set(allPages.filter((page) => dataWritten.has(page.dataFile)).map((page) => page.path))];
  // From here only the render jobs hold the pages' data, each dropped once a renderer has its copy (render-pool.ts):
  // the build's memory peaks while rendering, and every page's data twice over was a tenth of it on a large site.
  for (const edition of data) edition.pages = [];
  if (options.once) forgetRememberedTexts();
  phase('page data');

  const code = await codeBuild.result;
  phase(code.cached ? 'bundles (cached)' : 'bundles (vite client + ssr; the rest of their time is in the phases above)');
  const assets = new Map(filesUnder(join(code.clientDir, 'assets')).map((file) => [`assets/${file}`, readFileSync(join(code.clientDir, 'assets', file))]));
  for (const [file, content] of assets) tree.put(file, content);
  // Assets take the slow, thorough compression: it runs on zlib's threads while this one renders pages, from the
  // bytes in memory (their own writes may still be queued). The other files are compressed by the server when first
  // asked for (src/shared/compression.ts).
  const assetCompression = precompress(
    outDir,
    tree.written.filter((file) => assets.has(file)),
    assets,
  );

  const renderKey = fingerprint(code.key, generator);
  const searchIndexCache = stateFile('search-index');
  const indexed = searchEntries(editions);
  const jobs: RenderJob[] = [];
  // What each HTML file is made from, by file, the not-found pages too: the search index is made again only when one
  // of these changed, and each file's script hashes are kept under it.
  const htmlPrints = new Map<string, string>();
  // Named like the index's cache file, so builds of other copies sharing node_modules/.cache never share it.
  const searchInput = new SearchInput(searchInputDir(searchIndexCache, indexed.size), indexed, htmlPrints);
  for (const { page, payload, edition } of payloads) {
    if (!page.htmlFile) continue;
    const print = fingerprint(renderKey, layouts[edition].json, page.path, payload);
    htmlPrints.set(page.htmlFile, print);
    if (tree.needs(page.htmlFile, print))
      jobs.push({ path: page.path, file: page.htmlFile, payload, locale: editions[edition].locale.code, search: indexed.get(page.htmlFile) });
  }
  payloads = undefined;
  // Each edition's not-found page, in its language: the server answers a missing /ar/… with ar/404.html.
  const notFoundFiles = new Set(editions.map((edition) => notFoundFile(edition.locale)));
  editions.forEach((edition, index) => {
    const file = notFoundFile(edition.locale);
    htmlPrints.set(file, fingerprint(renderKey, layouts[index].json, '404'));
    if (tree.needs(file, htmlPrints.get(file)!)) jobs.push({ path: `${edition.locale.prefix}/__not-found__`, file, locale: edition.locale.code });
  });
  const manifests = buildRouterManifests(code.viteManifest, new Set(model.pages.filter((page) => page.isDynamic).map((page) => page.route.template)));
  const failures: string[] = [];
  const setup = { ssrEntry: code.ssrEntry, layouts: Object.fromEntries(layouts.map(({ layout }) => [layout.locale.code, layout])), manifests };
  // Each rendered page's inline-script hashes, from the renderer that made it: its policy needs no second read.
  const scriptHashes = new Map<string, string[]>();
  // Pagefind indexes each language in its own process as soon as that language's pages are rendered (the English
  // while the Arabic renders), and this process writes the other files and compresses meanwhile.
  searchInput.expect(jobs.filter((job) => job.search).map((job) => job.file));
  const searchIndex = indexForSearch({ entries: indexed, searchInput, outDir, tree, htmlPrints, cacheFile: searchIndexCache });
  // Pagefind is the longest wait of a one-page rebuild: it reads the other pages on the other core while this renders.
  if (jobs.length <= LATE_PAGES) await searchIndex.sent('folders');
  const renderers = await renderPages(jobs, setup, (outcome) => {
    const expected = notFoundFiles.has(outcome.file) ? 404 : 200;
    if (outcome.status !== expected) failures.push(`${outcome.file} answered ${outcome.status}`);
    tree.write(outcome.file, outcome.html);
    scriptHashes.set(outcome.file, outcome.scriptHashes);
    if (outcome.indexed !== undefined) searchInput.add(outcome.file, outcome.indexed);
  });
  if (failures.length > 0) throw new Error(`Prerendering failed: ${failures.join('; ')}.`);
  // and it has every page before this thread writes the other files.
  await searchIndex.sent('pages');
  // The Arabic font's subset (half a second of WebAssembly, in a thread of its own) is made while Pagefind indexes the
  // language rendered last, on the core that indexing leaves free: made while pages rendered, it took a core from them.
  const fontsWritten = writeFonts();
  fontsWritten.catch(() => {});
  phase(`prerender (${jobs.length} pages)`);

  const { contentSources: sources, policies } = putSiteFiles({
    tree,
    editions,
    apiBase: layouts[0].layout.api.base,
    publicDir,
    images,
    allPages,
    notFoundFiles,
    htmlPrints,
    scriptHashes,
    scriptHashFile: stateFile('script-hashes'),
  });
  phase('feeds, files');

  // While Pagefind indexes: the main thread would wait.
  memory.save();
  const search = await searchIndex.done;
  await fontsWritten;
  // Only now is every file declared: what the last build made and this one did not is deleted.
  const removed = await tree.finish();
  const assetsCompressed = await assetCompression;
  phase(`search index (${search.indexed.length > 0 ? search.indexed.join(' + ') : 'cached'}), assets compressed (${assetsCompressed})`);

  // The server's part: its bundle (job pages are rendered per request), the page index and the CSP's sources.
  rmSync(serverDir, { recursive: true, force: true });
  mkdirSync(serverDir, { recursive: true });
  cpSync(join(code.ssrEntry, '..'), join(serverDir, 'bundle'), { recursive: true });
  const serverBuild: ServerBuild = {
    pages: allPages.map((page) => ({ path: page.path, htmlFile: page.htmlFile })),
    locales: model.locales,
    manifests,
    contentSources: sources,
    policies,
  };
  writeFileSync(join(serverDir, SERVER_BUILD_FILE), JSON.stringify(serverBuild));
  phase('server files');

  return {
    ok: true,
    report: {
      pages: allPages.filter((page) => page.htmlFile).length + editions.length,
      rendered: jobs.length,
      phases,
      phaseCpu,
      totalMs: performance.now() - started,
      bundlerRan: !code.cached,
      renderers,
      written: tree.written.length,
      removed: removed.length,
      images: { encoded: images.encoded, reused: images.reused },
      changedPages,
    },
  };
}
