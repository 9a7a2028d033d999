import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { Providers } from './app/providers';
import { PendingPage } from './app/routes';
import { LoadingScreen } from './components/ui';

export { PRERENDERED_PATHS, SHELL_PAGE_CODE } from './app/routes';
export { earlyRefreshScript } from './lib/early-refresh';

/** A visitor's page at `path` as HTML, once every lazily loaded part of it has arrived (build time only). */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App location={path} />
    </StrictMode>,
    // Every part inline: React would otherwise move large parts to the end with an inline script to put them in
    // place, and the content security policy allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The session check's "Loading..." screen, which every page drawn in the browser shows first (build time only). */
export const renderLoadingScreen = (): string => renderToStaticMarkup(<LoadingScreen />);

/**
 * A signed-in page as it stands while the session check runs (PendingPage: the shell's frame and the page's
 * stand-in), drawn into the HTML a signed-in browser gets for that page (build time only).
 */
export async function renderShellFrame(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers location={path}>
        <PendingPage />
      </Providers>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
