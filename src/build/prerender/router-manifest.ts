import { layoutDataFile } from '../../shared/locales.js';
import { pageDataFile, WEB_MANIFEST_FILE } from '../../shared/paths.js';
import type { ServerManifest } from '@tanstack/router-core';
import type { TemplateName } from '../../shared/site-data.js';
import { TEMPLATE_COMPONENTS, TEMPLATES_DIR } from '../../shared/templates.js';

/** The subset of Vite's .vite/manifest.json the prerenderer reads. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Stands for the part of an address the page loader fills in: the page's language, or its path. */
const MARK = '\u0000';

/** The router's id of the one route that renders every page (src/browser/app/routes.tsx). */
const PAGE_ROUTE_ID = '/$';

function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The one script tag of a prerendered page. Once the page has loaded and its content has been painted, it preloads
 * the page's code (entry, shared chunks, the template's chunks) and the data hydration waits for, links the web app
 * manifest and starts the app. Nothing competes with the page's own text and images for the network before that, so
 * the largest contentful paint never waits for JavaScript; until the app runs, the page is complete HTML with working
 * links. "Painted" is the browser's first-contentful-paint entry and two frames more (images that finished at `load`
 * paint in the next one); a hidden tab paints nothing, and a browser without paint timing reports nothing, hence the
 * timeout. The list is JSON, the entry first. `pageData`: the page's hydration script names its data file instead of
 * holding the data (src/browser/app/page-data-handoff.ts), so that file is preloaded with the code.
 */
export function pageLoader(files: string[], { pageData }: { pageData: boolean }): string {
  // The edition's layout file (`/_data/site.<lang>.json`) comes from the page's <html lang> by the same rule as
  // src/shared/locales.ts; the page's data file from its address by pageDataFile's (src/shared/paths.ts), whose
  // folder, extension and name for the home page are taken from it here; the address is lower-cased and loses its
  // trailing slashes as pathKey does.
  const [layoutBefore, layoutAfter] = `/${layoutDataFile(MARK)}`.split(MARK);
  const [dataBefore, dataAfter] = `/${pageDataFile(`/${MARK}`)}`.split(MARK);
  const homeName = `/${pageDataFile('/')}`.slice(dataBefore.length, -dataAfter.length);
  return (
    `(f=>{let done,loaded,painted,D=document;` +
    `const link=(href,rel,fetched)=>{const l=D.createElement('link');l.rel=rel;l.href=href;if(fetched){l.as='fetch';l.crossOrigin='anonymous'}D.head.append(l)};` +
    `const go=()=>{if(done||!loaded||!painted)return;done=1;` +
    `link(${JSON.stringify(layoutBefore)}+D.documentElement.lang+${JSON.stringify(layoutAfter)},'preload',1);` +
    (pageData
      ? `link(${JSON.stringify(dataBefore)}+(location.pathname.toLowerCase().replace(/\\/+$/,'').slice(1)||${JSON.stringify(homeName)})+${JSON.stringify(dataAfter)},'preload',1);`
      : '') +
    `link(${JSON.stringify(`/${WEB_MANIFEST_FILE}`)},'manifest');` +
    `f.slice(1).forEach(file=>link(file,'modulepreload'));import(f[0])};` +
    `const frames=()=>requestAnimationFrame(()=>requestAnimationFrame(go));` +
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted=1;frames()}}).observe({type:'paint',buffered:true})}catch{painted=1}` +
    `const onLoad=()=>{loaded=1;frames();setTimeout(()=>{painted=1;go()},1000)};` +
    `D.readyState==='complete'?onLoad():addEventListener('load',onLoad,{once:true})})(${JSON.stringify(files)})`
  );
}

/** The script files a prerendered page loads, as listed in its page loader (tests and the audit read them back). */
export function pageScriptFiles(html: string): string[] {
  const list = /\}\)\((\["[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Tells the router which files a page needs: stylesheets in the head, and the page loader above with the shared
 * entry, its static imports and the page's template chunks. One manifest per template: every page of a template
 * needs the same files. `perRequest`: the templates of pages the server renders per request (a job opening), whose
 * HTML holds its data, so their loader preloads none.
 */
export function buildRouterManifests(
  manifest: ViteManifest,
  perRequest: ReadonlySet<TemplateName>,
  base = '/',
): Record<TemplateName | 'not-found', ServerManifest> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk in .vite/manifest.json.');
  const url = (file: string) => `${base}${file}`;
  const entryClosure = staticClosure(manifest, entryKey);
  const shared = [entryKey, ...[...entryClosure].filter((key) => key !== entryKey)];
  const css = [...new Set([...entryClosure].flatMap((key) => manifest[key].css ?? []))].map(url);
  const rootWith = (own: string[], pageData: boolean): ServerManifest['routes'][string] => ({
    preloads: [],
    css,
    scripts: [
      {
        attrs: {},
        children: pageLoader(
          [...shared, ...own].map((key) => url(manifest[key].file)),
          { pageData },
        ),
      },
    ],
  });
  // The not-found page: the shared files only, and no page's data.
  const result: Partial<Record<TemplateName | 'not-found', ServerManifest>> = { 'not-found': { routes: { __root__: rootWith([], false) } } };
  for (const [template, component] of Object.entries(TEMPLATE_COMPONENTS) as [TemplateName, string][]) {
    const key = `${TEMPLATES_DIR}/${component}.tsx`;
    if (!manifest[key]) throw new Error(`The client build has no chunk for the ${template} template (${key}).`);
    const own = [...staticClosure(manifest, key)].filter((dependency) => !entryClosure.has(dependency));
    result[template] = {
      routes: {
        __root__: rootWith(own, !perRequest.has(template)),
        [PAGE_ROUTE_ID]: { preloads: [], css: own.flatMap((dependency) => manifest[dependency].css ?? []).map(url) },
      },
    };
  }
  return result as Record<TemplateName | 'not-found', ServerManifest>;
}
