import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links work without signing in: the link carries the entry's id and an HMAC of it under
 * the server's secret, so only the mailed person can leave the list, and no token is stored.
 */
export function createUnsubscribeTokens(secret: string) {
  const signature = (entryId: string) => createHmac('sha256', secret).update(`waitlist-unsubscribe:${entryId}`).digest('base64url');
  return {
    sign: (entryId: string) => `${entryId}.${signature(entryId)}`,
    /** The entry id the token was made for, or null when it was not made by this server. */
    verify(token: string): string | null {
      const [entryId, given, ...rest] = token.split('.');
      if (!entryId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(entryId)) return null;
      const expected = Buffer.from(signature(entryId));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? entryId : null;
    },
  };
}
