import { existsSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFHexString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOK_MESSAGES,
  BOOK_PLACEHOLDER_COVER,
  semesterFromKey,
  type Book,
  type BookListResponse,
} from '../../../shared/contracts/books.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { multipartBody, TEST_BOUNDARY, type FormPart } from '../../test/multipart.js';
import { countStatements } from '../../test/statements.js';
import { notesPdf } from './books.pdf.js';

const MULTIPART = `multipart/form-data; boundary=${TEST_BOUNDARY}`;

const notes = (title: string, subject: string, semester: number | null, author: string) =>
  notesPdf({ title, subject, semester, author, sections: [{ heading: 'Overview', body: `Notes on ${subject}.` }] });

/** A PDF behind a password nobody has: it opens for the page count, but its first page cannot be drawn. */
async function lockedPdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.load(await notes(title, 'Misc', 2, 'Someone'));
  const { context } = document;
  const key = (byte: string) => PDFHexString.of(byte.repeat(32));
  context.trailerInfo.Encrypt = context.register(context.obj({ Filter: 'Standard', V: 1, R: 2, O: key('00'), U: key('11'), P: -4 }));
  context.trailerInfo.ID = context.obj([PDFHexString.of('ab'.repeat(16)), PDFHexString.of('ab'.repeat(16))]);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** Mean colour of a horizontal band of an image, from `top` to `bottom` (fractions of its height). */
