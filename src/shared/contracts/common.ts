import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

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
