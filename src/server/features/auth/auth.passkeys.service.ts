import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import type {
  AddPasskeyResponse,
  authenticationCredentialSchema,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyList,
  PasskeyRegistrationOptions,
  registrationCredentialSchema,
} from '../../../shared/contracts/passkeys.js';
import { PASSKEYS_PER_USER_MAX } from '../../../shared/contracts/passkeys.js';
import { PASSKEY_MESSAGES } from '../../../shared/messages.js';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestAuth } from '../../platform/auth.js';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors.js';
import type { OnceStore } from '../../platform/once-store.js';
import type { UserRow } from './auth.repository.js';
import type { PasskeyRepository, PasskeyRow } from './auth.passkeys.repository.js';
import type { ClientInfo, IssuedSession } from './auth.service.js';
import type { SecurityNotices } from './auth.notices.js';

/** How long a ceremony may take, from its options to the browser's answer: the browser's own timeout, and a margin. */
const CEREMONY_TIMEOUT_MS = 5 * 60 * 1000;
const CHALLENGE_TTL_SECONDS = CEREMONY_TIMEOUT_MS / 1000 + 30;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/*
 * Challenges are kept in the once-store (Redis with several instances), keyed by the challenge itself: the browser's
 * signed clientDataJSON carries it back, so the answer needs no ceremony id of its own. A registration challenge holds
 * the id of the user who asked for it, so no one else's session can spend it; a sign-in challenge holds nothing.
 * Taking a challenge removes it: each is good for one answer, right or wrong.
 */
const registrationKey = (challenge: string) => `webauthn:reg:${challenge}`;
const signInKey = (challenge: string) => `webauthn:auth:${challenge}`;

/** The user handle the authenticator stores with a passkey: the account id's 16 bytes, never an address or a name. */
const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export interface PasskeyServiceDeps {
  passkeys: PasskeyRepository;
  findUserById(id: string): Promise<UserRow | undefined>;
  requireLiveSession(auth: RequestAuth): Promise<{ user: UserRow }>;
  startSession(user: UserRow, rememberMe: boolean, client: ClientInfo, multiFactor: boolean): Promise<IssuedSession>;
  store: OnceStore;
  config: Pick<Config, 'webauthn'>;
  notices: SecurityNotices;
}

