import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import { AppError } from './errors.js';

/** Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's suggested floor (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing runs on libuv's thread pool (never on the event loop), at most `concurrency` hashes at a time,
 * with at most `queueLimit` more waiting. A hash takes a whole core for ~10 ms: with every core hashing, the event
 * loop and the database wait behind argon2 and every other request slows down. Leaving one core free keeps them
 * fast while a class signs in; past the queue's bound a login answers 503 with Retry-After at once instead of
 * stretching every wait.
 */
export interface PasswordHashingLimits {
  concurrency: number;
  queueLimit: number;
}

export const defaultPasswordHashingLimits = (): PasswordHashingLimits => ({
  concurrency: Math.max(1, availableParallelism() - 1),
  queueLimit: 64,
});

let limits = defaultPasswordHashingLimits();
let running = 0;
const waiting: (() => void)[] = [];
/** A moving average of one hash's time (ms), for the Retry-After estimate. */
let averageMs = 20;

/** Sets the bound (buildApp, from PASSWORD_HASH_CONCURRENCY and PASSWORD_QUEUE_LIMIT). */
export function configurePasswordHashing(next: PasswordHashingLimits): void {
  limits = { concurrency: Math.max(1, next.concurrency), queueLimit: Math.max(0, next.queueLimit) };
}

/** Hashes running and waiting now (tests and the bench read it). */
export const passwordHashingLoad = () => ({ running, waiting: waiting.length });

function busy(): AppError {
  const seconds = Math.max(1, Math.ceil(((waiting.length + 1) * averageMs) / limits.concurrency / 1000));
  return new AppError(503, 'SERVER_BUSY', SERVER_MESSAGES.serverBusy, undefined, { 'retry-after': String(seconds) });
}

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= limits.concurrency) {
    if (waiting.length >= limits.queueLimit) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  const started = performance.now();
  try {
    return await work();
  } finally {
    averageMs = averageMs * 0.9 + (performance.now() - started) * 0.1;
    // The slot passes straight to the next waiter, so `running` counts it without a gap.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string) => gated(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gated(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A real hash of a random value, checked when no account matches, so a login takes as long either way. */
let decoy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hash(`decoy-${Math.random()}`, OPTIONS);
  await verifyPassword(await decoy, password);
}
