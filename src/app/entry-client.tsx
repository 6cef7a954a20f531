import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import '../styles/global.css';

const router = createAppRouter();
hydrateRoot(document, <RouterClient router={router} />);
