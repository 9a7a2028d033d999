import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for API tests: an ES256 (P-256) key pair made with node:crypto, answering
 * registration with attestation "none" and sign-in with a real signature, built byte by byte as the WebAuthn spec lays
 * them out (authenticator data, COSE key, CBOR attestation object). Every field a test may want wrong can be set.
 */

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator-data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CeremonyOverrides {
  /** The page's origin the browser reports (default the app's first allowed origin). */
  origin?: string;
  /** The site whose id hash the authenticator signs (default the app's RP id). */
  rpId?: string;
  /** Another challenge than the one of the options. */
  challenge?: string;
  /** Clear the user-verified flag (a tap with no PIN or biometric). */
  unverified?: boolean;
  /** The signature counter to report (sign-in). */
  counter?: number;
}

export interface RegistrationOptionsLike {
  challenge: string;
  user: { id: string };
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Uint8Array;
  /** The account's handle, learnt at registration and given back at sign-in (a discoverable credential keeps it). */
  userHandle: string | undefined;
  counter = 0;

  constructor(private readonly defaults: { origin: string; rpId: string }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    this.coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  get id() {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? this.defaults.origin,
        crossOrigin: false,
      }),
    );
  }

  private flags(overrides: CeremonyOverrides, extra = 0) {
    return UP | (overrides.unverified ? 0 : UV) | extra;
  }

  /** The answer startRegistration() gives: RegistrationResponseJSON with attestation "none". */
  register(options: RegistrationOptionsLike, overrides: CeremonyOverrides = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(overrides.counter ?? this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.defaults.rpId),
      Buffer.from([this.flags(overrides, AT)]),
      counter,
      Buffer.alloc(16), // AAGUID: all zeros, as attestation "none" allows
      idLength,
      this.credentialId,
      Buffer.from(this.coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** The answer startAuthentication() gives: AuthenticationResponseJSON, signed with the passkey's private key. */
  authenticate(options: { challenge: string }, overrides: CeremonyOverrides = {}) {
    if (overrides.counter === undefined) this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(overrides.counter ?? this.counter);
    const authenticatorData = Buffer.concat([sha256(overrides.rpId ?? this.defaults.rpId), Buffer.from([this.flags(overrides)]), counter]);
    // ES256 signatures travel DER-encoded, node's default for EC keys.
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
