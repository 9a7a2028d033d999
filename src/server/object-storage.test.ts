import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../shared/contracts/books.js';
import type { UploadDocumentResponse } from '../shared/contracts/mentors.js';
import { loadConfig } from './config.js';
import { migrateUploadsToBucket } from './ops/storage-migrate.js';
import { createLocalPrivateStorage, createLocalStorage } from './platform/storage.js';
import { upload as uploadDocument, PDF } from './features/mentors/mentors.testing.js';
import { expectError, passDeletionGrace, startAuthHarness, type AuthHarness } from './test/auth-helpers.js';
import { call, createUser, type TestUser } from './test/careers-helpers.js';
import { multipartBody, TEST_BOUNDARY } from './test/multipart.js';
import { completedStudent } from './test/profiles-helpers.js';
import { startS3Server, type S3Server } from './test/s3-server.js';

/*
 * With S3_* set, every upload goes to the bucket (a real S3-compatible server on loopback, spoken to with the
 * AWS SDK), nothing to DATA_DIR, and each file is read back the way a browser would: public ones through the
 * app or the bucket's public address, private ones through a presigned address after the access check.
 */

const MULTIPART = `multipart/form-data; boundary=${TEST_BOUNDARY}`;
const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .png()
    .toBuffer();

let s3: S3Server;
let h: AuthHarness;
let admin: TestUser;

beforeAll(async () => {
  s3 = await startS3Server();
  h = await startAuthHarness(s3.env);
  admin = await createUser(h, 'admin', 'ops');
}, 120_000);
afterAll(async () => {
  await h?.close();
  await s3?.close();
});

const multipartPost = (url: string, token: string, parts: Parameters<typeof multipartBody>[0]) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART },
    payload: multipartBody(parts),
  });

/** A file's bytes as the bucket holds them. */
const inBucket = async (key: string) => {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }));
  return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
};

