import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH } from './books.cover.js';

/*
 * A book's cover from its PDF's first page, drawn by PDF.js on the canvas it brings for Node. Only
 * operators upload PDFs, but a PDF is still untrusted input: no script evaluation, a bounded image size,
 * a time limit, and any failure (encrypted, broken, too slow) leaves the caller to draw a cover instead.
 */

const RENDER_TIME_LIMIT_MS = 8_000;
/** Images inside the page larger than this many pixels are skipped rather than decoded. */
const MAX_IMAGE_PIXELS = 16_000_000;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  maxImageSize: MAX_IMAGE_PIXELS,
  standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
  cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
  cMapPacked: true,
  verbosity: 0,
} as const;

interface CanvasPair {
  canvas: { toBuffer: (type: 'image/png') => Buffer };
  context: unknown;
}

/** The first page as a JPEG cover of the shelf's size, or null when it cannot be drawn in time. */
export async function renderFirstPage(pdf: Buffer): Promise<Buffer | null> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ ...DOCUMENT_OPTIONS, data: new Uint8Array(pdf) });
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIME_LIMIT_MS);
  });
  const render = (async () => {
    const document = await task.promise;
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    // Twice the cover's size, so the reduction below stays sharp; never more than that, whatever the page claims.
    const scale = Math.min((2 * COVER_WIDTH) / unscaled.width, (2 * COVER_HEIGHT) / unscaled.height);
    const viewport = page.getViewport({ scale });
    const factory = document.canvasFactory as { create: (width: number, height: number) => CanvasPair };
    const { canvas, context } = factory.create(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
    return canvas.toBuffer('image/png');
  })();
  try {
    const png = await Promise.race([render, timeLimit]);
    if (!png) return null;
    return await sharp(png)
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    render.catch(() => {});
    await task.destroy().catch(() => {});
  }
}
