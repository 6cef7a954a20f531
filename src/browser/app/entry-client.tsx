import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { fetchingSiteSource } from './site-source';
import { reloadOnceOnStaleChunks } from './stale-deploy';
import '../styles/global.css';

reloadOnceOnStaleChunks();
const router = createAppRouter(fetchingSiteSource());
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of holding
// the main thread for the whole page: a long article or a slow phone then never blocks a tap or a scroll
// (Lighthouse's Total Blocking Time), and the prerendered HTML is on screen and readable meanwhile.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
