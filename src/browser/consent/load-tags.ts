// Loaded only after the visitor accepts: the one place third-party measurement is started. Nothing here runs from the
// page's HTML, so no inline snippet needs a CSP hash; the policy allows just the hosts these scripts come from
// (src/build/prerender/content-sources.ts).
import type { Analytics } from './consent-choice.js';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let started = false;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Google Tag Manager and Google Analytics, as their own snippets would start them; once per page. */
export function loadTags(analytics: Analytics): void {
  if (started) return;
  started = true;
  const tagWindow = window as TagWindow;
  const dataLayer = (tagWindow.dataLayer ??= []);
  if (analytics.tagManagerId) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(analytics.tagManagerId)}`);
  }
  if (analytics.analyticsId) {
    tagWindow.gtag = function gtag() {
      // gtag.js reads only Arguments objects from the data layer, not arrays: this is its documented snippet.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    tagWindow.gtag('js', new Date());
    tagWindow.gtag('config', analytics.analyticsId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.analyticsId)}`);
    void reportWebVitals(tagWindow);
  }
}

/** Core Web Vitals to analytics, as events. */
async function reportWebVitals(tagWindow: TagWindow): Promise<void> {
  const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import('web-vitals');
  const send = (metric: { name: string; value: number; id: string; rating: string }) => {
    tagWindow.gtag?.('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_rating: metric.rating,
      non_interaction: true,
    });
  };
  for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(send);
}

/**
 * After "Reject" on a page where the tags had run: their cookies are deleted (on this host and its parent domains,
 * where Google Analytics sets them) and the page reloads, so nothing of theirs keeps running.
 */
export function forgetTags(): void {
  const hostParts = location.hostname.split('.');
  const domains = hostParts.map((_, index) => hostParts.slice(index).join('.')).filter((domain) => domain.includes('.'));
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (!/^(_ga|_gid|_gat|_gcl)/.test(name)) continue;
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${domain}`;
  }
  location.reload();
}

export function tagsStarted(): boolean {
  return started;
}
