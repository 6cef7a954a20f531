/** Path rules shared by the validator, the generator and the server: one place decides what "the same page" means. */

/** Case and a trailing slash do not make a different page: /contact-us/ is /Contact-Us. */
export function pathKey(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/** The part of a link that names a page: no query string or fragment. */
export function linkTarget(link: string): string {
  return link.replace(/[?#].*$/, '') || '/';
}

/** A path of this site. `//host` and `/\host` are not: browsers read both as the address of another website. */
export function isInternal(link: string): boolean {
  return link.startsWith('/') && !/^\/[/\\]/.test(link);
}

/** What a link may be besides a path of this site. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Why `link` must not be used as a link or image address, in an editor's words (to follow "it", as in "`//x` is
 * not allowed: it starts with `//`, …"); undefined for a path of this site, an http(s), mailto: or tel: address, or a relative address.
 * Reads the link the way a browser does: leading spaces and control characters are ignored, tabs and line breaks
 * removed, `\` counts as `/`, and schemes are case-insensitive.
 */
export function unsafeLinkReason(link: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = link.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  if (/^[/\\]{2}/.test(cleaned)) return `starts with \`${cleaned.slice(0, 2)}\`, which browsers read as the address of another website`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned)?.[1].toLowerCase();
  if (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) return undefined;
  if (scheme === 'javascript' || scheme === 'vbscript') return `runs a script (\`${scheme}:\`) instead of opening a page`;
  if (scheme === 'data') return 'carries a whole document in the address (`data:`)';
  if (scheme === 'file') return "points at a file on the visitor's own computer (`file:`)";
  return `uses \`${scheme}:\` (only https://, http://, mailto: and tel: addresses can be linked)`;
}

/** A file path with a `..` part, which could lead out of the folder it is written relative to. */
export function climbsOut(path: string): boolean {
  return path.split(/[/\\]/).includes('..');
}

/** `/careers/{careerId}/careers-details` has a part filled in at run time. */
export function hasParams(path: string): boolean {
  return /\{[^}]+\}/.test(path);
}

/** Matches a concrete path against a declared one with `{param}` parts, ignoring case. */
export function matchesDeclared(declared: string, path: string): boolean {
  if (!hasParams(declared)) return pathKey(declared) === pathKey(path);
  const pattern = new RegExp(
    '^' +
      declared
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+') +
      '/?$',
    'i',
  );
  return pattern.test(path);
}

/** The `{name}` parts of a declared path, in order. */
export function paramNames(declared: string): string[] {
  return [...declared.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

/** The values a concrete path gives a declared one's `{param}` parts, or undefined when it does not match. */
export function paramsOf(declared: string, path: string): Record<string, string> | undefined {
  if (!matchesDeclared(declared, path)) return undefined;
  const names = paramNames(declared);
  if (names.length === 0) return {};
  const pattern = new RegExp(
    '^' +
      declared
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([^/]+)') +
      '/?$',
    'i',
  );
  const values = pattern.exec(path)!.slice(1);
  return Object.fromEntries(names.map((name, index) => [name, values[index]]));
}

/**
 * Where a page's data lives in the built site, relative to its root: `/Contact-Us` → `_data/contact-us.json`.
 * Lower-cased, so every spelling of a path finds the same file on a case-sensitive static host; `{param}`
 * parts become `_param`, since braces would be percent-encoded in a URL.
 */
export function pageDataFile(path: string): string {
  const key = pathKey(path);
  if (key === '/') return '_data/_home.json';
  return `_data/${key.slice(1).replace(/\{([^}]+)\}/g, '_$1')}.json`;
}

/** Where a served page's HTML lives in the built site: its declared spelling, as a folder with index.html. */
export function pageHtmlFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The web app manifest, relative to the site's root. Pages link it only once they have painted (the page loader in
 * src/build/prerender/router-manifest.ts): it is for installing the site, and fetched with the page it would share a
 * phone's first round trips with the stylesheet and the fonts.
 */
export const WEB_MANIFEST_FILE = 'site.webmanifest';
