import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { fetchingSiteSource } from './site-source';
import { reloadOnceOnStaleChunks } from './stale-deploy';
import '../styles/global.css';

reloadOnceOnStaleChunks();
const router = createAppRouter(fetchingSiteSource());
hydrateRoot(document, <RouterClient router={router} />);
