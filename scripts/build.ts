// `npm run build`: validate → generate → client build → server build → prerender every page to dist/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { formatProblem } from '../src/manifest/problem.js';
import { hasParams } from '../src/manifest/paths.js';
import { validateAndGenerate } from '../src/generator/run.js';
import { generateTypes } from '../src/generator/schema-types.js';
import { routeFileFor, routerPath } from '../src/generator/route-files.js';
import { buildRouterManifest, type ViteManifest } from '../src/prerender/router-manifest.js';
import { robotsTxt, rssXml, sitemapXml, webManifest } from '../src/prerender/feeds.js';
import { precompress } from '../src/prerender/compress.js';
import { contentSources } from '../src/prerender/content-sources.js';

const root = resolve('.');
const distDir = join(root, 'dist');
const ssrDir = join(root, 'node_modules/.cache/site-ssr');
const started = performance.now();

await generateTypes();
const result = validateAndGenerate({ root, log: console.log });
if (!result.ok) {
  for (const problem of result.problems) console.error(`${formatProblem(problem)}\n`);
  console.error(`${result.problems.length} problem(s) in site.yaml: the site was not built.`);
  process.exit(1);
}
const { manifest } = result;

rmSync(distDir, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { outDir: distDir } });
await build({ logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false } });

const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
const routeFiles = new Map<string, string>();
for (const route of manifest.routes) {
  const paths = [route.path, ...(route.template === 'article' ? (route.aliases ?? []) : [])];
  for (const path of paths) routeFiles.set(routerPath(path), `src/generated/routes/${routeFileFor(path)}`);
}
const routerManifest = buildRouterManifest(viteManifest, routeFiles);
const { render } = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as typeof import('../src/app/entry-server.js');

const renderStarted = performance.now();
const pages = manifest.routes
  .flatMap((route) => [route.path, ...(route.template === 'article' ? (route.aliases ?? []) : [])])
  .filter((path) => !hasParams(path));
for (const path of pages) {
  const { status, html } = await render(`http://localhost${path}`, routerManifest);
  if (status !== 200) throw new Error(`Prerendering ${path} answered ${status}.`);
  writeHtml(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, html);
}
const notFound = await render('http://localhost/__page-that-does-not-exist__', routerManifest);
writeHtml('404.html', notFound.html);
const renderMs = performance.now() - renderStarted;
writeFileSync(join(ssrDir, 'router-manifest.json'), JSON.stringify(routerManifest));
writeFileSync(join(ssrDir, 'content-sources.json'), JSON.stringify(contentSources(manifest, process.env.SITE_API_BASE || manifest.api.base)));
writeFileSync(join(distDir, 'routes.json'), JSON.stringify(manifest.routes.map((route) => route.path)));
writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(manifest));
writeFileSync(join(distDir, 'robots.txt'), robotsTxt(manifest));
writeFileSync(join(distDir, 'rss.xml'), rssXml(manifest));
writeFileSync(join(distDir, 'site.webmanifest'), webManifest(manifest));
rmSync(join(distDir, '.vite'), { recursive: true, force: true });
const compressed = await precompress(distDir);

const count = pages.length + 1;
console.log(
  `Wrote sitemap.xml, robots.txt, rss.xml and site.webmanifest; precompressed ${compressed.files} files (brotli and gzip) in ${(compressed.ms / 1000).toFixed(1)} s.`,
);
console.log(
  `Prerendered ${count} pages in ${(renderMs / 1000).toFixed(2)} s (${(renderMs / count).toFixed(1)} ms per page); total build ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

function writeHtml(file: string, html: string) {
  const target = join(distDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`);
}
