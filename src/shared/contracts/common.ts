import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { SERVER_MESSAGES } from '../messages.js';

/** Every error answer of the API has this shape (ARCHITECTURE.md, "API conventions"). */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const uuidSchema = z.uuid();

/**
 * Where a page of a keyset list ended: the last row's sort key. Lists order by their leading ranks (each
 * descending; none for a list in time order), then time and id, descending, so the key names one place in a
 * total order, and the next page starts right after it however many rows were written before it meanwhile.
 */
export const cursorKeySchema = z
  .object({
    r: z.array(z.number()).max(8),
    /** The last row's time as stored, to the microsecond. */
    t: z.iso.datetime({ offset: true }),
    id: z.uuid(),
  })
  .strict();
export type CursorKey = z.infer<typeof cursorKeySchema>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The key as base64url JSON: opaque to clients, who only hand back the `nextCursor` a page gave them. */
export function encodeCursor(key: CursorKey): string {
  return btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(value: string): unknown {
  try {
    return JSON.parse(atob(value.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}

/**
 * The `cursor` query parameter of keyset lists: a `nextCursor` from the list's previous page. Anything else (not
 * base64url, not JSON, not a key) is a 400 here, before any query sees it.
 */
export const cursorParamSchema = z
  .string({ error: SERVER_MESSAGES.invalidCursor })
  .max(1024, SERVER_MESSAGES.invalidCursor)
  .regex(BASE64URL, SERVER_MESSAGES.invalidCursor)
  .transform((value, ctx) => {
    const key = cursorKeySchema.safeParse(decodeCursor(value));
    if (key.success) return key.data;
    ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.invalidCursor });
    return z.NEVER;
  })
  .describe("The `nextCursor` of the list's previous page: the page after it, by position rather than page number.");

/** Answered beside a keyset list's rows: the `cursor` of the page after this one, or null when this one is the last. */
export const nextCursorSchema = z.string().nullable();

export const healthResponseSchema = z.object({
  /** `degraded`: the database answers but an optional dependency (Redis) does not; the API keeps serving. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  db: z.enum(['ok', 'down']),
  /** `off` when REDIS_URL is not set. */
  redis: z.enum(['ok', 'down', 'off']),
  uptimeSeconds: z.number(),
  version: z.string(),
  /** Reads answered from the read cache's memory and reads that went to the database since start (the benchmark's hit rate). */
  readCache: z.object({ hits: z.number().int(), misses: z.number().int() }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Settings the browser needs at start and that come from the server's environment. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  demoMode: z.boolean(),
  /** Reverse geocoder of the profile wizard's "Track Location" (a Nominatim-compatible /reverse address). */
  geocoderUrl: z.string(),
  /** The support mailbox (help form, terms and privacy pages). */
  supportEmail: z.string(),
  /** Origins the API accepts cross-origin calls from (the /cors-debug page compares the page's own). */
  allowedOrigins: z.array(z.string()),
  /** The server's NODE_ENV: /cors-debug is open to everyone outside production. */
  mode: z.enum(['development', 'production', 'test']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
