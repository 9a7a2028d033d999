import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { Toaster } from '../components/ui';
import { createQueryClient } from '../lib/queryClient';

/** Server state, routing and toasts for the whole app; `location` draws one path at build time (prerendering). */
export function Providers({ children, location }: { children: ReactNode; location?: string | undefined }) {
  const [queryClient] = useState(createQueryClient);
  const content = (
    <>
      {children}
      <Toaster />
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {location === undefined ? <BrowserRouter>{content}</BrowserRouter> : <StaticRouter location={location}>{content}</StaticRouter>}
    </QueryClientProvider>
  );
}
