import createClient, { type Client } from 'openapi-fetch';
// Generated from the API's OpenAPI document by `npm run openapi:generate` (before every typecheck): git-ignored.
import type { paths } from '../../../.generated/openapi/schema.js';

export type ApiClient = Client<paths>;

/**
 * A client typed from the API's own OpenAPI document, as a third party would generate it (openapi-typescript and
 * openapi-fetch): every path, parameter, request and response body is checked against the document by tsc.
 * Requests carry the bearer token `token()` answers, when it answers one.
 */
export function createApiClient(baseUrl: string, token: () => string | undefined = () => undefined): ApiClient {
  const client = createClient<paths>({ baseUrl });
  client.use({
    onRequest({ request }) {
      const accessToken = token();
      if (accessToken) request.headers.set('authorization', `Bearer ${accessToken}`);
      return request;
    },
  });
  return client;
}
