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
