import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font files whose names match, so the browser fetches
 * the text face together with the stylesheet instead of after it (the hashed name is known only after bundling).
 */
export function preloadFonts(match: RegExp): Plugin {
  return {
    name: 'campus:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => match.test(file));
        if (files.length === 0) throw new Error(`no built font matches ${match}: the preload would point nowhere`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
