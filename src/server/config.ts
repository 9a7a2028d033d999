import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { deriveTotpKey } from './platform/totp.js';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A safe start for blog moderation: slurs and scam words are left to the operator's own list. */
const DEFAULT_BLOG_BLOCKED_WORDS = 'idiot,stupid,scam,casino,betting,porn,nude,kill yourself';
/** Link shorteners hide where a link goes; paste sites carry leaked papers. */
const DEFAULT_BLOG_BLOCKED_LINK_HOSTS = 'bit.ly,tinyurl.com,t.co,goo.gl,pastebin.com';

const commaList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** A comma-separated list of URLs, case kept (a TURN URL's query is case-sensitive). */
const urlList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: protocols }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: the demo's accounts and password are published, so the network is opt-in. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Where `npm run backup` writes its archives unless given a folder. */
  BACKUP_DIR: z.string().default('./backups'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** How long opening a PostgreSQL connection may take before the request gets a 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  /** How long one statement may run (PostgreSQL's statement_timeout, and a client-side limit for a frozen server). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  REDIS_URL: optionalUrl(/^rediss?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().default('Campus <no-reply@campus.local>'),
  SUPPORT_EMAIL: z.email().default('support@campus.local'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long.').optional(),
  /** 32 bytes in base64 (or 64 hex digits): the key authenticator secrets are encrypted with at rest. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || keyBytes(value)?.length === 32,
      'TOTP_ENCRYPTION_KEY must be 32 bytes, in base64 or 64 hex digits.',
    ),
  /** The passkeys' relying party: a domain (no scheme or port), unset the host of PUBLIC_URL. */
  WEBAUTHN_RP_ID: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value), {
      message: 'WEBAUTHN_RP_ID must be a domain name such as campus.example.edu (no scheme, port or path).',
    }),
  /** The origins passkey ceremonies may come from, comma-separated; unset the origin of PUBLIC_URL. */
  WEBAUTHN_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : undefined,
    )
    .refine((value) => value === undefined || value.every((origin) => /^https?:\/\/[^/]+$/.test(origin)), {
      message: 'WEBAUTHN_ORIGINS must list origins such as https://campus.example.edu (scheme and host, no path), comma-separated.',
    }),
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(/^https?$/),
  /** Bucket addresses as <endpoint>/<bucket>/<key> (MinIO, most S3-compatible servers); false for <bucket>.<endpoint>. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  /** How long a presigned address of a private file (a booking document) works once the app has handed it out. */
  S3_PRESIGNED_URL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org/reverse'),
  /** None by default: on one machine or a LAN host candidates connect, and no third party is contacted. */
  ICE_SERVERS: z.string().default('[]'),
  /** Session rooms (issue 31): STUN servers, comma-separated (stun:host:port); none by default. */
  STUN_URLS: z.string().default(''),
  /** TURN servers of session rooms, comma-separated (turn:host:port?transport=udp, turns:…); need TURN_SECRET. */
  TURN_URLS: z.string().default(''),
  /** The TURN server's shared secret (coturn's static-auth-secret with use-auth-secret): credentials are made from it. */
  TURN_SECRET: z.string().min(16).optional(),
  /** How long a TURN credential handed to a room works. */
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** 'relay' sends every session call through TURN (hides the parties' addresses from each other); 'all' by default. */
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  /** A Human Library chat with no message for this long ends. */
  HUMANLIB_IDLE_SECONDS: z.coerce.number().min(1).max(86_400).default(600),
  /** Prefix of the Human Library's Redis keys (queue, presence, pairs), so deployments can share a Redis. */
  HUMANLIB_REDIS_PREFIX: z.string().min(1).max(50).default('hl:'),
  /** Prefix of the real-time adapter's Redis channels: only instances with the same one share rooms. */
  REALTIME_REDIS_KEY: z
    .string()
    .regex(/^[\w.:-]{1,50}$/)
    .default('socket.io'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.default(true),
  /** The demo accounts on an address other than loopback only when asked for explicitly. */
  DEMO_ALLOW_PUBLIC: booleanFromEnv.default(false),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** How long public job lists, searches and details are reused (seconds); 0 turns the cache off. */
  JOBS_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * false: the mentor and job lists compute no trust figures (every mentor "New mentor", every employer "New on
   * Campus"). Only for measuring what the figures cost (npm run bench); never off in production.
   */
  LIST_FIGURES: booleanFromEnv.default(true),
  /**
   * How long a member's hot reads (the blog feed and posts) may be answered from memory at most (seconds); every
   * committed write drops what it changed at once, this only bounds writes made outside the app. 0 turns it off.
   */
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** Password hashes (argon2id) computed at a time (default: the number of cores minus one, at least 1). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Sign-ins that may wait for a hash; one more answers 503 with Retry-After. */
  PASSWORD_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(64),
  /** Whether this instance runs due jobs of the database job queue (platform/jobs.ts); scheduling works either way. */
  JOB_QUEUE_ENABLED: booleanFromEnv.default(true),
  /** How often an idle job runner looks for due jobs (ms; each wait is drawn between half and one and a half of it). */
  JOB_QUEUE_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** How many jobs one instance runs side by side. */
  JOB_QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Words that hold a blog post for review (comma-separated; matched as whole words, any case). */
  BLOG_BLOCKED_WORDS: z.string().default(DEFAULT_BLOG_BLOCKED_WORDS),
  /** Sites a blog post may not link to (comma-separated host names; subdomains included). */
  BLOG_BLOCKED_LINK_HOSTS: z.string().default(DEFAULT_BLOG_BLOCKED_LINK_HOSTS),
  /** More links than this in one post holds it for review. */
  BLOG_MAX_LINKS: z.coerce.number().int().min(0).max(1000).default(10),
  /** Web push (VAPID, RFC 8292): base64url keys; unset, a pair is generated into DATA_DIR for the demo. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,90}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key.')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,45}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key.')
    .optional(),
  /** How long a push waits for its notification to be read in an open tab before it goes to the devices. */
  PUSH_DELAY_SECONDS: z.coerce.number().min(0).max(600).default(10),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .optional(),
});

export type Env = z.input<typeof envSchema>;

/** Every environment variable the server reads (`.env.example` documents each). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  backupDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  redisUrl: string | undefined;
  realtimeRedisKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where help tickets are mailed; shown on the legal pages. */
  supportEmail: string;
  publicUrl: string;
  jwtSecret: string;
  /** Encrypts authenticator (TOTP) secrets at rest; unset, derived from the JWT secret. */
  totpEncryptionKey: Buffer;
  /** Passkeys (WebAuthn): the relying party's id and the origins its ceremonies may come from. */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  googleClientId: string | undefined;
  googleJwksUrl: string;
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
        forcePathStyle: boolean;
        presignedUrlSeconds: number;
      }
    | undefined;
  geocoderUrl: string;
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  humanlib: { idleSeconds: number; redisPrefix: string };
  /** Session rooms' ICE servers; TURN credentials are made per request from the secret (sessions feature). */
  sessionIce: {
    stunUrls: string[];
    turnUrls: string[];
    turnSecret: string | undefined;
    turnTtlSeconds: number;
    transportPolicy: 'all' | 'relay';
  };
  trustProxy: boolean | number | string[];
  rateLimits: { perMinutePerIp: number; authPerIpPer15Min: number };
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string;
  admin: { email: string; password: string } | undefined;
  webDistDir: string;
  jobsCacheSeconds: number;
  listFigures: boolean;
  readCacheSeconds: number;
  jobQueue: { enabled: boolean; pollMs: number; concurrency: number };
  passwordHashing: { concurrency: number; queueLimit: number };
  blogModeration: { blockedWords: string[]; blockedLinkHosts: string[]; maxLinks: number };
  /** Web push keys; undefined keys: the demo's pair from the data directory (`vapidKeys`). */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
  pushDelayMs: number;
}

