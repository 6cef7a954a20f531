/**
 * dist/_headers and dist/_redirects, in the syntax Netlify and Cloudflare Pages share: a static host then sends what
 * `npm start` sends for the same paths (security headers, each page's CSP with its script hashes, cache rules, the
 * 301s from lower-case spellings), because both read the rules in src/shared/response-headers.ts.
 */
import { SEARCH_INDEX_DIR } from '../../shared/search.js';
import { CACHE_CONTROL, fileCacheControl, HSTS, RESOURCE_POLICY, SEARCH_POLICY, SECURITY_HEADERS, SVG_POLICY } from '../../shared/response-headers.js';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

const GENERATED = '# Written by `npm run build` from src/shared/response-headers.ts and site.yaml. Do not edit: edit those.';

export interface StaticHostInput {
  /** Every file of dist/, relative, as the build declared them. */
  files: string[];
  /** Every page with its prerendered file. */
  pages: { path: string; htmlFile: string }[];
  /** Each prerendered file's Content-Security-Policy (404.html included), as the server sends it. */
  policies: Record<string, string>;
}

type Rule = [pattern: string, headers: Record<string, string>];

function block([pattern, headers]: Rule): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/** A path as a host matches it: percent-encoded where it is not plain ASCII. */
const hostPath = (path: string) => encodeURI(path);

export function headersFile(input: StaticHostInput): string {
  const pageRule = (pattern: string, file: string): Rule => [
    pattern,
    { 'Content-Security-Policy': input.policies[file], 'Cache-Control': CACHE_CONTROL.revalidate },
  ];
  const rules: Rule[] = [
    // Static hosts serve HTTPS only, so HSTS goes with everything (the Node server adds it when the request is HTTPS).
    ['/*', { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS }],
    ['/assets/*', { 'Content-Security-Policy': RESOURCE_POLICY, 'Cache-Control': fileCacheControl('/assets/') }],
    ['/_data/*', { 'Content-Security-Policy': RESOURCE_POLICY, 'Cache-Control': fileCacheControl('/_data/') }],
    [`/${SEARCH_INDEX_DIR}/*`, { 'Content-Security-Policy': SEARCH_POLICY, 'Cache-Control': fileCacheControl(`/${SEARCH_INDEX_DIR}/`) }],
    ...input.pages.map((page) => pageRule(hostPath(page.path), page.htmlFile)),
    pageRule('/404.html', '404.html'),
  ];
  const otherFiles = input.files.filter(
    (file) =>
      !/^(assets|_data)\//.test(file) &&
      !file.startsWith(`${SEARCH_INDEX_DIR}/`) &&
      !file.endsWith('.html') &&
      !/\.(br|gz)$/.test(file) &&
      !file.startsWith('_'),
  );
  for (const file of otherFiles.sort()) {
    const path = `/${file}`;
    rules.push([hostPath(path), { 'Content-Security-Policy': file.endsWith('.svg') ? SVG_POLICY : RESOURCE_POLICY, 'Cache-Control': fileCacheControl(path) }]);
  }
  return `${GENERATED}\n\n${rules.map(block).join('\n\n')}\n`;
}

/**
 * A 301 from each page's all-lower-case spelling to its declared one (`/services` → `/Services`), as the server does;
 * then, for each edition under a prefix, its own not-found page for a missing address under it (`/ar/*` →
 * `/ar/404.html` with status 404). A host applies such a rule only where no file exists, and the first rule that
 * matches wins, so they come last. (Cloudflare Pages finds the nearest 404.html by itself and ignores them.)
 */
export function redirectsFile(pages: { path: string }[], editions: { prefix: string; notFoundFile: string }[] = []): string {
  const lines = pages.filter((page) => page.path.toLowerCase() !== page.path).map((page) => `${hostPath(page.path.toLowerCase())} ${hostPath(page.path)} 301`);
  const notFound = editions.filter((edition) => edition.prefix !== '').map((edition) => `${edition.prefix}/* /${edition.notFoundFile} 404`);
  return `${GENERATED}\n${[...lines, ...notFound].join('\n')}\n`;
}