export function createPasskeyService(deps: PasskeyServiceDeps) {
  const { passkeys, store, notices } = deps;
  const { rpId, rpName, origins } = deps.config.webauthn;

  /**
   * The challenge check handed to the verifier: the challenge must be one this server gave out, not yet spent, and (for
   * a registration) given to this user. `spent` tells afterwards whether it was, so an expired or replayed answer gets
   * its own message rather than the verifier's.
   */
  function challengeCheck(key: (challenge: string) => string, owner: string) {
    const state = { known: false };
    const check = async (challenge: string) => {
      state.known = (await store.take(key(challenge))) === owner;
      return state.known;
    };
    return { state, check };
  }

  const expired = () => badRequest(PASSKEY_MESSAGES.challengeExpired, 'PASSKEY_CHALLENGE_EXPIRED');

  return {
    /** GET /api/auth/passkeys */
    async list(auth: RequestAuth): Promise<PasskeyList> {
      const { user } = await deps.requireLiveSession(auth);
      return { passkeys: (await passkeys.listOf(user.id)).map(toPasskey) };
    },

    /**
     * POST /api/auth/passkeys/registration/options. The passkey must be discoverable (resident), so it can sign in with
     * no address typed, and verify its user (PIN or biometric), which makes it two factors on its own.
     */
    async registrationOptions(auth: RequestAuth): Promise<PasskeyRegistrationOptions> {
      const { user } = await deps.requireLiveSession(auth);
      const existing = await passkeys.listOf(user.id);
      if (existing.length >= PASSKEYS_PER_USER_MAX) throw conflict(PASSKEY_MESSAGES.tooMany, 'PASSKEY_LIMIT');
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName: user.email,
        userDisplayName: user.username ?? user.email,
        userID: userHandleOf(user.id),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        // The authenticator refuses to make a second passkey for this account where it already holds one.
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransportFuture[] })),
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      });
      await store.put(registrationKey(options.challenge), user.id, CHALLENGE_TTL_SECONDS);
      return options as PasskeyRegistrationOptions;
    },

    /** POST /api/auth/passkeys: checks the new credential against its challenge, origin and site, then keeps it. */
    async add(
      auth: RequestAuth,
      input: { name: string; credential: z.infer<typeof registrationCredentialSchema> },
    ): Promise<AddPasskeyResponse> {
      const { user } = await deps.requireLiveSession(auth);
      const challenge = challengeCheck(registrationKey, user.id);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.credential as RegistrationResponseJSON,
          expectedChallenge: challenge.check,
          expectedOrigin: origins,
          expectedRPID: rpId,
          requireUserVerification: true,
        });
      } catch {
        // Whatever the verifier found wrong (origin, site, signature, format) is the browser's answer being wrong: a 400.
        if (!challenge.state.known) throw expired();
        throw badRequest(PASSKEY_MESSAGES.notVerified, 'PASSKEY_INVALID');
      }
      if (!verification.verified) throw badRequest(PASSKEY_MESSAGES.notVerified, 'PASSKEY_INVALID');
      const { credential } = verification.registrationInfo;
      const transports = (input.credential.response.transports ?? []).filter((transport) => TRANSPORTS.has(transport));
      try {
        const row = await passkeys.transaction(async (tx) => {
          if ((await passkeys.countOf(user.id, tx)) >= PASSKEYS_PER_USER_MAX) throw conflict(PASSKEY_MESSAGES.tooMany, 'PASSKEY_LIMIT');
          const added = await passkeys.insert(
            {
              userId: user.id,
              credentialId: credential.id,
              publicKey: credential.publicKey,
              counter: credential.counter,
              transports,
              name: input.name,
            },
            tx,
          );
          // In the same transaction: a passkey is never added without its owner being told (issue 36.6).
          await notices.send(user.email, { kind: 'passkey-added', name: input.name }, tx);
          return added;
        });
        return { message: PASSKEY_MESSAGES.added, passkey: toPasskey(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PASSKEY_MESSAGES.alreadyAdded, 'PASSKEY_EXISTS');
        throw error;
      }
    },

    /** PATCH /api/auth/passkeys/{id}: one of the caller's own; anything else is a 404. */
    async rename(auth: RequestAuth, id: string, name: string): Promise<Passkey> {
      const { user } = await deps.requireLiveSession(auth);
      const row = UUID_PATTERN.test(id) ? await passkeys.rename(id, user.id, name) : undefined;
      if (!row) throw notFound(PASSKEY_MESSAGES.notFound, 'PASSKEY_NOT_FOUND');
      return toPasskey(row);
    },

    /**
     * DELETE /api/auth/passkeys/{id}: one of the caller's own; anything else is a 404. Sessions signed in with it go on
     * (issue 36.5 asks no revocation here): removing a passkey says "do not sign me in with this again", and a lost
     * device's sessions are ended from the sessions list.
     */
    async remove(auth: RequestAuth, id: string): Promise<void> {
      const { user } = await deps.requireLiveSession(auth);
      const removed = UUID_PATTERN.test(id) ? await passkeys.remove(id, user.id) : false;
      if (!removed) throw notFound(PASSKEY_MESSAGES.notFound, 'PASSKEY_NOT_FOUND');
    },

    /**
     * POST /api/auth/passkeys/authentication/options: a challenge for any passkey of this site. No credential list and no
     * address asked: the browser offers the passkeys it holds for this site (discoverable credentials).
     */
    async signInOptions(): Promise<PasskeyAuthenticationOptions> {
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
      await store.put(signInKey(options.challenge), '1', CHALLENGE_TTL_SECONDS);
      return options as PasskeyAuthenticationOptions;
    },

    /**
     * POST /api/auth/passkeys/authentication: a passkey alone signs in, as two factors (something held, unlocked by a PIN
     * or biometric the authenticator checked: user verification is required). The session is started exactly like a
     * password sign-in's (the same tokens, the same new-device notice), marked as two-step.
     */
    async signIn(input: { credential: z.infer<typeof authenticationCredentialSchema>; rememberMe: boolean }, client: ClientInfo) {
      const failed = () => unauthorized(PASSKEY_MESSAGES.signInFailed, 'PASSKEY_SIGN_IN_FAILED');
      const row = await passkeys.findByCredentialId(input.credential.id);
      if (!row) {
        // The challenge is spent all the same: an answer is never checked twice.
        await store.take(signInKey(challengeOf(input.credential.response.clientDataJSON)));
        throw unauthorized(PASSKEY_MESSAGES.unknownPasskey, 'PASSKEY_UNKNOWN');
      }
      const handle = input.credential.response.userHandle;
      if (handle !== undefined && handle !== Buffer.from(userHandleOf(row.userId)).toString('base64url')) throw failed();
      const challenge = challengeCheck(signInKey, '1');
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: input.credential as AuthenticationResponseJSON,
          expectedChallenge: challenge.check,
          expectedOrigin: origins,
          expectedRPID: rpId,
          credential: {
            id: row.credentialId,
            publicKey: new Uint8Array(row.publicKey),
            counter: row.counter,
            transports: row.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: true,
        });
      } catch {
        if (!challenge.state.known) throw expired();
        throw failed();
      }
      if (!verification.verified) throw failed();
      // A counter that did not move forward means a copy of the authenticator signed too: refuse, keep the count.
      if (!(await passkeys.recordUse(row.id, verification.authenticationInfo.newCounter))) throw failed();
      const user = await deps.findUserById(row.userId);
      if (!user?.emailVerifiedAt) throw failed();
      return deps.startSession(user, input.rememberMe, client, true);
    },
  };
}

/** The challenge a browser answered, read from its clientDataJSON (unverified: used only to spend it). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
