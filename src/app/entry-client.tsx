import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { reloadOnceOnStaleChunks } from './stale-deploy';
import '../styles/global.css';

reloadOnceOnStaleChunks();
const router = createAppRouter();
hydrateRoot(document, <RouterClient router={router} />);
