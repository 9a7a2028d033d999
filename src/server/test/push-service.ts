import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** A browser's side of a push subscription: its ECDH key pair and auth secret, made here as a browser would. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint: string) => ({ endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } }),
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm push message (RFC 8188 framing, RFC 8291 keys) with the browser's private key and auth
 * secret: what a browser does on receiving a push. Throws when the message was not encrypted for these keys.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record: not what a push message holds');
  const shared = keys.ecdh.computeSecret(serverPublic);
  const browserPublic = keys.ecdh.getPublicKey();
  // RFC 8291 §3.3: IKM from the ECDH secret and the auth secret, then RFC 8188's key and nonce from the salt.
  const prkKey = hmac(keys.auth, shared);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A stand-in for a push service (FCM, Mozilla's autopush) on loopback: it takes the real encrypted requests, checks
 * their VAPID signature (RFC 8292), and answers 201, or the status a test sets for a path (410: the browser is gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      response.writeHead(statusFor.get(push.path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    received,
    /** A fresh endpoint at this service, as a browser's subscription would name. */
    endpoint: () => `${origin}/push/${(next += 1)}-${randomBytes(6).toString('hex')}`,
    /** The status the service answers for an endpoint from now on. */
    answer(endpoint: string, status: number) {
      statusFor.set(new URL(endpoint).pathname, status);
    },
    /** Resolves once `count` pushes in all have arrived. */
    waitForCount(count: number, timeoutMs = 10_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fewer than ${count} pushes within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    to: (endpoint: string) => received.filter((push) => push.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks a push's VAPID header (`vapid t=<JWT>, k=<public key>`): signed by `publicKey`, for this service's origin. */
export async function verifyVapid(push: ReceivedPush, publicKey: string, origin: string) {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: "${header}"`);
  const [, jwt, key] = match;
  if (key !== publicKey) throw new Error('signed with another key');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = await importJWK(
    { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    decodeProtectedHeader(jwt!).alg ?? 'ES256',
  );
  await jwtVerify(jwt!, jwk, { audience: origin });
  return decodeJwt(jwt!);
}
