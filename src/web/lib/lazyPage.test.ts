import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

const Page = () => createElement('h1', null, 'The page');
const drawn = (component: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(component)));

describe('lazyPage', () => {
  it('shows the fallback while the page’s code has not arrived', () => {
    const LazyPage = lazyPage(() => new Promise<{ default: typeof Page }>(() => {}));
    expect(drawn(LazyPage)).toContain('Loading');
  });

  it('draws a preloaded page in the first render, without suspending', async () => {
    let loads = 0;
    const LazyPage = lazyPage(async () => {
      loads += 1;
      return { default: Page };
    });
    await LazyPage.preload();
    expect(drawn(LazyPage)).toContain('The page');
    await LazyPage.preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let attempt = 0;
    const LazyPage = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { default: Page };
    });
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await LazyPage.preload();
    expect(drawn(LazyPage)).toContain('The page');
  });
});
