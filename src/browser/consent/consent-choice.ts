import type { SiteLayout } from '../../shared/site-data.js';

export type Analytics = NonNullable<SiteLayout['analytics']>;
export type ConsentChoice = 'granted' | 'denied';

const STORAGE_KEY = 'site-consent';

/** The ids a choice was made for: when site.yaml adds a tool, visitors are asked again rather than assumed to agree. */
function toolsOf(analytics: Analytics): string {
  return [analytics.tagManagerId, analytics.analyticsId].filter(Boolean).join(' ');
}

/** Whether site.yaml names any third-party measurement; without it there is nothing to ask about. */
export function needsConsent(analytics: SiteLayout['analytics']): analytics is Analytics {
  return Boolean(analytics?.tagManagerId || analytics?.analyticsId);
}

/** The visitor's remembered choice for these tools, or undefined when they have not chosen (or storage is off). */
export function storedChoice(analytics: Analytics): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { choice?: unknown; tools?: unknown } | null;
    if (stored?.tools !== toolsOf(analytics)) return undefined;
    return stored.choice === 'granted' || stored.choice === 'denied' ? stored.choice : undefined;
  } catch {
    // Storage blocked (private modes, strict settings): ask again, and load nothing until the visitor agrees.
    return undefined;
  }
}

export function storeChoice(analytics: Analytics, choice: ConsentChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice, tools: toolsOf(analytics), at: new Date().toISOString() }));
  } catch {
    // Not remembered: the choice still holds for this page.
  }
}

const OPEN_SETTINGS = 'site:consent-settings';

/** The footer's "Cookie settings" asks the consent host (mounted once per document) to show its banner again. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS));
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener);
  return () => window.removeEventListener(OPEN_SETTINGS, listener);
}
