import type { RouteData } from './api.js';

/** What a page still lacks in Arabic: its words (the `ar` fields of the form), its text, or both; empty when it lacks nothing. */
export function missingArabic(data: RouteData): ('words' | 'text')[] {
  const arabic = data.route.ar;
  const hasWords = !!arabic && typeof arabic === 'object' && Object.values(arabic).some((value) => value !== undefined && value !== '');
  const missing: ('words' | 'text')[] = hasWords ? [] : ['words'];
  if (data.bodyFile && !data.arabicBody?.trim()) missing.push('text');
  return missing;
}

/**
 * Said before a page is saved or published without Arabic: the Arabic site would show it in English. The button
 * opens the Arabic fields (the form's “Arabic” group and the Arabic page text) and moves the focus there.
 */
export function ArabicNotice({ missing, onOffer }: { missing: ('words' | 'text')[]; onOffer: () => void }) {
  if (missing.length === 0) return null;
  const what =
    missing.length === 2
      ? 'Neither its words (title, heading…) nor its page text are in Arabic yet.'
      : missing[0] === 'words'
        ? 'Its words (title, heading…) are not in Arabic yet.'
        : 'Its page text is not in Arabic yet.';
  return (
    <section className="notice arabic-notice" aria-labelledby="arabic-notice-heading">
      <h2 id="arabic-notice-heading">This page has no Arabic yet</h2>
      <p>{what} Until they are, the Arabic site shows them in English. You can save now and add the Arabic later.</p>
      <button type="button" className="button button-small" onClick={onOffer}>
        Write the Arabic
      </button>
    </section>
  );
}
