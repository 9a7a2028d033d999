import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 6 digits, 30-second steps, the
 * parameters every authenticator app reads from an otpauth:// address. Written on node:crypto: the algorithm is
 * twenty lines, and a dependency for it would be more to review than the code.
 */

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Codes of the step before and after are accepted too: a phone's clock a little off, a code typed as it turned. */
const ACCEPTED_DRIFT_STEPS = 1;

/**
 * The demo operator's authenticator secret (demo data only, like the demo password): the console needs two-step
 * sign-in, so the seeded operator has it on with this secret, which the start banner and the README show and the
 * browser tests compute codes from. Never used for any account but the seeded demo operator.
 */
export const DEMO_TOTP_SECRET = 'CAMPUSDEMOOPERATOR2FA7777';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const totpStep = (atMs = Date.now()) => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** The code of one time step (RFC 4226 section 5.3, dynamic truncation). */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The time step whose code this is, now or one step either side, or null; every step is compared, in constant time.
 * The caller spends the step (replay protection: a step once accepted for a user is not accepted again).
 */
export function matchTotpStep(secret: string, code: string, atMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  let matched: number | null = null;
  for (let drift = -ACCEPTED_DRIFT_STEPS; drift <= ACCEPTED_DRIFT_STEPS; drift += 1) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, now + drift)), Buffer.from(code))) matched = now + drift;
  }
  return matched;
}

/** Whether the code is the secret's code now, or one step either side; compared in constant time. */
export function verifyTotp(secret: string, code: string, atMs = Date.now()): boolean {
  return matchTotpStep(secret, code, atMs) !== null;
}

/** The address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/**
 * Authenticator secrets are kept encrypted (AES-256-GCM, a fresh 96-bit nonce each time): a copy of the database
 * alone does not let anyone compute a user's codes. Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the TOTP encryption key must be 32 bytes');
  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored: string): string {
      const [version, nonce, tag, sealed] = stored.split('.');
      if (version !== 'v1' || !nonce || !tag || !sealed) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** The key used when TOTP_ENCRYPTION_KEY is unset: derived from the JWT secret (HKDF), never the secret itself. */
export const deriveTotpKey = (jwtSecret: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'campus-platform', 'totp-secret-encryption', 32));
