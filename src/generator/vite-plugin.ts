import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, type Problem } from '../manifest/problem.js';
import { validateAndGenerate } from './run.js';

/**
 * Validates site.yaml and regenerates the routes before Vite and the router plugin start, and again
 * whenever site.yaml or content/ changes in dev. Problems go to the terminal and the browser's
 * error overlay; fixing the file clears the overlay without a restart.
 */
export function siteManifestPlugin(options: { root?: string } = {}): Plugin {
  const root = resolve(options.root ?? '.');
  const manifestFile = resolve(root, 'site.yaml');
  let problems: Problem[] = [];
  let server: ViteDevServer | undefined;

  const run = (): boolean => {
    const result = validateAndGenerate({ root, manifestFile, log: (message) => server?.config.logger.info(message, { timestamp: true }) });
    problems = result.ok ? [] : result.problems;
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

  return {
    name: 'site-manifest',
    enforce: 'pre',
    // `config` runs before any plugin's buildStart, so the router plugin sees up-to-date route files.
    config(_config, env) {
      const ok = run();
      if (!ok && env.command === 'build') {
        throw new Error(`site.yaml is not valid:\n\n${problems.map(formatProblem).join('\n\n')}`);
      }
    },
    configureServer(devServer) {
      server = devServer;
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
    },
  };
}
