import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  BROWSER_SESSION_HOURS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  REMEMBER_ME_DAYS,
  RESEND_OTP_LOCK_SECONDS,
} from '../../../shared/constants.js';
import type { SessionInfo, SessionListResponse } from '../../../shared/contracts/account.js';
import type { AuthUser, SessionResponse, TwoFactorChallenge, UserRoleName } from '../../../shared/contracts/auth.js';
import type { TwoFactorStatus } from '../../../shared/contracts/account.js';
import { formatIst } from '../../../shared/contracts/mentors.constants.js';
import { ACCOUNT_MESSAGES, deletionScheduledMessage, MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { describeUserAgent } from '../../../shared/userAgent.js';
import type { Config } from '../../config.js';
import type { RequestAuth } from '../../platform/auth.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../platform/errors.js';
import type { JobContext, JobQueue } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { CounterStore } from '../../platform/rate-limit.js';
import { randomToken, sha256, type TokenService } from '../../platform/tokens.js';
import { base32Encode, createSecretBox, matchTotpStep, newTotpSecret, otpauthUrl } from '../../platform/totp.js';
import type { AuthRepository, OtpPurpose, UserRow } from './auth.repository.js';
import { otpMail, resetMail } from './auth.mails.js';
import type { SecurityNotices } from './auth.notices.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, Tx } from '../../db/client.js';

const LOGIN_FAILURES_PER_WINDOW = 10;
/** Wrong passwords typed in settings (change password, delete account), per account. */
const PASSWORD_CHECK_FAILURES_PER_WINDOW = 10;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const FORGOT_PER_HOUR = 5;
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Wrong second-step codes, per account: as many as wrong passwords at sign-in. */
const TWO_FACTOR_FAILURES_PER_WINDOW = 10;
const RECOVERY_CODE_COUNT = 10;
const TOTP_ISSUER = 'Campus';
/** The job that deletes an account once its grace period is over; keyed by the user's id, so asking again moves it. */
export const ACCOUNT_DELETION_JOB = 'auth.account-deletion';
export interface AccountDeletionPayload {
  userId: string;
}

export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
}

/** The device a session is started from, as listed in the user's active sessions. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  ipAddress: request.ip ?? null,
});

export interface IssuedSession {
  response: SessionResponse;
  refreshToken: string;
  rememberMe: boolean;
}

/** A sign-in either gives a session or, with two-step sign-in on, asks for a code first. */
export type SignInOutcome = { session: IssuedSession; challenge?: undefined } | { challenge: TwoFactorChallenge; session?: undefined };

/** Recovery codes as shown: ten base32 characters in two groups ("k7m2q-x9p4r"); typed in any case, with or without the dash. */
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const toAuthUser = (user: UserRow): AuthUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
  profileCompleted: user.profileCompletedAt !== null,
});

/** What deleting an account must also clean up outside the database: the user's stored files. */
export interface AccountCleanup {
  /** Addresses of the files the user owns (profile photos...), read before the rows go (in `executor` when given). */
  filesOf(userId: string, executor?: Db | Tx): Promise<string[]>;
  removeFile(url: string): Promise<void>;
}

