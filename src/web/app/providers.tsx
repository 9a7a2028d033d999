import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { OfflineNotice, Toaster } from '../components/ui';
import { readFrameData, seedQueries, type FrameData } from '../lib/frameData';
import { createQueryClient } from '../lib/queryClient';

/**
 * Server state, routing and toasts for the whole app. `location` draws one path outside the browser (prerendering),
 * with `frameData` in the cache; in the browser the cache starts with what the page's HTML holds.
 */
export function Providers({
  children,
  location,
  frameData,
}: {
  children: ReactNode;
  location?: string | undefined;
  frameData?: FrameData | undefined;
}) {
  const [queryClient] = useState(() => seedQueries(createQueryClient(), location === undefined ? readFrameData() : (frameData ?? [])));
  const content = (
    <>
      {children}
      <OfflineNotice />
      <Toaster />
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {location === undefined ? <BrowserRouter>{content}</BrowserRouter> : <StaticRouter location={location}>{content}</StaticRouter>}
    </QueryClientProvider>
  );
}
