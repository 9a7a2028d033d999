import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH } from './books.cover.js';

/*
 * A book's cover from its PDF's first page, drawn by PDF.js on the canvas it brings for Node. It runs in
 * a worker thread of its own: PDF.js's build for Node replaces globals (JSON.stringify among them) with
 * polyfills that must not reach the server's own code, and drawing a page is CPU work that must not hold
 * up requests. Only operators upload PDFs, but a PDF is still untrusted input: no script evaluation, a
 * bounded image size, a memory cap and a time limit (the worker is ended when it runs over), and any
 * failure (encrypted, broken, too slow) leaves the caller to draw a cover instead.
 */

const RENDER_TIME_LIMIT_MS = 8_000;
/** Images inside the page larger than this many pixels are skipped rather than decoded. */
const MAX_IMAGE_PIXELS = 16_000_000;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const WORKER_DATA = {
  pdfjsUrl: pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.mjs')).href,
  // Twice the cover's size, so the reduction to the cover stays sharp; never more, whatever the page claims.
  box: { width: 2 * COVER_WIDTH, height: 2 * COVER_HEIGHT },
  options: {
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    verbosity: 0,
  },
};

/** The worker's code, evaluated as CommonJS in the worker's own realm. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const pdfjs = import(workerData.pdfjsUrl);
parentPort.on('message', async ({ id, pdf }) => {
  let task;
  try {
    const { getDocument } = await pdfjs;
    task = getDocument({ ...workerData.options, data: pdf });
    const document = await task.promise;
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const scale = Math.min(workerData.box.width / unscaled.width, workerData.box.height / unscaled.height);
    const viewport = page.getViewport({ scale });
    const { canvas, context } = document.canvasFactory.create(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    parentPort.postMessage({ id, png: new Uint8Array(canvas.toBuffer('image/png')) });
  } catch {
    parentPort.postMessage({ id, png: null });
  } finally {
    if (task) await task.destroy().catch(() => {});
  }
});
`;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (png: Uint8Array | null) => void>();

function settleAll(): void {
  for (const resolve of waiting.values()) resolve(null);
  waiting.clear();
}

/** One worker, started on first use and kept while in use; it does not keep the process alive. */
function renderer(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: WORKER_DATA, resourceLimits: { maxOldGenerationSizeMb: 256 } });
  started.unref();
  started.on('message', ({ id, png }: { id: number; png: Uint8Array | null }) => {
    waiting.get(id)?.(png);
    waiting.delete(id);
  });
  started.on('error', () => {});
  started.on('exit', () => {
    if (worker === started) worker = null;
    settleAll();
  });
  worker = started;
  return started;
}

/** The first page as a JPEG cover of the shelf's size, or null when it cannot be drawn in time. */
export async function renderFirstPage(pdf: Buffer): Promise<Buffer | null> {
  const id = (nextId += 1);
  const current = renderer();
  let timer: NodeJS.Timeout | undefined;
  const png = await new Promise<Uint8Array | null>((resolve) => {
    waiting.set(id, resolve);
    timer = setTimeout(() => void current.terminate(), RENDER_TIME_LIMIT_MS);
    current.postMessage({ id, pdf: new Uint8Array(pdf) });
  }).finally(() => clearTimeout(timer));
  if (!png) return null;
  try {
    return await sharp(png)
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
