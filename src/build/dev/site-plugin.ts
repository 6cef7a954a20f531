import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, type Problem } from '../manifest/problem.js';
import { validateManifest } from '../validate/validate-and-resolve.js';
import { modelSource, payloadAt } from '../model/model-source.js';
import { siteLayoutData } from '../model/page-data.js';
import { arabicFontFaces, wholeArabicFont } from '../fonts/arabic-font.js';
import type { SiteLayout, SiteSource } from '../../shared/site-data.js';
import { layoutDataFile, localeOfPath } from '../../shared/locales.js';
import { resolveEditions, type SiteModel } from '../model/site-model.js';
import { SITE_DATA_EVENT, SITE_PROBLEMS_REQUEST } from '../../shared/dev-events.js';
import { waitForSettledFile } from './settled-file.js';

/** Where the dev server serves the Arabic typeface (whole, not subset: see `wholeArabicFont`). */
const DEV_FONT_DIR = '/_dev-fonts/';
const devFontFiles = wholeArabicFont();

/** An edition in Arabic script gets its typeface in dev too, as the build gives it (without the preload). */
function withDevFont(model: SiteModel, layout: SiteLayout): SiteLayout {
  if (model.locale.script !== 'Arab') return layout;
  return { ...layout, font: { faces: arabicFontFaces(devFontFiles, DEV_FONT_DIR), preload: [] } };
}

/** The error Vite's overlay shows. */
interface OverlayError {
  message: string;
  stack: string;
  plugin: string;
  id: string;
  loc?: { file: string; line: number; column: number };
}

/** "site.yaml (2), content/blogs/vat.md (1)": each problem counted under its own file. */
function filesWithProblems(problems: Problem[]): string {
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  return [...counts].map(([file, count]) => `${file} (${count})`).join(', ');
}

const plural = (count: number) => `${count} problem${count === 1 ? '' : 's'}`;

export interface DevSite {
  plugin: Plugin;
  /** The last valid site, in the edition `path` belongs to: what dev pages render while site.yaml has problems. */
  source(path: string): SiteSource | undefined;
}

/**
 * The dev server's view of site.yaml and content/: validated and resolved at start and on every change, page
 * data served at the same /_data/ addresses as the build writes, problems in the terminal and the browser's
 * error overlay. Fixing the file clears the overlay without a restart.
 */
export function devSite(options: { root?: string } = {}): DevSite {
  const root = resolve(options.root ?? '.');
  const manifestFile = resolve(root, 'site.yaml');
  let problems: Problem[] = [];
  let current: { editions: { model: SiteModel; layout: SiteLayout }[] } | undefined;
  let server: ViteDevServer | undefined;

  const run = (): boolean => {
    const result = validateManifest({ root, manifestFile, log: (message) => server?.config.logger.info(message, { timestamp: true }) });
    problems = result.ok ? [] : result.problems;
    if (result.ok) {
      // Every edition from site.yaml as declared, as the build resolves them (the dev server builds no images).
      const editions = resolveEditions(result.manifest, resolve(root, 'content'));
      current = { editions: editions.map((model) => ({ model, layout: withDevFont(model, siteLayoutData(model, process.env.SITE_API_BASE || undefined)) })) };
    }
    return result.ok;
  };

  /** The last run read site.yaml empty: a save that truncated it may still be writing. */
  const readEmptyManifest = () => problems.some((problem) => problem.file === 'site.yaml' && problem.code === 'empty-file');

  const overlayError = (): OverlayError | undefined => {
    if (problems.length === 0) return undefined;
    const first = problems[0];
    const file = resolve(root, first.file);
    return {
      message: `${plural(problems.length)} in ${filesWithProblems(problems)}:\n\n${problems.map(formatProblem).join('\n\n')}`,
      stack: '',
      plugin: 'site-manifest',
      id: file,
      loc: first.line > 0 ? { file, line: first.line, column: first.col } : undefined,
    };
  };

  const report = () => {
    const err = overlayError();
    if (!server || !err) return;
    server.config.logger.error(
      `\n${problems.map(formatProblem).join('\n\n')}\n\n${plural(problems.length)} in ${filesWithProblems(problems)}; the site keeps its last good version until they are fixed.`,
      { timestamp: true },
    );
    server.ws.send({ type: 'error', err });
  };

  /** /_data/<file>.json from the current model, as the build would have written it. */
  const dataFor = (file: string): unknown => {
    for (const { model, layout } of current?.editions ?? []) {
      if (file === layoutDataFile(model.locale.code)) return layout;
      const payload = payloadAt(model, file);
      if (payload) return payload;
    }
    return undefined;
  };

  const plugin: Plugin = {
    name: 'site-manifest',
    configureServer(devServer) {
      server = devServer;
      run();
      report();
      devServer.ws.on('connection', report);
      // A page that opens while there are problems gets the overlay on connection; once hydrated it drops that one
      // (it may be stale) and asks again (entry-client.tsx).
      devServer.ws.on(SITE_PROBLEMS_REQUEST, (_data, client) => {
        const err = overlayError();
        if (err) client.send({ type: 'error', err });
      });
      devServer.watcher.add([manifestFile, resolve(root, 'content')]);
      // Saves come in bursts (truncate, write; or several files at once): only the last change of a burst is checked,
      // once its file has settled.
      let latest = 0;
      const onChange = async (file: string) => {
        const rel = relative(root, file);
        if (rel !== 'site.yaml' && !(rel.startsWith('content/') && rel.endsWith('.md'))) return;
        const change = ++latest;
        let ok = false;
        // The next save can truncate site.yaml between the settled read and the validator's own read: an empty
        // read right after a settled, non-empty one is another save under way, so it waits for that to settle
        // too. A file that stays empty is reported once the wait runs out.
        for (let attempt = 0; attempt < 3; attempt++) {
          const settled = await waitForSettledFile(file);
          if (change !== latest) return;
          ok = run();
          if (ok || !settled || !readEmptyManifest()) break;
        }
        // Open pages fetch their data again and re-render in place: scroll position and form input stay.
        if (ok) devServer.ws.send({ type: 'custom', event: SITE_DATA_EVENT, data: { file: rel } });
        else report();
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0]);
        const font = path.startsWith(DEV_FONT_DIR) ? devFontFiles.find((file) => `${DEV_FONT_DIR}${file.fileName}` === path) : undefined;
        if (font) return void response.writeHead(200, { 'Content-Type': 'font/woff2', 'Cache-Control': 'no-store' }).end(font.bytes);
        if (!path.startsWith('/_data/')) return next();
        const data = dataFor(path.slice(1));
        if (data === undefined) response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
        else response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(data));
      });
    },
  };
  const source = (path: string) => {
    if (!current) return undefined;
    const { code } = localeOfPath(path, current.editions[0].model.locales);
    const edition = current.editions.find(({ model }) => model.locale.code === code)!;
    return modelSource(edition.model, edition.layout);
  };
  return { plugin, source };
}
