import { lazy, Suspense, useEffect, useState } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { needsConsent, onOpenConsentSettings, storedChoice } from './consent-choice.js';

// The banner and the tag loader are their own chunks, fetched only when site.yaml names a tool: a site without
// analytics ships none of their code in its first load.
const ConsentBanner = lazy(() => import('./ConsentBanner.js'));

/**
 * Asks for consent to third-party measurement when site.yaml names a tool, and starts it only once given. Rendered
 * empty on the server (the choice lives in this browser's storage), so the banner appears after hydration, in a
 * live region that screen readers announce.
 */
export function ConsentHost() {
  const { analytics } = useSiteLayout();
  const [asking, setAsking] = useState<'first-visit' | 'settings' | false>(false);

  useEffect(() => {
    if (!needsConsent(analytics)) return;
    const choice = storedChoice(analytics);
    if (choice === 'granted') void import('./load-tags.js').then(({ loadTags }) => loadTags(analytics));
    else if (choice === undefined) setAsking('first-visit');
    return onOpenConsentSettings(() => setAsking('settings'));
  }, [analytics]);

  if (!needsConsent(analytics)) return null;
  return (
    <div className="consent-host" aria-live="polite">
      {asking && (
        <Suspense fallback={null}>
          <ConsentBanner analytics={analytics} takeFocus={asking === 'settings'} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
