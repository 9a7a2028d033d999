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
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Settings the browser needs at start and that come from the server's environment. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  demoMode: z.boolean(),
  /** Reverse geocoder of the profile wizard's "Track Location" (a Nominatim-compatible /reverse address). */
  geocoderUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
