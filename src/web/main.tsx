import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { readStoredUser } from './lib/storage';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const container = root;

/** A prerendered page is inert until React has taken it over; then it answers taps and keys. */
function Interactive() {
  useEffect(() => container.removeAttribute('inert'), []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    <Interactive />
  </StrictMode>
);

const signedIn = readStoredUser().userId !== null;
const pageLoaded = preloadPage(window.location.pathname, signedIn);
// A prerendered page was drawn for a visitor: it hydrates once its code is here, in one pass. Someone who has
// signed in on this browser gets the app drawn afresh, as does every page the build did not draw (over the
// loading screen the index holds).
if (root.hasAttribute('data-prerendered') && !signedIn) {
  void pageLoaded.then(
    () => hydrateRoot(container, app),
    () => createRoot(container).render(app),
  );
} else {
  // A failed fetch ahead of time is retried by the render that needs the page (lazyPage forgets failures).
  pageLoaded.catch(() => undefined);
  createRoot(container).render(app);
}
