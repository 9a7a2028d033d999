import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that work without signing in (unsubscribe links in mails): the link carries a value and an HMAC of it
 * under the server's secret and a purpose, so only the mailed person can use it, and no token is stored.
 * The value is made of letters, digits, '-' and ':' (ids and kinds).
 */
export function createSignedTokens(secret: string, purpose: string, valid: RegExp = /^[\w:-]{1,200}$/) {
  const signature = (value: string) => createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return {
    sign: (value: string) => `${value}.${signature(value)}`,
    /** The value the token was made for, or null when it was not made by this server for this purpose. */
    verify(token: string): string | null {
      const [value, given, ...rest] = token.split('.');
      if (!value || !given || rest.length > 0 || !valid.test(value)) return null;
      const expected = Buffer.from(signature(value));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : null;
    },
  };
}
