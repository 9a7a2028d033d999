import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
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
