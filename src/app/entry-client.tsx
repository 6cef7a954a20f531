import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { reloadOnceOnStaleChunks } from './stale-deploy';
import { reportWebVitals } from './analytics';
import '../styles/global.css';

reloadOnceOnStaleChunks();
const router = createAppRouter();
hydrateRoot(document, <RouterClient router={router} />);
void reportWebVitals();
