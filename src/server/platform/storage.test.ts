import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server.js';
import { AppError } from './errors.js';
import {
  createLocalPrivateStorage,
  createLocalStorage,
  createS3PrivateStorage,
  createS3Storage,
  decodeDataUrl,
  reencodeImage,
  saveImage,
  type FileStorage,
  type PrivateFileStorage,
} from './storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'campus-storage-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3?.close();
});

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

  describe.each([
    {
      kind: 'local',
      stores: (): [FileStorage, PrivateFileStorage] => [
        createLocalStorage(path.join(root, 'uploads')),
        createLocalPrivateStorage(path.join(root, 'private')),
      ],
      stored: async (where: 'public' | 'private', key: string) =>
        existsSync(path.join(root, where === 'public' ? 'uploads' : 'private', key)),
    },
    {
      kind: 's3',
      stores: (): [FileStorage, PrivateFileStorage] => [
        createS3Storage(s3.client, s3.env.S3_BUCKET!),
        createS3PrivateStorage(s3.client, s3.env.S3_BUCKET!, 60),
      ],
      stored: async (where: 'public' | 'private', key: string) =>
        (await s3.keys()).includes(`${where === 'public' ? 'uploads' : 'private'}/${key}`),
    },
  ])('the $kind stores', ({ stores, stored }) => {
    it('keep a public file under /uploads/<folder>/<random>.<ext>, read it back, and remove only their own', async () => {
      const [storage] = stores();
      const file = await storage.put('books', Buffer.from('%PDF-1.4 one'), { extension: 'pdf', contentType: 'application/pdf' });
      expect(file).toMatchObject({ key: expect.stringMatching(/^books\/[a-f0-9]{32}\.pdf$/), bytes: 12 });
      expect(file.url).toBe(`/uploads/${file.key}`);
      expect(await stored('public', file.key)).toBe(true);
      expect((await storage.read(file.url))?.toString()).toBe('%PDF-1.4 one');
      expect(await storage.read(file.key)).toBeNull();
      expect(await storage.read('/uploads/books/0000.pdf')).toBeNull();
      await storage.remove(file.key);
      await storage.remove(`/uploads/../${file.key}`);
      expect(await stored('public', file.key)).toBe(true);
      await storage.remove(file.url);
      expect(await stored('public', file.key)).toBe(false);
      await expect(storage.put('a/b', Buffer.from('x'), { extension: 'pdf', contentType: 'application/pdf' })).rejects.toThrow();
    });

    it('keep a private file by its key, apart from the public ones', async () => {
      const [storage, privateStorage] = stores();
      const file = await privateStorage.put('mentorship', Buffer.from('%PDF-1.4 two'), {
        extension: 'pdf',
        contentType: 'application/pdf',
      });
      expect(file.url).toBe(file.key);
      expect(await stored('private', file.key)).toBe(true);
      expect(await stored('public', file.key)).toBe(false);
      expect(await storage.read(`/uploads/${file.key}`)).toBeNull();
      expect((await privateStorage.read(file.key))?.toString()).toBe('%PDF-1.4 two');
      await privateStorage.remove(`/uploads/${file.key}`);
      expect(await stored('private', file.key)).toBe(true);
      await privateStorage.remove(file.key);
      expect(await stored('private', file.key)).toBe(false);
      expect(await privateStorage.read(file.key)).toBeNull();
    });

    it('save a stream as it comes, larger than one part of a bucket upload (a data export), count its bytes and read it back as a stream', async () => {
      const [, privateStorage] = stores();
      // 12 MB in 1 MB chunks: three parts of a multipart upload in a bucket.
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const file = await privateStorage.putStream('data-exports', Readable.from(Array.from({ length: 12 }, () => chunk)), {
        extension: 'zip',
        contentType: 'application/zip',
      });
      expect(file).toMatchObject({ key: expect.stringMatching(/^data-exports\/[a-f0-9]{32}\.zip$/), bytes: 12 * chunk.length });
      expect((await privateStorage.read(file.key))?.length).toBe(12 * chunk.length);
      let streamed = 0;
      for await (const part of (await privateStorage.readStream(file.key))!) streamed += (part as Buffer).length;
      expect(streamed).toBe(12 * chunk.length);
      await privateStorage.remove(file.key);
      expect(await stored('private', file.key)).toBe(false);
      expect(await privateStorage.readStream(file.key)).toBeNull();
    });
  });
});
