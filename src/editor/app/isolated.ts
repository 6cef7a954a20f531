/**
 * A person-supplied text (a name, a title) set apart from the sentence around it, for the places <bdi> cannot go:
 * plain strings such as a notice, a confirm() question or an aria-label. First Strong Isolate … Pop Directional
 * Isolate is what <bdi> does: an Arabic name no longer carries the punctuation beside it into right-to-left order.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