export class ConfigError extends Error {}

function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A secret kept beside the data, so sessions survive restarts without any setup. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The web push key pair: the configured one, else the demo's, generated on first use and kept beside the data like the
 * JWT secret, so browsers' subscriptions survive restarts.
 */
export function vapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): { publicKey: string; privateKey: string } {
  if (config.vapid.keys) return config.vapid.keys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(config.dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): Config {
  // An empty variable (FOO= in a copied .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let iceServers: Config['iceServers'];
  try {
    iceServers = z
      .array(
        z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
      )
      .parse(JSON.parse(e.ICE_SERVERS));
  } catch {
    throw new ConfigError('Invalid configuration:\n  ICE_SERVERS: must be a JSON array of {"urls": ...} objects');
  }
  const s3Complete = e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY && e.S3_ENDPOINT;
  if ((e.S3_BUCKET || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY) && !s3Complete) {
    throw new ConfigError('Invalid configuration:\n  S3_*: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (urlList(e.STUN_URLS).some((url) => !/^stuns?:/.test(url))) {
    throw new ConfigError('Invalid configuration:\n  STUN_URLS: each must start with stun: or stuns:');
  }
  if (urlList(e.TURN_URLS).some((url) => !/^turns?:/.test(url))) {
    throw new ConfigError('Invalid configuration:\n  TURN_URLS: each must start with turn: or turns:');
  }
  if (urlList(e.TURN_URLS).length > 0 && !e.TURN_SECRET) {
    throw new ConfigError("Invalid configuration:\n  TURN_URLS needs TURN_SECRET (the TURN server's shared secret)");
  }
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET && e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL, so every instance shares it');
  }
  if (e.SEED_DEMO && !isLoopback(e.HOST) && !e.DEMO_ALLOW_PUBLIC) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST=${e.HOST} with SEED_DEMO=true would publish the demo accounts (their password is public) on the network.\n` +
        '  Use HOST=127.0.0.1, set SEED_DEMO=false, or set DEMO_ALLOW_PUBLIC=true if that is really what you want.',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    backupDir: path.resolve(e.BACKUP_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    realtimeRedisKey: e.REALTIME_REDIS_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL.toLowerCase(),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ? keyBytes(e.TOTP_ENCRYPTION_KEY)! : deriveTotpKey(jwtSecret),
    webauthn: webauthnSettings(e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGINS, (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    s3: s3Complete
      ? {
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          presignedUrlSeconds: e.S3_PRESIGNED_URL_SECONDS,
        }
      : undefined,
    geocoderUrl: e.GEOCODER_URL,
    iceServers,
    humanlib: { idleSeconds: e.HUMANLIB_IDLE_SECONDS, redisPrefix: e.HUMANLIB_REDIS_PREFIX },
    sessionIce: {
      stunUrls: urlList(e.STUN_URLS),
      turnUrls: urlList(e.TURN_URLS),
      turnSecret: e.TURN_SECRET,
      turnTtlSeconds: e.TURN_TTL_SECONDS,
      transportPolicy: e.ICE_TRANSPORT_POLICY,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: { perMinutePerIp: e.RATE_LIMIT_PER_MINUTE, authPerIpPer15Min: e.AUTH_RATE_LIMIT_PER_IP },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? 'dist/web'),
    jobsCacheSeconds: e.JOBS_CACHE_SECONDS,
    listFigures: e.LIST_FIGURES,
    readCacheSeconds: e.READ_CACHE_SECONDS,
    jobQueue: { enabled: e.JOB_QUEUE_ENABLED, pollMs: e.JOB_QUEUE_POLL_MS, concurrency: e.JOB_QUEUE_CONCURRENCY },
    passwordHashing: {
      concurrency: e.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
      queueLimit: e.PASSWORD_QUEUE_LIMIT,
    },
    blogModeration: {
      blockedWords: commaList(e.BLOG_BLOCKED_WORDS),
      blockedLinkHosts: commaList(e.BLOG_BLOCKED_LINK_HOSTS),
      maxLinks: e.BLOG_MAX_LINKS,
    },
    vapid: {
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL.toLowerCase()}`,
    },
    pushDelayMs: e.PUSH_DELAY_SECONDS * 1000,
  };
}

/** A 32-byte key written as 64 hex digits or base64; anything else is undefined. */
/**
 * Passkeys are bound to a domain (the relying party id) and checked against the page's origin. By default both come
 * from PUBLIC_URL, the address users open, so an installation that sets it needs nothing more; a site reached at
 * several addresses lists them in WEBAUTHN_ORIGINS and names their common parent domain in WEBAUTHN_RP_ID.
 */
function webauthnSettings(rpId: string | undefined, origins: string[] | undefined, publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpId: rpId ?? url.hostname, rpName: 'Campus', origins: origins ?? [url.origin] };
}

function keyBytes(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  return undefined;
}

/** Whether an address to listen on is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}
