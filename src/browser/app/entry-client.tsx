import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router.js';
import { pageDataReader, setPageDataAdapter } from './page-data-handoff.js';
import { fetchingSiteSource } from './site-source.js';
import { reloadOnceOnStaleChunks } from './stale-deploy.js';
import { SITE_DATA_EVENT, SITE_PROBLEMS_REQUEST } from '../../shared/dev-events.js';
import { layoutDataFile } from '../../shared/locales.js';
import '../styles/global.css';

reloadOnceOnStaleChunks();
// One router per edition: the page's language (from the server's HTML) decides which layout this document shows. A link
// to the other language (the language switch) loads a new document, whose <html lang dir> and font are its own.
const source = fetchingSiteSource(layoutDataFile(document.documentElement.lang));

/**
 * The layout is one file per edition (preloaded by the page's head, and cached between pages), not part of each
 * page's hydration data. If it cannot be fetched, the page stays as the server's HTML: readable, its links plain links.
 */
async function start() {
  const layout = await source.layout().catch(() => {
    source.forget();
    return source.layout();
  });
  const router = createAppRouter(source, layout);
  // A prerendered page's hydration script names its data's path; the router's hydrate step fetches it.
  setPageDataAdapter(router, pageDataReader);

  // `npm run dev` only (removed from the production bundle): an edit to site.yaml or a markdown file re-runs the
  // loaders, so the page shows the new text in place, keeping its scroll position and anything typed into a form.
  if (import.meta.hot) {
    const dropProblemOverlay = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
    const showLatest = async () => {
      source.forget();
      router.update({ ...router.options, context: { source, layout: await source.layout() } });
      void router.invalidate();
    };
    import.meta.hot.on(SITE_DATA_EVENT, () => {
      dropProblemOverlay();
      void showLatest();
    });
    // A save that came in while this page was starting (its HTML rendered, its scripts still loading: the editor's
    // preview on a busy machine) was announced before the listener above was there to hear it, and so was a save that
    // fixed a problem whose overlay the page drew. Once hydrated, the page drops the overlay, asks for the problems of
    // now and loads its data again (unchanged data re-renders nothing).
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      dropProblemOverlay();
      import.meta.hot?.send(SITE_PROBLEMS_REQUEST);
      void showLatest();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a long article or a slow phone then never blocks a tap or a scroll
  // (Lighthouse's Total Blocking Time), and the prerendered HTML is on screen and readable meanwhile.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}

void start();
