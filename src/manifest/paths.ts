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

export function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
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
