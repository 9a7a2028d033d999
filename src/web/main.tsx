import { StrictMode, startTransition, useEffect } from 'react';
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
// As transitions, the first render and hydration yield to the browser every few milliseconds instead of holding the
// main thread for the whole tree: a tap meanwhile is answered sooner, and a phone's page is not frozen while it draws.
const render = () => startTransition(() => createRoot(container).render(app));
const hydrate = () => startTransition(() => void hydrateRoot(container, app));
// A prerendered page was drawn for a visitor: it hydrates once its code is here, in one pass. Someone who has
// signed in on this browser gets the app drawn afresh once the page's code is here too: the HTML shows the page's
// frame meanwhile (or the loading screen), and the app's first render is then that frame, or already the page,
// rather than a loading screen in between. Every page the build did not draw is drawn at once. A failed fetch ahead
// of time is retried by the render that needs the page (lazyPage forgets failures).
if (root.hasAttribute('data-prerendered') && !signedIn) {
  void pageLoaded.then(hydrate, render);
} else if (signedIn) {
  void pageLoaded.then(render, render);
} else {
  pageLoaded.catch(() => undefined);
  render();
}

// After the page has loaded, off its critical path: the offline shell, push and the update prompt. A prerendered
// page's boot script imports this module after the load event may have fired, so that case registers at once.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerWorker = () => void import('./lib/serviceWorker').then((module) => module.registerServiceWorker()).catch(() => undefined);
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
