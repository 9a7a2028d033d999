import { Suspense } from 'react';
import { LoadingScreen } from '../components/ui';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

export function App({ location }: { location?: string }) {
  return (
    <Providers location={location}>
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-[200] rounded-button bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
    </Providers>
  );
}
