import { MESSAGES } from '../../shared/messages.js';

/** Every failed API call becomes an ApiError. `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** Seconds from a Retry-After header (429), when the server sent one. */
  readonly retryAfterSeconds: number | undefined;
  /** True when `message` is a sentence written by the server. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    message: string;
    code: string;
    fields?: Record<string, string[]> | undefined;
    retryAfterSeconds?: number | undefined;
    fromServer: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.fromServer = init.fromServer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readFields(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(value)) {
    if (Array.isArray(list)) fields[key] = list.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Turns an error answer into an ApiError: message = body.message ?? body.error. */
export function toApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const record = isRecord(body) ? body : {};
  const serverMessage = nonEmptyString(record.message) ?? nonEmptyString(record.error);
  return new ApiError({
    status,
    message: serverMessage ?? `HTTP ${status}`,
    code: nonEmptyString(record.code) ?? `HTTP_${status}`,
    fields: readFields(record.fields),
    retryAfterSeconds: parseRetryAfter(retryAfter ?? null),
    fromServer: serverMessage !== undefined,
  });
}

export function networkError(timedOut: boolean): ApiError {
  return new ApiError({
    status: 0,
    message: timedOut ? 'The request took too long. Please try again.' : MESSAGES.networkError,
    code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
    fromServer: false,
  });
}

/**
 * The sentence to show for a failed call: the server's own sentence when it sent one,
 * otherwise the screen's fallback text from the spec.
 */
export function messageFrom(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && error.fromServer) return error.message;
  return fallback;
}
