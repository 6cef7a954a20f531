import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import '../styles/global.css';

// Styles that only make sense once scripts run (e.g. dropdowns opened by buttons) key off this class.
document.documentElement.classList.add('js');
const router = createAppRouter();
hydrateRoot(document, <RouterClient router={router} />);
