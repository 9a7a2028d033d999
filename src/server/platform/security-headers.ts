import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for `options`, worked out once. helmet's middleware (and @fastify/helmet, which rebuilt it
 * on every request) only ever sets fixed values for a fixed configuration, so the result is the same each time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * An API answer is data, never a document to render: its policy allows nothing to load and no page to frame it
 * (OWASP's advice for REST answers). It is also a third of the size of the app's policy, on every call.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * helmet's headers (CSP, HSTS in production, nosniff, frame and referrer policies...) for documents, and the same
 * for the API's answers with the API's policy in place of the app's.
 */
export function securityHeaderSets(options: HelmetOptions): { document: Record<string, string>; api: Record<string, string> } {
  const document = securityHeaders(options);
  return { document, api: { ...document, 'content-security-policy': API_CONTENT_SECURITY_POLICY } };
}
