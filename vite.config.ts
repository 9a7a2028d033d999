import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress.ts';
import { preloadFonts } from './scripts/build/preload-font.ts';
import { prerenderPages } from './scripts/build/prerender.ts';
import { shellFiles } from './scripts/build/shell-files.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Every module's size per chunk, for the first-load check and the composition table in docs/benchmarks.md.
    visualizer({ filename: 'dist/bundle-stats.json', template: 'raw-data', gzipSize: true }),
    // The Latin face draws every first page; src/web/styles.css declares the subsets.
    preloadFonts(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    // Draws the visitor pages into HTML first, so the compression below covers them too.
    prerenderPages(),
    // The list of files the service worker keeps for the app to open offline.
    shellFiles(),
    precompress(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The entry's chunk graph, read by scripts/build/first-load.mjs to measure what `/` loads before it can draw.
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler made a chunk of every icon and every library hook shared by two pages (264 files,
        // up to 64 preloaded per page): each costs a request and a preload link on the phone's main thread. A few
        // libraries in one piece each keep a page's load to a handful of files; the first load stays within budget.
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
});
