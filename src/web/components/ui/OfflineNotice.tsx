import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Issue 35.4: with the network gone, the app shell still opens (public/sw.js), but anything it has not fetched cannot
 * load; this says so on every page instead of leaving a list spinning, and goes away by itself once back online.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl bg-ink-900 px-4 py-3 text-sm text-white shadow-card md:bottom-4"
    >
      <WifiOff className="mt-0.5 size-4 text-white" aria-hidden="true" />
      <p>
        <strong className="font-semibold">You are offline.</strong> What you opened before is still here; anything new loads when you are
        back online.
      </p>
    </div>
  );
}
