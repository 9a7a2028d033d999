/**
 * Registers the service worker (public/sw.js): the app shell offline and web push. When a new release's worker has
 * installed while this page runs on the old one, a banner offers "New version available: reload"; the new worker
 * takes over only then, so a page never runs half on one release and half on the other.
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  const offer = (worker: ServiceWorker) => {
    if (document.getElementById('sw-update')) return;
    const banner = document.createElement('div');
    banner.id = 'sw-update';
    banner.setAttribute('role', 'status');
    banner.className =
      'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-ink-900 px-4 py-3 text-sm text-white shadow-card';
    banner.textContent = 'New version available';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'rounded-lg bg-brand-500 px-3 py-1.5 font-semibold text-white';
    button.textContent = 'Reload';
    button.addEventListener('click', () => worker.postMessage('skip-waiting'));
    banner.append(button);
    document.body.append(banner);
  };
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    });
  });
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded || !document.getElementById('sw-update')) return;
    reloaded = true;
    window.location.reload();
  });
}
