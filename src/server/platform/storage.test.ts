import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { createLocalStorage, decodeDataUrl, reencodeImage, saveImage } from './storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'campus-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const statusOf = async (work: () => unknown) => {
  try {
    await work();
  } catch (error) {
    return error instanceof AppError ? error.statusCode : -1;
  }
  return 200;
};

describe('storage platform', () => {
  it('re-encodes an image: orientation applied, longest side 500 px, JPEG, metadata gone', async () => {
    // 400 x 1000 stored sideways (EXIF orientation 6 = rotate 90°), with GPS-like text in EXIF.
    const input = await sharp({ create: { width: 1000, height: 400, channels: 3, background: { r: 10, g: 200, b: 90 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'where-i-live' } })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const output = await reencodeImage(input);
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([200, 500]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(output.includes(Buffer.from('where-i-live'))).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const meta = await sharp(await reencodeImage(small)).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  it('refuses what is not an image (415), SVG included, and more than 10 MB (413)', async () => {
    expect(await statusOf(() => reencodeImage(Buffer.from('hello, world')))).toBe(415);
    expect(await statusOf(() => reencodeImage(Buffer.alloc(0)))).toBe(415);
    expect(await statusOf(() => reencodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')))).toBe(415);
    expect(await statusOf(() => reencodeImage(Buffer.alloc(10 * 1024 * 1024 + 1)))).toBe(413);
    expect(await statusOf(() => decodeDataUrl(`data:image/png;base64,${'A'.repeat(14_100_000)}`))).toBe(413);
    expect(await statusOf(() => decodeDataUrl('not a data url'))).toBe(415);
    expect(await statusOf(() => decodeDataUrl('data:image/png;base64,@@@@'))).toBe(415);
    expect(decodeDataUrl(`data:image/png;base64,${Buffer.from('abc').toString('base64')}`).toString()).toBe('abc');
  });

  it('the local store saves under <folder>/<random>.jpg and removes only its own files', async () => {
    const storage = createLocalStorage(root);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const stored = await saveImage(storage, 'profiles', png);
    expect(stored.url).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.jpg$/);
    const file = path.join(root, stored.key);
    expect((await sharp(readFileSync(file)).metadata()).format).toBe('jpeg');
    await storage.remove('/uploads/../../etc/passwd');
    await storage.remove('https://elsewhere.example/x.jpg');
    expect(existsSync(file)).toBe(true);
    await storage.remove(stored.url);
    expect(existsSync(file)).toBe(false);
    await expect(storage.put('../escape', png, { extension: 'jpg', contentType: 'image/jpeg' })).rejects.toThrow();
  });
});
