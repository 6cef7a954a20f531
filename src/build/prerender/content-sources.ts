import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import type { ContentSources } from '../../shared/server-build.js';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The third-party origins the built pages use, so the server's CSP allows exactly those. */
export function contentSources(manifest: SiteManifest, apiBase: string): ContentSources {
  const analytics = manifest.analytics ?? {};
  const usesGoogle = Boolean(analytics.tagManagerId || analytics.analyticsId);
  const googleHosts = usesGoogle
    ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  return {
    scriptSrc: usesGoogle ? ['https://www.googletagmanager.com'] : [],
    connectSrc: [originOf(apiBase), ...googleHosts].filter((origin): origin is string => Boolean(origin)),
    frameSrc: [originOf(manifest.site.map.embedUrl)].filter((origin): origin is string => Boolean(origin)),
    imgSrc: googleHosts,
    formAction: [originOf(apiBase)].filter((origin): origin is string => Boolean(origin)),
  };
}