async function bandColour(image: Buffer, top: number, bottom: number): Promise<number[]> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  // stats() reads the whole input, so the band is cut out into an image of its own first.
  const band = await sharp(
    await sharp(image)
      .extract({ left: 0, top: Math.round(height * top), width, height: Math.round(height * (bottom - top)) })
      .toBuffer(),
  ).stats();
  return band.channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('books: the EDU-VALT shelf and its console', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;
  const uploadsRoot = () => path.join(h.app.config.dataDir, 'uploads');
  const fileOf = (url: string) => path.join(uploadsRoot(), url.replace(/^\/uploads\//, ''));

  async function upload(
    fields: Record<string, string>,
    files: { pdf?: Buffer; cover?: Buffer; pdfName?: string },
    token: string = admin.token,
  ) {
    const parts: FormPart[] = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...(files.pdf ? [{ name: 'pdf', filename: files.pdfName ?? 'book.pdf', type: 'application/pdf', value: files.pdf }] : []),
      ...(files.cover ? [{ name: 'cover', filename: 'cover.png', type: 'image/png', value: files.cover }] : []),
    ];
    return h.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART },
      payload: multipartBody(parts),
    });
  }

  async function uploadBook(title: string, subject: string, semester: number | null, author: string): Promise<Book> {
    const res = await upload(
      { title, subject, semester: semester === null ? '' : String(semester), author },
      { pdf: await notes(title, subject, semester, author) },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Book;
  }

  const list = async (query: string, token: string = student.token) => {
    const res = await call(h.app, 'GET', `/api/books${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BookListResponse;
  };

  let algorithms: Book;
  let thermo: Book;
  let drawn: Book;

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, student] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student')]);
    // Oldest first: the shelf lists newest first.
    await uploadBook('Calculus Made Simple', 'Engineering Mathematics', 1, 'Meera Krishnan');
    await uploadBook('Data Structures Using C', 'Data Structures', 2, 'Ritika Sharma');
    algorithms = await uploadBook('Algorithms: Design and Analysis', 'Algorithms', 4, 'Rahul Verma');
    thermo = await uploadBook('Thermodynamics Notes', 'Mechanical Engineering', 3, 'Arjun Sethi');
    await uploadBook('Exam Preparation Guide', 'Study Skills', null, 'Campus Mentors');
    // Sign-ups hash passwords and each upload draws a cover: slow on a busy machine.
  }, 180_000);
  afterAll(() => h.close());

  describe('GET /api/books', () => {
    it('answers {data:[{name, url, key, ...}]}: url is the stored PDF, key carries "sem N", newest first', async () => {
      const body = await list(`?userId=${student.id}`);
      expect(body.data.map((book) => book.name)).toEqual([
        'Exam Preparation Guide',
        'Thermodynamics Notes',
        'Algorithms: Design and Analysis',
        'Data Structures Using C',
        'Calculus Made Simple',
      ]);
      const book = body.data.find((item) => item.name === 'Thermodynamics Notes')!;
      expect(book.key).toContain('sem 3');
      expect(semesterFromKey(book.key)).toBe('S3');
      expect(book.semester).toBe('S3');
      expect(book.url).toMatch(/^\/uploads\/books\/[a-f0-9]+\.pdf$/);
      expect(book.subject).toBe('Mechanical Engineering');
      expect(book.author).toBe('Arjun Sethi');
      expect(book.pageCount).toBe(2);
      const unsorted = body.data.find((item) => item.name === 'Exam Preparation Guide')!;
      expect(semesterFromKey(unsorted.key)).toBe('Unknown');
      expect(unsorted.semester).toBe('Unknown');

      // The url serves the very PDF that was uploaded.
      const pdf = await h.app.inject({ method: 'GET', url: book.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBe(book.sizeBytes);
      // Chromium's PDF viewer is a plugin: the file's policy lets it run there, and nowhere else.
      expect(pdf.headers['content-security-policy']).toContain("object-src 'self'");
      const cover = await h.app.inject({ method: 'GET', url: book.coverUrl });
      expect(cover.headers['content-security-policy']).not.toContain('object-src');
    });

    it("takes the cover from the PDF's first page when none is uploaded", async () => {
      expect(thermo.coverUrl).toMatch(/^\/uploads\/book-covers\/[a-f0-9]+\.jpg$/);
      const cover = await h.app.inject({ method: 'GET', url: thermo.coverUrl });
      expect(cover.statusCode).toBe(200);
      const meta = await sharp(cover.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 360, height: 500 });
      // The notes' title page: a blue band across the top, then a white page with a few lines of text.
      const [red, green, blue] = await bandColour(cover.rawPayload, 0.05, 0.2);
      expect(blue).toBeGreaterThan(red! + 60);
      expect(blue).toBeGreaterThan(green! + 30);
      for (const channel of await bandColour(cover.rawPayload, 0.6, 0.95)) expect(channel).toBeGreaterThan(245);
      // Drawn in a worker of its own: PDF.js's polyfills never replace this process's globals.
      expect(Function.prototype.toString.call(JSON.stringify)).toContain('[native code]');
    });

    it('filters by semester, given as 3 or S3', async () => {
      expect((await list('?semester=3')).data.map((book) => book.name)).toEqual(['Thermodynamics Notes']);
      expect((await list('?semester=S4')).data.map((book) => book.name)).toEqual(['Algorithms: Design and Analysis']);
      expect((await list('?semester=6')).data).toEqual([]);
      expectError(await call(h.app, 'GET', '/api/books?semester=7', { token: student.token }), 400);
      expectError(await call(h.app, 'GET', '/api/books?semester=S0', { token: student.token }), 400);
    });

    it('searches title, subject and author, forgiving typos', async () => {
      expect((await list('?search=thermodinamics')).data.map((book) => book.name)).toEqual(['Thermodynamics Notes']);
      expect((await list('?search=algoritms')).data[0]?.name).toBe('Algorithms: Design and Analysis');
      // Author and subject.
      expect((await list('?search=ritika')).data.map((book) => book.name)).toEqual(['Data Structures Using C']);
      expect((await list('?search=mechanical')).data.map((book) => book.name)).toEqual(['Thermodynamics Notes']);
      // Search and semester together.
      expect((await list('?search=notes&semester=3')).data.map((book) => book.name)).toEqual(['Thermodynamics Notes']);
      expect((await list('?search=notes&semester=2')).data).toEqual([]);
      expect((await list('?search=zzqxw')).data).toEqual([]);
    });

    it('reads a typo search in two statements: the dictionary’s words for it, then the books (no transaction)', async () => {
      const statements = countStatements(h.app);
      try {
        let found: BookListResponse | undefined;
        expect(await statements.during(async () => (found = await list('?search=thermodinamic')))).toBe(2);
        expect(found!.data.map((book) => book.name)).toEqual(['Thermodynamics Notes']);
      } finally {
        statements.restore();
      }
    });

    it('pages on the server', async () => {
      const first = await list('?limit=2&page=1');
      const second = await list('?limit=2&page=2');
      const third = await list('?limit=2&page=3');
      expect(first.data).toHaveLength(2);
      expect(first.hasMore).toBe(true);
      expect(second.data).toHaveLength(2);
      expect(third.data).toHaveLength(1);
      expect(third.hasMore).toBe(false);
      const ids = [...first.data, ...second.data, ...third.data].map((book) => book.id);
      expect(new Set(ids).size).toBe(5);
      expectError(await call(h.app, 'GET', '/api/books?limit=101', { token: student.token }), 400);
    });

    it('needs a session (401) and refuses another user id (403)', async () => {
      expectError(await call(h.app, 'GET', '/api/books'), 401);
      expectError(await call(h.app, 'GET', `/api/books?userId=${student.id}`), 401);
      expectError(await call(h.app, 'GET', `/api/books?userId=${admin.id}`, { token: student.token }), 403, {
        message: BOOK_MESSAGES.otherUser,
      });
    });
  });

  describe('operator console', () => {
    it('refuses students with 403 and visitors with 401 on every admin route, changing nothing', async () => {
      const pdf = await notes('Hijack', 'Nothing', 1, 'Nobody');
      expectError(await upload({ title: 'Hijack' }, { pdf }, student.token), 403);
      const anonymous = await h.app.inject({
        method: 'POST',
        url: '/api/admin/books',
        headers: { 'content-type': MULTIPART },
        payload: multipartBody([
          { name: 'title', value: 'Hijack' },
          { name: 'pdf', filename: 'a.pdf', type: 'application/pdf', value: pdf },
        ]),
      });
      expectError(anonymous, 401);
      expectError(await call(h.app, 'PATCH', `/api/admin/books/${thermo.id}`, { token: student.token, body: { title: 'Hijacked' } }), 403);
      expectError(await call(h.app, 'DELETE', `/api/admin/books/${thermo.id}`, { token: student.token }), 403);
      expectError(await call(h.app, 'DELETE', `/api/admin/books/${thermo.id}`), 401);
      const names = (await list('?limit=100')).data.map((book) => book.name);
      expect(names).toContain('Thermodynamics Notes');
      expect(names).not.toContain('Hijack');
    });

    it('stores an uploaded PDF with an uploaded cover, and it appears on the shelf', async () => {
      const coverPng = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#aa3355' } })
        .png()
        .toBuffer();
      const pdf = await notes('Operating Systems Concepts', 'Operating Systems', 4, 'Neha Gupta');
      const res = await upload(
        { title: 'Operating Systems Concepts', subject: 'Operating Systems', semester: 'S4', author: 'Neha Gupta' },
        {
          pdf,
          cover: coverPng,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as Book;
      expect(created.key).toBe('sem 4/operating-systems-concepts.pdf');
      expect(created.sizeBytes).toBe(pdf.length);
      const cover = await h.app.inject({ method: 'GET', url: created.coverUrl });
      const meta = await sharp(cover.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      // Re-encoded: longest side 500 px.
      expect(meta.height).toBe(500);

      const shelf = await list('?semester=4');
      expect(shelf.data.map((book) => book.name)).toEqual(['Operating Systems Concepts', 'Algorithms: Design and Analysis']);
      expect((await list('?search=operating')).data[0]?.id).toBe(created.id);
    });

    it("names a book without a title 'Untitled Book'", async () => {
      const res = await upload({ subject: 'Misc' }, { pdf: await notes('x', 'Misc', null, '') });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as Book;
      expect(created.name).toBe('Untitled Book');
      expect(created.semester).toBe('Unknown');
      expect(created.coverUrl).not.toBe(BOOK_PLACEHOLDER_COVER);
      await call(h.app, 'DELETE', `/api/admin/books/${created.id}`, { token: admin.token });
    });

    it('refuses a file that is not a PDF by its content (415), whatever its name, and stores nothing', async () => {
      const before = (await list('?limit=100')).data.length;
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expectError(await upload({ title: 'Fake' }, { pdf: png, pdfName: 'fake.pdf' }), 415, { message: BOOK_MESSAGES.notPdf });
      // The signature alone is not enough: the document must open.
      expectError(await upload({ title: 'Broken' }, { pdf: Buffer.from('%PDF-1.7\nnot really a pdf') }), 415, {
        message: BOOK_MESSAGES.pdfUnreadable,
      });
      // A bad cover is refused too, and the PDF stored before it is removed again.
      const pdf = await notes('With bad cover', 'Misc', 1, 'x');
      expectError(await upload({ title: 'With bad cover' }, { pdf, cover: Buffer.from('<svg></svg>') }), 415, {
        message: BOOK_MESSAGES.coverNotImage,
      });
      expect((await list('?limit=100')).data.length).toBe(before);
      const { readdir } = await import('node:fs/promises');
      const stored = await readdir(path.join(uploadsRoot(), 'books'));
      expect(stored).toHaveLength(before);
    });

    it('refuses a PDF over 20 MB with 413', async () => {
      const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
      big.write('%PDF-1.7\n');
      expectError(await upload({ title: 'Huge' }, { pdf: big }), 413, { message: BOOK_MESSAGES.pdfTooLarge });
    });

    it('refuses an upload without a PDF, a JSON body, or bad fields (400/415)', async () => {
      expectError(await upload({ title: 'No file' }, {}), 400, { code: 'PDF_MISSING' });
      expectError(await call(h.app, 'POST', '/api/admin/books', { token: admin.token, body: { title: 'json' } }), 415);
      const pdf = await notes('Bad semester', 'Misc', 1, 'x');
      const bad = expectError(await upload({ title: 'Bad semester', semester: '9' }, { pdf }), 400);
      expect(bad.fields?.semester).toBeDefined();
    });

    it('draws a cover from the details when the first page cannot be drawn', async () => {
      const locked = await upload(
        { title: 'Locked Notes', subject: 'Misc', semester: '2', author: 'Someone' },
        { pdf: await lockedPdf('Locked Notes') },
      );
      expect(locked.statusCode, locked.body).toBe(201);
      const book = locked.json() as Book;
      const cover = await h.app.inject({ method: 'GET', url: book.coverUrl });
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 500 });
      // A drawn cover is a colour from top to bottom, not a white page.
      expect(Math.min(...(await bandColour(cover.rawPayload, 0.6, 0.95)))).toBeLessThan(200);
      drawn = book;
    });

    it('edits a book: details change; a first-page cover stays, a drawn cover is redrawn and the old one removed', async () => {
      const firstPage = algorithms.coverUrl;
      const res = await call(h.app, 'PATCH', `/api/admin/books/${algorithms.id}`, {
        token: admin.token,
        body: { title: 'Algorithms Unlocked', semester: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as Book;
      expect(updated.name).toBe('Algorithms Unlocked');
      expect(updated.key).toContain('sem 5');
      expect(updated.author).toBe('Rahul Verma');
      expect(updated.coverUrl).toBe(firstPage);
      expect((await list('?semester=5')).data.map((book) => book.name)).toEqual(['Algorithms Unlocked']);
      expect((await list('?search=unlockd')).data[0]?.id).toBe(algorithms.id);
      // Clearing the semester.
      const cleared = await call(h.app, 'PATCH', `/api/admin/books/${algorithms.id}`, { token: admin.token, body: { semester: null } });
      expect((cleared.json() as Book).semester).toBe('Unknown');

      const oldDrawn = drawn.coverUrl;
      const redrawn = (
        await call(h.app, 'PATCH', `/api/admin/books/${drawn.id}`, { token: admin.token, body: { title: 'Unlocked Notes' } })
      ).json() as Book;
      expect(redrawn.coverUrl).not.toBe(oldDrawn);
      expect(existsSync(fileOf(oldDrawn))).toBe(false);
      expect(existsSync(fileOf(redrawn.coverUrl))).toBe(true);
      expectError(
        await call(h.app, 'PATCH', '/api/admin/books/00000000-0000-4000-8000-000000000000', { token: admin.token, body: { title: 'x' } }),
        404,
      );
      expectError(await call(h.app, 'PATCH', `/api/admin/books/${algorithms.id}`, { token: admin.token, body: { semester: 8 } }), 400);
    });

    it('deletes a book with its PDF and cover', async () => {
      const doomed = await uploadBook('Temporary Notes', 'Misc', 2, 'Someone');
      expect(existsSync(fileOf(doomed.url))).toBe(true);
      const res = await call(h.app, 'DELETE', `/api/admin/books/${doomed.id}`, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { message: string }).message).toBe(BOOK_MESSAGES.deleted);
      expect(existsSync(fileOf(doomed.url))).toBe(false);
      expect(existsSync(fileOf(doomed.coverUrl))).toBe(false);
      expect((await list('?limit=100')).data.map((book) => book.id)).not.toContain(doomed.id);
      expectError(await call(h.app, 'DELETE', `/api/admin/books/${doomed.id}`, { token: admin.token }), 404);
    });
  });
});
