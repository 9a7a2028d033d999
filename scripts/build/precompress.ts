import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of `dir` of 1 KB or more. */
export async function precompressDir(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then(async (content) => {
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
}

/**
 * Compresses the build once, so the server sends the copies as they are (@fastify/static `preCompressed`)
 * instead of compressing the same files on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the prerendered pages are written (scripts/build/prerender.ts runs in the same hook, first).
    closeBundle: { order: 'post', sequential: true, handler: () => precompressDir(outDir) },
  };
}
