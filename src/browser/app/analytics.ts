import type { SiteLayout } from '../../shared/site-data';

type Analytics = SiteLayout['analytics'];

/**
 * Tag manager and analytics tags, only when site.yaml names their ids: without them no third-party
 * script loads at all. The inline snippets are allowed by the server's CSP through their hashes.
 */
export function analyticsHeadScripts(analytics: Analytics) {
  const scripts: { src?: string; async?: boolean; children?: string }[] = [];
  if (analytics?.tagManagerId) {
    scripts.push({ children: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" });
    scripts.push({ src: `https://www.googletagmanager.com/gtm.js?id=${analytics.tagManagerId}`, async: true });
  }
  if (analytics?.analyticsId) {
    scripts.push({ src: `https://www.googletagmanager.com/gtag/js?id=${analytics.analyticsId}`, async: true });
    scripts.push({
      children: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config','${analytics.analyticsId}');`,
    });
  }
  return scripts;
}

/** Core Web Vitals to analytics, loaded only when analytics is configured. */
export async function reportWebVitals(analytics: Analytics): Promise<void> {
  if (!analytics?.analyticsId) return;
  const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import('web-vitals');
  const send = (metric: { name: string; value: number; id: string; rating: string }) => {
    const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
    gtag?.('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_rating: metric.rating,
      non_interaction: true,
    });
  };
  for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(send);
}
