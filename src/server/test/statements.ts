import type { App } from './auth-helpers.js';

/**
 * Counts the statements the app sends to its database: every one goes through the client's query() (PGlite's,
 * or the pg pool's for a read outside a transaction), so a read that claims one round trip can be held to it.
 *
 *   const statements = countStatements(h.app);
 *   expect(await statements.during(() => call('GET', '/api/…'))).toBe(1);
 *   statements.restore();
 */
export function countStatements(app: App) {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  return {
    /** How many statements `work` sent. */
    async during(work: () => Promise<unknown>): Promise<number> {
      statements = 0;
      await work();
      return statements;
    },
    restore() {
      client.query = original;
    },
  };
}
