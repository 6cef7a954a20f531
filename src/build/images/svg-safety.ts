/**
 * SVG is a document that can carry scripts, event handlers and references to other sites; served from the site's
 * own address, a script in it runs with the site's authority. A drawing or logo needs none of that. `activeSvgParts`
 * names what an SVG carries of it (the validator refuses such a file, wherever it came from); `sanitizeSvg` removes
 * it from an upload. Plain text work, no DOM: it also runs where no browser is. What the removal might miss, the
 * check after it refuses, so an upload is either clean or refused with a reason.
 */

const CHECKS: [pattern: RegExp, what: string][] = [
  [/<script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler (on… attribute)'],
  [/javascript:|vbscript:|data:text\/html/i, 'a script address'],
  [/<foreignObject\b/i, 'embedded HTML (foreignObject)'],
  [/<(iframe|embed|object|audio|video|handler|listener)\b/i, 'embedded content'],
  [/<!ENTITY|<!DOCTYPE[^>]*\[/i, 'an entity declaration'],
  [/\shref\s*=\s*["'](?!#)|xlink:href\s*=\s*["'](?!#|data:image\/(png|jpeg|gif|webp);)/i, 'a link or reference to another file or site'],
  [/@import|url\(\s*["']?(?!#)/i, 'a stylesheet reference to another file or site'],
];

/** What active or external content the SVG's text carries, in words; empty when there is none. */
export function activeSvgParts(svg: string): string[] {
  return CHECKS.filter(([pattern]) => pattern.test(svg)).map(([, what]) => what);
}

/** The SVG without scripts, event handlers, embedded HTML and references to other files or sites. */
export function sanitizeSvg(svg: string): string {
  return svg
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '')
    .replace(/<(script|foreignObject|iframe|embed|object|audio|video|handler|listener)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|foreignObject|iframe|embed|object|audio|video|handler|listener)\b[^>]*\/>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(xlink:)?href\s*=\s*("(?!#)[^"]*"|'(?!#)[^']*')/gi, (match) => (/=\s*["']data:image\/(png|jpeg|gif|webp);/i.test(match) ? match : ''))
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*["']?(?!#)[^)]*\)/gi, 'none');
}
