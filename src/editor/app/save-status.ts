import type { EditorState } from './api.js';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The status line's words. "All changes saved" only when the draft holds no change, no edit is still on its way,
 * and nothing this tab shows was changed elsewhere since: the screen is then exactly what is stored.
 */
export function saveStatus(state: EditorState, pending: boolean, failure?: string): { kind: 'failed' | 'blocked' | 'dirty' | 'stale' | 'clean'; text: string } {
  if (failure)
    return {
      kind: 'failed',
      text: `Your latest edit could not reach the editor (${failure}). It is kept in this tab and sent again with your next change or Save.`,
    };
  const problems = state.problems.length;
  if (problems > 0) {
    return { kind: 'blocked', text: `Save is off: ${count(problems, 'problem')} to fix first, shown at ${problems === 1 ? 'its field' : 'their fields'}.` };
  }
  const elsewhere = state.stale
    ? ' Changes were also saved elsewhere since you opened this tab: Save combines them with yours, or asks where both changed the same field.'
    : '';
  if (pending || state.dirty) return { kind: 'dirty', text: `Unsaved changes.${elsewhere}` };
  if (state.stale) return { kind: 'stale', text: 'Changed in another tab or on disk since this tab read it: what you see here is not the latest version.' };
  return { kind: 'clean', text: 'All changes saved.' };
}
