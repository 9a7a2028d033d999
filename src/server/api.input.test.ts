import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../shared/messages.js';
import { mentorshipDocuments } from './db/schema/index.js';
import { isBadValueError } from './db/errors.js';
import { expectError, startAuthHarness, type AuthHarness } from './test/auth-helpers.js';
import { call, createUser, type TestUser } from './test/careers-helpers.js';
import { multipartBody, TEST_BOUNDARY } from './test/multipart.js';

/** Bad input is refused once, where it enters: the validator of every route and the one multipart reader. */
describe('input that could not be stored or parsed gets a 4xx, never a 5xx', () => {
  let h: AuthHarness;
  let student: TestUser;
  beforeAll(async () => {
    h = await startAuthHarness();
    student = await createUser(h, 'student');
  });
  afterAll(() => h.close());

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const send = (url: string, method: 'POST' | 'PATCH', contentType: string, payload: string | Buffer) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${student.token}`, 'content-type': contentType }, payload });

  it('refuses NUL, other control characters and lone surrogates in the query, signed out too, naming the field', async () => {
    for (const url of ['/api/jobs?search=a%00b', '/api/jobs?location=%1B', '/api/user-mentors/mentors?search=%7F']) {
      const res = await h.app.inject({ method: 'GET', url });
      expectError(res, 400, { message: SERVER_MESSAGES.invalidText, code: 'INVALID_TEXT' });
    }
    const res = await h.app.inject({ method: 'GET', url: '/api/jobs?search=a%00b' });
    expect(res.json().fields).toEqual({ search: [SERVER_MESSAGES.invalidText] });
    // Tabs and line breaks are ordinary text.
    expect((await h.app.inject({ method: 'GET', url: '/api/jobs?search=a%09b%0A' })).statusCode).toBe(200);
  });

  it('refuses them in JSON bodies, at any depth, and stores nothing', async () => {
    const before = (await call(h.app, 'GET', '/api/users/profile', { token: student.token })).body;
    const res = await call(h.app, 'PATCH', '/api/users/profile', { token: student.token, body: { about: 'hi\u0000there' } });
    expectError(res, 400, { code: 'INVALID_TEXT' });
    expect(res.json().fields).toEqual({ about: [SERVER_MESSAGES.invalidText] });
    const nested = await send('/api/users/profile', 'PATCH', 'application/json', '{"location":{"city":"Pune\\ud800"}}');
    expectError(nested, 400, { code: 'INVALID_TEXT' });
    expect(nested.json().fields).toEqual({ 'location.city': [SERVER_MESSAGES.invalidText] });
    expect((await call(h.app, 'GET', '/api/users/profile', { token: student.token })).body).toBe(before);
  });

  it('answers broken JSON, absurd nesting and a wrong content type with 400 and 415', async () => {
    expectError(await send('/api/users/profile', 'PATCH', 'application/json', '{"about":'), 400, { code: 'MALFORMED_JSON' });
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    expectError(await send('/api/users/profile', 'PATCH', 'application/json', deep), 400, { code: 'TOO_DEEPLY_NESTED' });
    expectError(await send('/api/users/profile', 'PATCH', 'application/xml', '<about/>'), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers every broken multipart body with 400 on both upload routes', async () => {
    const whole = multipartBody([{ name: 'resume', filename: 'cv.pdf', value: PDF, type: 'application/pdf' }]);
    const broken: [string, Buffer][] = [
      ['multipart/form-data', whole],
      ['multipart/form-data; boundary=not-in-the-body', whole],
      [`multipart/form-data; boundary=${TEST_BOUNDARY}`, whole.subarray(0, 90)],
      [`multipart/form-data; boundary=${TEST_BOUNDARY}`, Buffer.from(`--${TEST_BOUNDARY}\r\nno header colon\r\n\r\nx\r\n`)],
    ];
    for (const url of ['/api/user/mentorship/upload-document', '/api/users/profile']) {
      for (const [contentType, payload] of broken) {
        const res = await send(url, url.endsWith('profile') ? 'PATCH' : 'POST', contentType, payload);
        expect(res.statusCode, `${url} ${contentType} ${res.body}`).toBe(400);
        expect(res.json().code, res.body).toMatch(/^(MALFORMED_MULTIPART|DOCUMENT_MISSING|VALIDATION_FAILED)$/);
      }
    }
    const cutShort = await send('/api/user/mentorship/upload-document', 'POST', broken[2]![0], broken[2]![1]);
    expectError(cutShort, 400, { message: SERVER_MESSAGES.malformedMultipart, code: 'MALFORMED_MULTIPART' });
  });

  it('keeps an uploaded file whose name holds control characters, under the name without them', async () => {
    const payload = multipartBody([{ name: 'resume', filename: 'my\u0000cv\u0007.pdf', value: PDF, type: 'application/pdf' }]);
    const res = await send('/api/user/mentorship/upload-document', 'POST', `multipart/form-data; boundary=${TEST_BOUNDARY}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await h.app.db.select().from(mentorshipDocuments).where(eq(mentorshipDocuments.ownerId, student.id));
    expect(stored!.fileName).toBe('mycv.pdf');
  });

  it('takes a value the database refuses as bad input (the backstop behind the schemas)', () => {
    expect(isBadValueError({ message: 'wrapped', cause: { code: '22021' } })).toBe(true);
    expect(isBadValueError({ code: '22001' })).toBe(true);
    expect(isBadValueError({ code: '08006' })).toBe(false);
    expect(isBadValueError(new Error('plain'))).toBe(false);
  });
});
