import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { Providers } from './app/providers';
import { PendingPage } from './app/routes';
import { LoadingScreen } from './components/ui';
import { TOP_MENTORS_FRAME_QUERY } from './features/mentors';
import { frameDataElement, type FrameData } from './lib/frameData';

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
 * The signed-in pages whose frame the server draws with public data at request time (src/server/platform/page-frames.ts):
 * for which roles (as the signed-in hint cookie names them; every role when absent), and the queries whose answers the
 * frame shows, each with the API address that answers it.
 */
export const FRAME_DATA_PAGES: readonly {
  path: string;
  roles?: readonly string[];
  queries: readonly { queryKey: readonly unknown[]; url: string }[];
}[] = [
  { path: '/view', roles: ['student'], queries: [TOP_MENTORS_FRAME_QUERY] },
  { path: '/MentorSection', queries: [TOP_MENTORS_FRAME_QUERY] },
];

/**
 * A signed-in page as it stands while the session check runs (PendingPage: the shell's frame and the page's
 * stand-in), drawn into the HTML a signed-in browser gets for that page: at build time without data, and by the
 * server with `frameData`, which then follows the frame in a JSON block for the app's cache.
 */
export async function renderShellFrame(path: string, frameData: FrameData = []): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers location={path} frameData={frameData}>
        <PendingPage />
      </Providers>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const frame = await new Response(prelude).text();
  return frameData.length > 0 ? `${frame}${frameDataElement(frameData)}` : frame;
}
