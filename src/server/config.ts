import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl(/^rediss?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().default('Campus <no-reply@campus.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long.').optional(),
  GOOGLE_CLIENT_ID: z.string().trim().optional().transform((value) => (value ? value : undefined)),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(/^https?$/),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org/reverse'),
  ICE_SERVERS: z.string().default('[{"urls":"stun:stun.l.google.com:19302"}]'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.default(true),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** How long public job lists, searches and details are reused (seconds); 0 turns the cache off. */
  JOBS_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string | undefined }
    | undefined;
  geocoderUrl: string;
  iceServers: unknown[];
  trustProxy: boolean | number | string[];
  rateLimits: { perMinutePerIp: number; authPerIpPer15Min: number };
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string;
  admin: { email: string; password: string } | undefined;
  webDistDir: string;
  jobsCacheSeconds: number;
}

export class ConfigError extends Error {}

function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') return true;
  return raw.split(',').map((part) => part.trim()).filter(Boolean);
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

export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): Config {
  // An empty variable (FOO= in a copied .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let iceServers: unknown[];
  try {
    iceServers = z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]) }).loose()).parse(JSON.parse(e.ICE_SERVERS));
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
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET && e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL, so every instance shares it');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    s3: s3Complete
      ? {
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    geocoderUrl: e.GEOCODER_URL,
    iceServers,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: { perMinutePerIp: e.RATE_LIMIT_PER_MINUTE, authPerIpPer15Min: e.AUTH_RATE_LIMIT_PER_IP },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? 'dist/web'),
    jobsCacheSeconds: e.JOBS_CACHE_SECONDS,
  };
}
