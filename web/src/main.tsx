import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// `/` arrives prerendered (web/prerender-plugin.ts): React adopts that markup instead of redrawing
// it. Any other path gets the empty shell; `/index.html` typed by hand is the one prerendered page
// at the wrong path, so it is cleared and rendered afresh.
if (container.hasChildNodes() && window.location.pathname === '/') {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
