/**
 * This tab's draft id, new each time the page loads. Not kept in sessionStorage: a duplicated tab copies that, and
 * two tabs sharing a draft is the very thing drafts prevent. Reloading a tab with unsaved edits asks first.
 */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const draftId = randomId();
