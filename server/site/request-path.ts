/**
 * The path and query of a request target as the site reads them. `new URL(target, base)` would treat `//host/…` as
 * another host and throw on `//`; splitting at the first `?` reads every target as a path of this site.
 */
export interface RequestPath {
  /** Percent-decoded path, or undefined when its escapes are malformed (`/%zz`). */
  pathname?: string;
  /** The raw path as sent, undecoded. */
  raw: string;
  /** `?…` or empty. */
  search: string;
  /** Set when the path repeats or mixes separators (`//`, `\`): the same path written once, to redirect to. */
  normalised?: string;
}

export function readRequestPath(target: string): RequestPath {
  const queryAt = target.indexOf('?');
  const raw = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const search = queryAt >= 0 ? target.slice(queryAt) : '';
  let pathname: string | undefined;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    pathname = undefined;
  }
  // `%2F%2F` and `%5C` count too: a decoded `//x` would otherwise leave as a protocol-relative Location.
  const looksOdd = /\/\/|\\/.test(raw) || (pathname !== undefined && /\/\/|\\/.test(pathname));
  if (!looksOdd || pathname === undefined) return { pathname, raw, search };
  const collapsed = `/${pathname
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\//, '')}`;
  return { pathname, raw, search, normalised: encodeURI(collapsed) };
}
