import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, type Problem } from '../manifest/problem.js';
import { validateAndResolve } from '../generate/run.js';
import { modelSource, payloadAt } from '../model/model-source.js';
import { siteLayoutData } from '../model/page-data.js';
import type { SiteModel } from '../model/site-model.js';
import { SITE_LAYOUT_FILE, type SiteLayout, type SiteSource } from '../../shared/site-data.js';

export interface DevSite {
  plugin: Plugin;
  /** The last valid site: what dev pages render while site.yaml has problems. */
  source(): SiteSource | undefined;
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
  let current: { model: SiteModel; layout: SiteLayout } | undefined;
  let server: ViteDevServer | undefined;

  const run = (): boolean => {
    const result = validateAndResolve({ root, manifestFile, log: (message) => server?.config.logger.info(message, { timestamp: true }) });
    problems = result.ok ? [] : result.problems;
    if (result.ok) current = { model: result.model, layout: siteLayoutData(result.model, process.env.SITE_API_BASE || undefined) };
    return result.ok;
  };

  const report = () => {
    if (!server || problems.length === 0) return;
    const text = problems.map(formatProblem).join('\n\n');
    server.config.logger.error(`\n${text}\n\n${problems.length} problem(s) in site.yaml; the site keeps its last good version until they are fixed.`, {
      timestamp: true,
    });
    const first = problems[0];
    server.ws.send({
      type: 'error',
      err: {
        message: `site.yaml has ${problems.length} problem(s):\n\n${text}`,
        stack: '',
        plugin: 'site-manifest',
        id: resolve(root, first.file),
        loc: first.line > 0 ? { file: resolve(root, first.file), line: first.line, column: first.col } : undefined,
      },
    });
  };

  /** /_data/<file>.json from the current model, as the build would have written it. */
  const dataFor = (file: string): unknown => {
    if (!current) return undefined;
    return file === SITE_LAYOUT_FILE ? current.layout : payloadAt(current.model, file);
  };

  const plugin: Plugin = {
    name: 'site-manifest',
    configureServer(devServer) {
      server = devServer;
      run();
      report();
      devServer.ws.on('connection', report);
      devServer.watcher.add([manifestFile, resolve(root, 'content')]);
      const onChange = (file: string) => {
        const rel = relative(root, file);
        if (rel !== 'site.yaml' && !(rel.startsWith('content/') && rel.endsWith('.md'))) return;
        if (run()) devServer.ws.send({ type: 'full-reload' });
        else report();
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0]);
        if (!path.startsWith('/_data/')) return next();
        const data = dataFor(path.slice(1));
        if (data === undefined) response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
        else response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(data));
      });
    },
  };
  return { plugin, source: () => current && modelSource(current.model, current.layout) };
}
