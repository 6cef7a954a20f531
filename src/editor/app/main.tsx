import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell } from './Shell.js';
import './styles/base.css';
import './styles/layout.css';
import './styles/form.css';
import './styles/conflict.css';
import './styles/pickers.css';
import './styles/publish.css';
import './styles/office.css';
import './styles/media.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
