import type { Plugin } from 'vite';

const SHELL_FILE = /\.(?:js|css|woff2)$/;

/**
 * Writes `shell-files.json`, every hashed script, stylesheet and font of the build: the service worker (public/sw.js)
 * keeps them all at install, so the app opens offline on any page, not only on the ones the first visit loaded
 * before the worker was there (about 2.3 MB today, 0.6 MB as the server sends it compressed).
 */
export function shellFiles(): Plugin {
  return {
    name: 'campus-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((fileName) => fileName.startsWith('assets/') && SHELL_FILE.test(fileName))
        .sort()
        .map((fileName) => `/${fileName}`);
      this.emitFile({ type: 'asset', fileName: 'shell-files.json', source: JSON.stringify(files) });
    },
  };
}
