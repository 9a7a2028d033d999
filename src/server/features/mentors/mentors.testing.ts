import { mentorProfiles } from '../../db/schema/index.js';
import type { AuthHarness } from '../../test/auth-helpers.js';
import { createUser } from '../../test/careers-helpers.js';

/** Helpers shared by the mentors feature's API tests. */

/** A mentor account through the real sign-up, with a mentor profile. */
export async function makeMentor(h: AuthHarness, label: string, fullName: string, extra: Partial<typeof mentorProfiles.$inferInsert> = {}) {
  const user = await createUser(h, 'mentor', label);
  await h.app.db.insert(mentorProfiles).values({
    userId: user.id,
    fullName,
    headline: 'Senior Software Engineer',
    about: '9 years building payments systems.',
    company: 'Saffron Pay',
    program: 'Backend Mentorship',
    linkedinUrl: 'https://www.linkedin.com/in/test-mentor',
    functionalFocusArea: ['Backend Engineering'],
    areaOfExpertise: ['System Design', 'Mock Interviews'],
    languages: ['English', 'Hindi'],
    ...extra,
  });
  return user;
}

function multipart(parts: { field: string; filename: string; bytes: Buffer; type?: string }[]) {
  const boundary = '----campus-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/user/mentorship/upload-document as `token`. */
export function upload(h: AuthHarness, token: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return h.app.inject({
    method: 'POST',
    url: '/api/user/mentorship/upload-document',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
