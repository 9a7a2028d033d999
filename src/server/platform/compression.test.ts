import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJson, preferredEncoding } from './compression.js';

describe('preferredEncoding', () => {
  it('prefers Brotli, honours q-values and the wildcard, and sends the body as it is otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR ; Q=0.1')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate, compress')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding(['gzip', 'br;q=0'])).toBe('gzip');
  });

  it('compresses to what decompresses back to the body', () => {
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ i, text: 'campus '.repeat(20) })) }));
    expect(brotliDecompressSync(compressJson(body, 'br'))).toEqual(body);
    expect(gunzipSync(compressJson(body, 'gzip'))).toEqual(body);
    expect(compressJson(body, 'br').length).toBeLessThan(body.length / 4);
  });
});