describe('object storage (S3_* set)', () => {
  it('keeps a book and its cover in the bucket, serves them through /uploads, and deletes both with the book', async () => {
    const { notesPdf } = await import('./features/books/books.pdf.js');
    const pdf = await notesPdf({
      title: 'Graphs',
      subject: 'DSA',
      semester: 3,
      author: 'A. Rao',
      sections: [{ heading: 'One', body: 'Two.' }],
    });
    const res = await multipartPost('/api/admin/books', admin.token, [
      { name: 'title', value: 'Graphs' },
      { name: 'subject', value: 'DSA' },
      { name: 'semester', value: '3' },
      { name: 'author', value: 'A. Rao' },
      { name: 'pdf', filename: 'graphs.pdf', type: 'application/pdf', value: pdf },
      { name: 'cover', filename: 'cover.png', type: 'image/png', value: await png() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const book = res.json() as Book;
    expect(book.url).toMatch(/^\/uploads\/books\/[a-f0-9]{32}\.pdf$/);
    const keys = await s3.keys('uploads/');
    expect(keys).toContain(book.url.slice(1));
    expect(keys.some((key) => key.startsWith('uploads/book-covers/'))).toBe(true);
    expect((await inBucket(book.url.slice(1))).bytes.equals(pdf)).toBe(true);

    // No public address configured: the app streams the bucket's copy, with the local store's headers.
    const served = await h.app.inject({ method: 'GET', url: book.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: '/uploads/books/0123abcd.pdf' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/uploads/books/..%2F..%2Fprivate.pdf' })).statusCode).toBe(404);

    const removed = await call(h.app, 'DELETE', `/api/admin/books/${book.id}`, { token: admin.token });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const left = await s3.keys('uploads/');
    expect(left).not.toContain(book.url.slice(1));
    expect(left.filter((key) => key.startsWith('uploads/book-covers/'))).toEqual([]);
  });

  it('keeps an event banner in the bucket', async () => {
    const res = await multipartPost('/api/admin/events/banner', admin.token, [
      { name: 'file', filename: 'banner.png', type: 'image/png', value: await png(1800, 900) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(await s3.keys('uploads/events/')).toEqual([url.slice(1)]);
    const served = await h.app.inject({ method: 'GET', url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('keeps booking documents private: a presigned address after the access check, never a public one', async () => {
    const student = await createUser(h, 'student', 'doc-owner');
    const stranger = await createUser(h, 'student', 'doc-stranger');
    const up = await uploadDocument(h, student.token, [{ field: 'resume', filename: 'cv.pdf', bytes: PDF }]);
    expect(up.statusCode, up.body).toBe(200);
    const { resumeUrl } = up.json() as UploadDocumentResponse;
    const [key] = await s3.keys('private/');
    expect(key).toMatch(/^private\/mentorship\/[a-f0-9]{32}\.pdf$/);
    expect(await s3.keys('uploads/mentorship/')).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: `/uploads/${key!.slice('private/'.length)}` })).statusCode).toBe(404);

    const asOwner = await h.app.inject({ method: 'GET', url: resumeUrl!, headers: { authorization: `Bearer ${student.token}` } });
    expect(asOwner.statusCode).toBe(302);
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(asOwner.headers.location));
    expect(location.origin + location.pathname).toBe(`${s3.bucketUrl}/${key}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);

    const asStranger = await h.app.inject({ method: 'GET', url: resumeUrl!, headers: { authorization: `Bearer ${stranger.token}` } });
    expectError(asStranger, 403);
    expect(asStranger.headers.location).toBeUndefined();
  });

  it('deletes a blog post’s image with the post, and an account’s photo, images and documents with the account', async () => {
    const writer = await completedStudent(h, 'writer');
    const photos = await s3.keys('uploads/profiles/');
    expect(photos.length).toBeGreaterThan(0);

    const media = await multipartPost('/api/blogs/media', writer.accessToken, [
      { name: 'file', filename: 'a.png', type: 'image/png', value: await png() },
    ]);
    expect(media.statusCode, media.body).toBe(201);
    const mediaUrl = (media.json() as { url: string }).url;
    const blogKeys = await s3.keys('uploads/blogs/');
    expect(blogKeys).toHaveLength(1);
    const image = await call(h.app, 'GET', mediaUrl, { token: writer.accessToken });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(image.rawPayload.equals((await inBucket(blogKeys[0]!)).bytes)).toBe(true);

    const post = await call(h.app, 'POST', '/api/blogs', {
      token: writer.accessToken,
      body: { title: 'Gone soon', mediaUrl: [mediaUrl], status: 'published' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const removed = await call(h.app, 'DELETE', `/api/blogs/${(post.json() as { id: string }).id}`, { token: writer.accessToken });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await s3.keys('uploads/blogs/')).toEqual([]);

    // What the account leaves: its photo, an image it never used and a booking document.
    const kept = await multipartPost('/api/blogs/media', writer.accessToken, [
      { name: 'file', filename: 'b.png', type: 'image/png', value: await png() },
    ]);
    expect(kept.statusCode, kept.body).toBe(201);
    const doc = await uploadDocument(h, writer.accessToken, [{ field: 'resume', filename: 'cv.pdf', bytes: PDF }]);
    expect(doc.statusCode, doc.body).toBe(200);
    const before = await s3.keys();
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization: `Bearer ${writer.accessToken}` },
      payload: { password: writer.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The files go with the account, when its deletion job runs at the end of the 7-day grace period.
    expect(await s3.keys()).toEqual(before);
    await passDeletionGrace(h.app, writer.id);
    // This harness's own runner may take the job first: its files go after its commit, so they are waited for.
    let gone: string[] = [];
    for (const deadline = Date.now() + 10_000; gone.length < 3 && Date.now() < deadline;) {
      await h.app.jobs.runDue();
      const after = await s3.keys();
      gone = before.filter((key) => !after.includes(key));
      if (gone.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(gone.filter((key) => key.startsWith('uploads/profiles/'))).toHaveLength(1);
    expect(gone.filter((key) => key.startsWith('uploads/blogs/'))).toHaveLength(1);
    expect(gone.filter((key) => key.startsWith('private/mentorship/'))).toHaveLength(1);
    expect(gone).toHaveLength(3);
  });

  it('writes nothing under DATA_DIR', () => {
    const local = path.join(h.app.config.dataDir, 'uploads');
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
    expect(existsSync(path.join(h.app.config.dataDir, 'private-documents'))).toBe(false);
  });
});

describe('object storage with S3_PUBLIC_URL', () => {
  it('sends browsers to the bucket’s public address for a public file', async () => {
    const withPublicUrl = await startAuthHarness({ ...s3.env, S3_PUBLIC_URL: `${s3.bucketUrl}/` });
    try {
      const stored = await withPublicUrl.app.storage.put('events', await png(), { extension: 'png', contentType: 'image/png' });
      const res = await withPublicUrl.app.inject({ method: 'GET', url: stored.url });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${s3.bucketUrl}/uploads/${stored.key}`);
      const fetched = await fetch(String(res.headers.location));
      expect([fetched.status, fetched.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(withPublicUrl.app.privateStorage.kind).toBe('s3');
    } finally {
      await withPublicUrl.close();
    }
  }, 180_000);
});

describe('npm run storage:migrate', () => {
  it('copies DATA_DIR/uploads and the private documents into the bucket, and copies nothing twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-migrate-'));
    try {
      const photo = await createLocalStorage(path.join(dataDir, 'uploads')).put('profiles', await png(), {
        extension: 'jpg',
        contentType: 'image/jpeg',
      });
      const book = await createLocalStorage(path.join(dataDir, 'uploads')).put('books', PDF, {
        extension: 'pdf',
        contentType: 'application/pdf',
      });
      const document = await createLocalPrivateStorage(path.join(dataDir, 'private-documents')).put('mentorship', PDF, {
        extension: 'pdf',
        contentType: 'application/pdf',
      });
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...(await s3.newBucket()) });
      expect(await migrateUploadsToBucket(config)).toEqual({ copied: 3, skipped: 0 });
      expect(await migrateUploadsToBucket(config)).toEqual({ copied: 0, skipped: 3 });

      // The app on that bucket serves the same addresses the database already holds.
      const h2 = await startAuthHarness({ ...s3.env, S3_BUCKET: config.s3!.bucket });
      try {
        const served = await h2.app.inject({ method: 'GET', url: book.url });
        expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
        expect(served.rawPayload.equals(PDF)).toBe(true);
        expect((await h2.app.storage.read(photo.url))?.length).toBe(photo.bytes);
        expect((await h2.app.privateStorage.read(document.key))?.equals(PDF)).toBe(true);
      } finally {
        await h2.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
