import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * How JSON answers are compressed: cheaply, as they are made per request (the compression plugin, app.ts) or
 * once for an answer kept in memory (platform/read-cache.ts). Smaller answers go as they are.
 */
export const JSON_COMPRESSION = { thresholdBytes: 1024, brotliQuality: 4, gzipLevel: 5 } as const;

export type JsonEncoding = 'br' | 'gzip';

export const compressJson = (body: Buffer, encoding: JsonEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: JSON_COMPRESSION.brotliQuality } })
    : gzipSync(body, { level: JSON_COMPRESSION.gzipLevel });

/**
 * The encoding an Accept-Encoding header lets us use, Brotli first (the plugin's order): a coding is acceptable
 * when named, or covered by `*`, with a q-value above 0. Undefined: send the body as it is.
 */
export function preferredEncoding(header: string | string[] | undefined): JsonEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding, ...parameters] = part.toLowerCase().split(';');
    const name = coding?.trim();
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: JsonEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