export function createAuthService(deps: {
  repo: AuthRepository;
  tokens: TokenService;
  mailer: Mailer;
  counters: CounterStore;
  config: Config;
  googleKeys?: JWTVerifyGetKey;
  cleanup?: AccountCleanup;
  notices: SecurityNotices;
  jobs: JobQueue;
}) {
  const { repo, tokens, mailer, counters, config, notices, jobs } = deps;
  const googleKeys = deps.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl));

  /** Codes are only 6 digits, so a plain hash would fall to a table leak; a keyed hash does not. */
  const hashCode = (userId: string, code: string) => createHmac('sha256', config.jwtSecret).update(`${userId}:${code}`).digest('hex');
  const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const hashRecoveryCode = (userId: string, code: string) =>
    createHmac('sha256', config.jwtSecret)
      .update(`recovery:${userId}:${normalizeRecoveryCode(code)}`)
      .digest('hex');
  const secrets = createSecretBox(config.totpEncryptionKey);
  const hasTwoFactor = (user: Pick<UserRow, 'totpEnabledAt'>) => user.totpEnabledAt !== null;
  const sessionLifetimeMs = (rememberMe: boolean) =>
    rememberMe ? REMEMBER_ME_DAYS * 24 * 3600 * 1000 : BROWSER_SESSION_HOURS * 3600 * 1000;

  async function issueCode(user: UserRow, purpose: OtpPurpose) {
    const code = newCode();
    await repo.replaceOtp(user.id, purpose, hashCode(user.id, code), new Date(Date.now() + OTP_TTL_MINUTES * 60_000));
    const mail = purpose === 'verify_email' ? otpMail(code) : resetMail(code);
    try {
      await mailer.send({ to: user.email, ...mail });
    } catch {
      throw new AppError(503, 'MAIL_UNAVAILABLE', 'We could not send the email right now. Please try again in a minute.');
    }
  }

  /** The 30-second lock between two codes, enforced here and not only by the button's countdown. */
  async function assertResendAllowed(userId: string, purpose: OtpPurpose) {
    const existing = await repo.findOtp(userId, purpose);
    if (!existing) return;
    const elapsed = (Date.now() - existing.createdAt.getTime()) / 1000;
    if (elapsed < RESEND_OTP_LOCK_SECONDS) {
      throw tooManyRequests(RESEND_OTP_LOCK_SECONDS - elapsed, SERVER_MESSAGES.resendTooSoon);
    }
  }

  /** Checks a code with at most OTP_MAX_ATTEMPTS tries; a right code is spent by the caller. */
  async function checkCode(user: UserRow, purpose: OtpPurpose, code: string, invalidMessage: string) {
    const otp = await repo.findOtp(user.id, purpose);
    if (!otp) throw badRequest(invalidMessage, 'OTP_INVALID');
    if (otp.expiresAt.getTime() <= Date.now()) throw badRequest(SERVER_MESSAGES.otpExpired, 'OTP_EXPIRED');
    const attempts = await repo.countOtpAttempt(otp.id, OTP_MAX_ATTEMPTS);
    if (attempts === null) throw new AppError(429, 'OTP_LOCKED', SERVER_MESSAGES.otpTooManyAttempts);
    const expected = Buffer.from(otp.codeHash, 'hex');
    const given = Buffer.from(hashCode(user.id, code), 'hex');
    if (!timingSafeEqual(expected, given)) throw badRequest(invalidMessage, 'OTP_INVALID');
    return otp;
  }

  /**
   * A sign-in within the grace period keeps the account: the mark goes and the deletion's job is cancelled, in one
   * transaction. The job's row is locked before the account's, as the deletion job does, so the two never deadlock;
   * a sign-in that lost the race to the deletion finds no account left. Answers whether a deletion was cancelled.
   */
  async function cancelPendingDeletion(user: UserRow): Promise<boolean> {
    if (user.deletionDueAt === null) return false;
    const cleared = await repo.transaction(async (tx) => {
      await jobs.cancel(tx, ACCOUNT_DELETION_JOB, user.id);
      return repo.clearDeletion(user.id, tx);
    });
    if (!cleared) {
      if (!(await repo.findUserById(user.id))) throw unauthorized(SERVER_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      return false;
    }
    await notices.send(user.email, { kind: 'account-deletion-cancelled' });
    return true;
  }

  /**
   * `multiFactor`: the sign-in proved two factors by itself (a passkey), so the session counts as two-step even when the
   * account has no authenticator app; a password or Google sign-in counts as two-step only when the account has one.
   */
  async function startSession(user: UserRow, rememberMe: boolean, client: ClientInfo, multiFactor = false): Promise<IssuedSession> {
    const deletionCancelled = await cancelPendingDeletion(user);
    // A sign-in from a device this account has not used before is told to its owner; the first sign-in of an account is not.
    const device = describeUserAgent(client.userAgent).label;
    const earlier = await repo.sessionDevicesOf(user.id);
    if (earlier.length > 0 && !earlier.some((userAgent) => describeUserAgent(userAgent).label === device)) {
      await notices.send(user.email, { kind: 'new-sign-in', device, at: new Date(), ipAddress: client.ipAddress });
    }
    const refreshToken = randomToken();
    const sessionId = await repo.createSession(
      { userId: user.id, rememberMe, multiFactor, ...client, expiresAt: new Date(Date.now() + sessionLifetimeMs(rememberMe)) },
      sha256(refreshToken),
    );
    const accessToken = await tokens.signAccess({
      userId: user.id,
      role: user.role,
      sessionId,
      twoFactor: hasTwoFactor(user) || multiFactor,
    });
    return {
      response: {
        accessToken,
        expiresIn: tokens.accessTtlSeconds,
        user: toAuthUser(user),
        ...(deletionCancelled ? { deletionCancelled } : {}),
      },
      refreshToken,
      rememberMe,
    };
  }

  /** A fresh access token for a session the caller already holds (its refresh cookie stays as it is). */
  async function resumeSession(user: UserRow, sessionId: string): Promise<SessionResponse | null> {
    const live = await repo.findLiveSession(sessionId, user.id);
    if (!live) return null;
    const accessToken = await tokens.signAccess({
      userId: user.id,
      role: user.role,
      sessionId,
      twoFactor: hasTwoFactor(user) || live.multiFactor,
    });
    return { accessToken, expiresIn: tokens.accessTtlSeconds, user: toAuthUser(user) };
  }

  /**
   * Settings calls act for a session that must still be live: an access token outlives the session it
   * came from by up to 15 minutes, and an ended session must not change passwords or end others.
   */
  async function requireLiveSession(auth: RequestAuth): Promise<{ user: UserRow; sessionId: string; multiFactor: boolean }> {
    const live = auth.sessionId ? await repo.findLiveSession(auth.sessionId, auth.userId) : undefined;
    if (!auth.sessionId || !live) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'SESSION_ENDED');
    const user = await repo.findUserById(auth.userId);
    if (!user) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'SESSION_ENDED');
    return { user, sessionId: auth.sessionId, multiFactor: live.multiFactor };
  }

  /** Checks a password typed in settings, with a per-account limit on wrong guesses. */
  async function checkPassword(user: UserRow, password: string, wrongMessage: string, field: string) {
    if (!user.passwordHash) throw badRequest(ACCOUNT_MESSAGES.noPassword, 'NO_PASSWORD');
    const key = `password-check:user:${user.id}`;
    const locked = await counters.peek(key, PASSWORD_CHECK_FAILURES_PER_WINDOW);
    if (!locked.allowed) throw tooManyRequests(locked.retryAfterSeconds, ACCOUNT_MESSAGES.tooManyPasswordChecks);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await counters.hit(key, PASSWORD_CHECK_FAILURES_PER_WINDOW, LOGIN_WINDOW_SECONDS);
      throw badRequest(wrongMessage, 'WRONG_PASSWORD', { [field]: [wrongMessage] });
    }
    await counters.reset(key);
  }

  /**
   * The second step: a code of the user's authenticator app, or (where allowed) one of their recovery codes, spent
   * by its use. Wrong codes count against the account like wrong passwords at sign-in. An app code's time step is
   * spent too: a code accepted once (or one of an earlier step) is refused as used, and does not count as a guess.
   */
  async function checkSecondFactor(user: UserRow, code: string, sealedSecret: string | null, allowRecovery: boolean) {
    const key = `two-factor-fail:user:${user.id}`;
    const locked = await counters.peek(key, TWO_FACTOR_FAILURES_PER_WINDOW);
    if (!locked.allowed) throw tooManyRequests(locked.retryAfterSeconds, ACCOUNT_MESSAGES.twoFactorTooManyCodes);
    const typed = code.trim();
    const step = /^\d{6}$/.test(typed) && sealedSecret !== null ? matchTotpStep(secrets.open(sealedSecret), typed) : null;
    if (step !== null) {
      if (!(await repo.useTotpStep(user.id, step))) {
        throw badRequest(ACCOUNT_MESSAGES.twoFactorCodeUsed, 'TWO_FACTOR_CODE_USED', { code: [ACCOUNT_MESSAGES.twoFactorCodeUsed] });
      }
      await counters.reset(key);
      return;
    }
    const right = !/^\d{6}$/.test(typed) && allowRecovery && (await repo.useRecoveryCode(user.id, hashRecoveryCode(user.id, typed)));
    if (!right) {
      await counters.hit(key, TWO_FACTOR_FAILURES_PER_WINDOW, LOGIN_WINDOW_SECONDS);
      throw badRequest(ACCOUNT_MESSAGES.twoFactorCodeWrong, 'TWO_FACTOR_CODE_WRONG', { code: [ACCOUNT_MESSAGES.twoFactorCodeWrong] });
    }
    await counters.reset(key);
  }

  /** After a right password or Google's word: a session, or first the code when two-step sign-in is on. */
  async function signIn(user: UserRow, rememberMe: boolean, client: ClientInfo): Promise<SignInOutcome> {
    if (hasTwoFactor(user)) {
      const challengeToken = await tokens.signTwoFactorChallenge({ userId: user.id, rememberMe });
      return { challenge: { twoFactorRequired: true, challengeToken, message: ACCOUNT_MESSAGES.twoFactorAsked } };
    }
    return { session: await startSession(user, rememberMe, client) };
  }

  /** Turning two-step sign-in on or off signs out every other device; this one gets a token that says the new state. */
  async function switchTwoFactor(user: UserRow, sessionId: string, change: (tx: Tx) => Promise<void>) {
    const ended = await repo.transaction(async (tx) => {
      await change(tx);
      return repo.revokeOtherSessions(user.id, sessionId, 'two-step sign-in changed', tx);
    });
    await tokens.endSessions(ended);
    const updated = await repo.findUserById(user.id);
    const session = updated ? await resumeSession(updated, sessionId) : null;
    if (!session) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'SESSION_ENDED');
    return session;
  }

  return {
    toAuthUser,
    startSession,
    resumeSession,
    requireLiveSession,

    async register(input: { email: string; password: string; role: 'student' | 'mentor' }) {
      const existing = await repo.findUserByEmail(input.email);
      if (existing?.emailVerifiedAt) throw conflict(SERVER_MESSAGES.emailAlreadyRegistered, 'EMAIL_TAKEN');
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      if (existing) {
        await assertResendAllowed(existing.id, 'verify_email');
        user = await repo.updateUser(existing.id, { passwordHash, role: input.role });
      } else {
        try {
          user = await repo.insertUser({ email: input.email, passwordHash, role: input.role });
        } catch (error) {
          if (isUniqueViolation(error))
            throw conflict('A sign-up for this email is already in progress. Please try again.', 'SIGNUP_IN_PROGRESS');
          throw error;
        }
      }
      await issueCode(user, 'verify_email');
      return { message: MESSAGES.otpSent, email: user.email, resendAfterSeconds: RESEND_OTP_LOCK_SECONDS };
    },

    async verifyOtp(input: { email: string; otp: string }) {
      const user = await repo.findUserByEmail(input.email);
      if (!user || user.emailVerifiedAt) throw badRequest(MESSAGES.otpInvalid, 'OTP_INVALID');
      const otp = await checkCode(user, 'verify_email', input.otp, MESSAGES.otpInvalid);
      const verified = await repo.transaction(async (tx) => {
        await repo.deleteOtp(otp.id, tx);
        return repo.updateUser(user.id, { emailVerifiedAt: new Date() }, tx);
      });
      const tempToken = await tokens.signOnboarding({ userId: verified.id, role: verified.role });
      return { message: 'Email verified.', tempToken, user: toAuthUser(verified) };
    },

    async resendOtp(input: { email: string }) {
      const user = await repo.findUserByEmail(input.email);
      if (!user || user.emailVerifiedAt) throw badRequest(SERVER_MESSAGES.noPendingSignup, 'NO_PENDING_SIGNUP');
      await assertResendAllowed(user.id, 'verify_email');
      await issueCode(user, 'verify_email');
      return { message: MESSAGES.resendSuccess, email: user.email, resendAfterSeconds: RESEND_OTP_LOCK_SECONDS };
    },

    async login(input: { email: string; password: string; rememberMe: boolean }, client: ClientInfo) {
      const user = await repo.findUserByIdentifier(input.email);
      // Counted per account, whichever identifier (email or phone) names it; per identifier when none does.
      const failureKey = user ? `login-fail:user:${user.id}` : `login-fail:${input.email.toLowerCase()}`;
      // Per address, only failures count: a campus behind one NAT address signing in all morning is not a guesser.
      // A success does not clear the address's count, or a guesser could interleave sign-ins of their own.
      const addressKey = client.ipAddress ? `login-fail:ip:${client.ipAddress}` : null;
      const addressLimit = config.rateLimits.authPerIpPer15Min;
      for (const [key, limit] of [
        [failureKey, LOGIN_FAILURES_PER_WINDOW],
        ...(addressKey ? [[addressKey, addressLimit] as const] : []),
      ] as const) {
        const locked = await counters.peek(key, limit);
        if (!locked.allowed) throw tooManyRequests(locked.retryAfterSeconds);
      }
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !valid) {
        await counters.hit(failureKey, LOGIN_FAILURES_PER_WINDOW, LOGIN_WINDOW_SECONDS);
        if (addressKey) await counters.hit(addressKey, addressLimit, LOGIN_WINDOW_SECONDS);
        throw unauthorized(SERVER_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      if (!user.emailVerifiedAt) throw new AppError(403, 'EMAIL_NOT_VERIFIED', SERVER_MESSAGES.emailNotVerified);
      await counters.reset(failureKey);
      return signIn(user, input.rememberMe, client);
    },

    /** POST /api/auth/twoFactor/verify: the code that finishes a sign-in begun with a password or Google. */
    async verifyTwoFactor(input: { challengeToken: string; code: string }, client: ClientInfo): Promise<IssuedSession> {
      const challenge = await tokens.verifyTwoFactorChallenge(input.challengeToken);
      const user = challenge ? await repo.findUserById(challenge.userId) : undefined;
      if (!challenge || !user || !hasTwoFactor(user))
        throw unauthorized(ACCOUNT_MESSAGES.twoFactorChallengeExpired, 'TWO_FACTOR_CHALLENGE_EXPIRED');
      await checkSecondFactor(user, input.code, user.totpSecret, true);
      return startSession(user, challenge.rememberMe, client);
    },

    /** GET /api/auth/twoFactor */
    async twoFactorStatus(auth: RequestAuth): Promise<TwoFactorStatus> {
      const { user, multiFactor } = await requireLiveSession(auth);
      return {
        enabled: hasTwoFactor(user),
        recoveryCodesLeft: hasTwoFactor(user) ? await repo.countRecoveryCodesLeft(user.id) : 0,
        required: user.role === 'admin',
        passkeySession: multiFactor,
      };
    },

    /** POST /api/auth/twoFactor/setup: a new secret, kept encrypted until a first code confirms it. */
    async setupTwoFactor(auth: RequestAuth) {
      const { user } = await requireLiveSession(auth);
      if (hasTwoFactor(user)) throw conflict(ACCOUNT_MESSAGES.twoFactorAlreadyOn, 'TWO_FACTOR_ON');
      const secret = newTotpSecret();
      await repo.setPendingTotp(user.id, secrets.seal(secret));
      const address = otpauthUrl(TOTP_ISSUER, user.email, secret);
      const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUrl: address, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** POST /api/auth/twoFactor/enable: the first code confirms the secret; ten recovery codes, shown this once. */
    async enableTwoFactor(auth: RequestAuth, input: { code: string }) {
      const { user, sessionId } = await requireLiveSession(auth);
      if (hasTwoFactor(user)) throw conflict(ACCOUNT_MESSAGES.twoFactorAlreadyOn, 'TWO_FACTOR_ON');
      if (!user.totpPendingSecret) throw badRequest(ACCOUNT_MESSAGES.twoFactorNoSetup, 'TWO_FACTOR_NO_SETUP');
      await checkSecondFactor(user, input.code, user.totpPendingSecret, false);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const pending = user.totpPendingSecret;
      const session = await switchTwoFactor(user, sessionId, (tx) =>
        repo.enableTotp(
          user.id,
          pending,
          recoveryCodes.map((code) => hashRecoveryCode(user.id, code)),
          tx,
        ),
      );
      await notices.send(user.email, { kind: 'two-factor-on' });
      return { ...session, message: ACCOUNT_MESSAGES.twoFactorOn, recoveryCodes };
    },

    /** POST /api/auth/twoFactor/disable: the password (when the account has one) and a code or recovery code. */
    async disableTwoFactor(auth: RequestAuth, input: { password: string; code: string }) {
      const { user, sessionId } = await requireLiveSession(auth);
      if (!hasTwoFactor(user)) throw badRequest(ACCOUNT_MESSAGES.twoFactorNotOn, 'TWO_FACTOR_OFF');
      if (user.passwordHash) await checkPassword(user, input.password, ACCOUNT_MESSAGES.currentPasswordWrong, 'password');
      await checkSecondFactor(user, input.code, user.totpSecret, true);
      const session = await switchTwoFactor(user, sessionId, (tx) => repo.disableTotp(user.id, tx));
      await notices.send(user.email, { kind: 'two-factor-off' });
      return { ...session, message: ACCOUNT_MESSAGES.twoFactorOff };
    },

    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'NO_SESSION');
      const tokenHash = sha256(refreshToken);
      const next = randomToken();
      const rotated = await repo.rotateRefreshToken(tokenHash, sha256(next), sessionLifetimeMs(true), sessionLifetimeMs(false));
      if (!rotated) {
        const known = await repo.findRefreshToken(tokenHash);
        if (!known) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'NO_SESSION');
        if (known.usedAt) {
          // A spent token came back: someone holds a copy. End the whole session for both holders.
          await tokens.endSessions(await repo.revokeSession(known.sessionId, 'refresh token reuse'));
          throw unauthorized(SERVER_MESSAGES.sessionExpired, 'TOKEN_REUSED');
        }
        throw unauthorized(SERVER_MESSAGES.sessionExpired, 'SESSION_ENDED');
      }
      const { user, sessionId, rememberMe, multiFactor } = rotated;
      const accessToken = await tokens.signAccess({
        userId: user.id,
        role: user.role,
        sessionId,
        twoFactor: user.totpEnabledAt !== null || multiFactor,
      });
      return {
        response: {
          accessToken,
          expiresIn: tokens.accessTtlSeconds,
          user: {
            id: user.id,
            email: user.email,
            username: user.username,
            role: user.role,
            profileCompleted: user.profileCompletedAt !== null,
          },
        },
        refreshToken: next,
        rememberMe,
      };
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const found = await repo.findRefreshToken(sha256(refreshToken));
      if (found) await tokens.endSessions(await repo.revokeSession(found.sessionId, 'logout'));
    },

    async google(input: { credential: string; rememberMe: boolean; role: 'student' | 'mentor' }, client: ClientInfo) {
      if (!config.googleClientId) throw new AppError(503, 'GOOGLE_DISABLED', SERVER_MESSAGES.googleNotConfigured);
      let payload;
      try {
        ({ payload } = await jwtVerify(input.credential, googleKeys, { issuer: GOOGLE_ISSUERS, audience: config.googleClientId }));
      } catch {
        throw unauthorized(MESSAGES.googleLoginFailed, 'GOOGLE_TOKEN_INVALID');
      }
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      if (!payload.sub || !email || payload.email_verified !== true) throw unauthorized(MESSAGES.googleLoginFailed, 'GOOGLE_TOKEN_INVALID');
      let user = await repo.findUserByGoogleSub(payload.sub);
      if (!user) {
        const byEmail = await repo.findUserByEmail(email);
        if (byEmail?.emailVerifiedAt) {
          user = await repo.updateUser(byEmail.id, { googleSub: payload.sub });
        } else if (byEmail) {
          // An unverified sign-up was never proven to belong to this address's owner: whoever started it
          // must not keep a password (or a chosen role) on the account Google has just proven is someone else's.
          user = await repo.updateUser(byEmail.id, {
            googleSub: payload.sub,
            emailVerifiedAt: new Date(),
            passwordHash: null,
            role: input.role,
          });
        } else {
          user = await repo.insertUser({ email, googleSub: payload.sub, role: input.role, emailVerifiedAt: new Date() });
        }
      }
      return signIn(user, input.rememberMe, client);
    },

    /** GET /api/auth/sessions: the caller's live sessions, marking the one asking. */
    async listSessions(auth: RequestAuth, page: number, limit: number): Promise<SessionListResponse> {
      await requireLiveSession(auth);
      const { rows, total } = await repo.listLiveSessions(auth.userId, auth.sessionId, page, limit);
      const sessions: SessionInfo[] = rows.map((row) => {
        const device = describeUserAgent(row.userAgent);
        return {
          id: row.id,
          device: device.label,
          deviceKind: device.kind,
          userAgent: row.userAgent,
          ipAddress: row.ipAddress,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          rememberMe: row.rememberMe,
          current: row.id === auth.sessionId,
        };
      });
      return { sessions, page, limit, total };
    },

    /** DELETE /api/auth/sessions/{id}: ends one of the caller's own sessions; anything else is a 404. */
    async endSession(auth: RequestAuth, sessionId: string): Promise<{ current: boolean }> {
      await requireLiveSession(auth);
      const ended = UUID_PATTERN.test(sessionId) ? await repo.revokeOwnSession(sessionId, auth.userId, 'ended from settings') : [];
      if (ended.length === 0) throw notFound(ACCOUNT_MESSAGES.sessionNotFound, 'SESSION_NOT_FOUND');
      await tokens.endSessions(ended);
      return { current: sessionId === auth.sessionId };
    },

    /** DELETE /api/auth/sessions: "Log out everywhere else". */
    async endOtherSessions(auth: RequestAuth): Promise<number> {
      const { sessionId } = await requireLiveSession(auth);
      const ended = await repo.revokeOtherSessions(auth.userId, sessionId, 'ended from settings');
      await tokens.endSessions(ended);
      return ended.length;
    },

    /** POST /api/auth/changePassword: the current password must be right; every other session ends. */
    async changePassword(auth: RequestAuth, input: { currentPassword: string; newPassword: string }) {
      const { user, sessionId } = await requireLiveSession(auth);
      await checkPassword(user, input.currentPassword, ACCOUNT_MESSAGES.currentPasswordWrong, 'currentPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await repo.transaction(async (tx) => {
        await repo.updateUser(user.id, { passwordHash }, tx);
        return repo.revokeOtherSessions(user.id, sessionId, 'password changed', tx);
      });
      await tokens.endSessions(ended);
      await notices.send(user.email, { kind: 'password-changed' });
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    /**
     * DELETE /api/auth/account: with the password typed again, the account is marked to be deleted in 7 days (the
     * grace period of issue 36.4), every session ends at once and its owner is mailed when it goes and that signing
     * in cancels it. The deletion itself is a queued job (`runScheduledDeletion`), scheduled in the same transaction.
     */
    async deleteAccount(auth: RequestAuth, input: { password: string }) {
      const { user } = await requireLiveSession(auth);
      await checkPassword(user, input.password, ACCOUNT_MESSAGES.deletePasswordWrong, 'password');
      const dueAt = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600 * 1000);
      const ended = await repo.transaction(async (tx) => {
        await repo.markForDeletion(user.id, dueAt, tx);
        await jobs.schedule(tx, { kind: ACCOUNT_DELETION_JOB, key: user.id, runAt: dueAt, payload: { userId: user.id } });
        await notices.send(user.email, { kind: 'account-deletion-scheduled', dueAt }, tx);
        return repo.revokeAllSessions(user.id, 'account deletion asked', tx);
      });
      await tokens.endSessions(ended);
      return { message: deletionScheduledMessage(formatIst(dueAt)), deletionDueAt: dueAt.toISOString() };
    },

    /**
     * The deletion job, once the grace period is over: the user goes, and with them every row that belongs to them
     * (sessions, profile, applications...; ON DELETE CASCADE). Rows others still need (jobs an operator posted,
     * notifications they sent) keep going without an author (SET NULL). All in the job's one transaction, which also
     * removes the job's own row (it names the user); nothing at all when a sign-in cancelled the deletion or the
     * account is gone already, so a second run is harmless. Their stored files are removed once it has committed.
     */
    async runScheduledDeletion({ tx, payload, afterCommit }: Pick<JobContext<AccountDeletionPayload>, 'tx' | 'payload' | 'afterCommit'>) {
      if (!(await repo.lockDueDeletion(payload.userId, tx))) return;
      const files = deps.cleanup ? await deps.cleanup.filesOf(payload.userId, tx) : [];
      const ended = await repo.deleteUser(payload.userId, tx);
      afterCommit(async () => {
        await tokens.endSessions(ended);
        for (const url of files) await deps.cleanup?.removeFile(url).catch(() => {});
      });
    },

    async forgotPassword(input: { email: string }) {
      // Counted per address asked for, whether or not an account exists, so the answer tells nothing.
      const limit = await counters.hit(`forgot:${input.email}`, FORGOT_PER_HOUR, 3600);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      const user = await repo.findUserByEmail(input.email);
      if (user?.emailVerifiedAt) {
        const recent = await repo.findOtp(user.id, 'reset_password');
        const tooSoon = recent && Date.now() - recent.createdAt.getTime() < RESEND_OTP_LOCK_SECONDS * 1000;
        if (!tooSoon) await issueCode(user, 'reset_password');
      }
      return { message: SERVER_MESSAGES.resetRequested };
    },

    async resetPassword(input: { email: string; otp: string; password: string }) {
      const user = await repo.findUserByEmail(input.email);
      if (!user?.emailVerifiedAt) throw badRequest(SERVER_MESSAGES.resetCodeInvalid, 'OTP_INVALID');
      const otp = await checkCode(user, 'reset_password', input.otp, SERVER_MESSAGES.resetCodeInvalid);
      const passwordHash = await hashPassword(input.password);
      const ended = await repo.transaction(async (tx) => {
        await repo.deleteOtp(otp.id, tx);
        await repo.updateUser(user.id, { passwordHash }, tx);
        return repo.revokeAllSessions(user.id, 'password reset', tx);
      });
      await tokens.endSessions(ended);
      await notices.send(user.email, { kind: 'password-reset' });
      return { message: SERVER_MESSAGES.passwordReset };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { UserRoleName };
