import { firmDateTime } from '../../shared/firm-time.js';

/** The editor's language, as its page declares it (`<html lang>`); English where there is no page (a unit test). */
const EDITOR_LANGUAGE = (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';

/** Every time the editor shows, on the firm's clock and in the editor's language: `29 Nov 2026, 14:05 Dubai time`. */
export function editorTime(at: string): string {
  return firmDateTime(at, EDITOR_LANGUAGE);
}
