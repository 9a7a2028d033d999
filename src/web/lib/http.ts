import { REQUEST_TIMEOUT_MS } from '../../shared/constants.js';
import { ApiError, networkError, toApiError } from './errors';
import { nextTask } from './nextTask';

export const API_BASE = '/api';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call is abandoned (default 30 s, spec §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function hasBody(body: unknown): boolean {
  return body !== undefined;
}

/** An answer's body as JSON (or as text when it is not JSON); an error status becomes an ApiError. */
export function answerFrom<T>(status: number, text: string, retryAfter: string | null): T {
  let data: unknown;
  if (status !== 204 && text !== '') {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      data = text;
    }
  }
  if (status < 200 || status > 299) throw toApiError(status, data, retryAfter);
  return data as T;
}

/**
 * One HTTP call to the API, without any session logic: JSON in and out, cookies included,
 * a timeout, and every failure turned into an ApiError.
 */
export async function httpRequest<T>(path: string, options: HttpOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS, signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  if (signal) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', onOuterAbort, { once: true });
  }

  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  let payload: BodyInit | undefined;
  if (hasBody(body)) {
    if (body instanceof FormData) {
      payload = body;
    } else {
      finalHeaders['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  // Pages ask for their data as they mount, several calls in the task that draws them; starting a request costs
  // the main thread a few milliseconds on a phone, so each read starts in a task of its own. A change is sent at
  // once: it answers a tap, and the page may be left right after it.
  if (method === 'GET') await nextTask();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: finalHeaders,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
    if (signal?.aborted && !timedOut) throw error;
    throw networkError(timedOut);
  }

  try {
    return answerFrom<T>(response.status, await response.text(), response.headers.get('Retry-After'));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkError(timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}
