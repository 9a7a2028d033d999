/** PostgreSQL's unique_violation; drivers and Drizzle may wrap the database error in `cause`. */
const UNIQUE_VIOLATION = '23505';

/** The unique constraint a failed write ran into, or null when the error is something else. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return { constraint: typeof constraint === 'string' ? constraint : '' };
    current = cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;

/** The SQLSTATE of a database error, looking through the wrappers drivers and Drizzle put around it. */
export function sqlState(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

/**
 * Errors the database raises about a value it was given: the data exceptions (class 22: a character
 * it cannot store, a string too long for its column, a number out of range, a malformed uuid or date),
 * a value a constraint refuses, and a value too large for an index. Input caused them, so they are a 400.
 */
export function isBadValueError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && (state.startsWith('22') || ['23502', '23503', '23514', '54000'].includes(state));
}

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Errors that say the database is out of reach rather than that a request was wrong: no connection
 * (refused, reset, timed out), the server shutting down or refusing connections (class 08, 57P0x,
 * 53300), and a statement cancelled by its time limit (57014) or left unanswered by a frozen server.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * Whether an unavailable database means the server itself is out, so the circuit opens for every request: not a
 * statement PostgreSQL cancelled at its statement_timeout (57014), since a server that sends that is answering. Under
 * load one slow search cancelled that way opened the circuit, and every request answered 503 until the next probe
 * (52,177 of 54,762 answers in a mixed-workload run on the scale data); it is answered 503 on its own.
 */
export function isDatabaseOutage(error: unknown): boolean {
  return isDatabaseUnavailable(error) && sqlState(error) !== '57014';
}

/** PostgreSQL's exclusion_violation: a row an EXCLUDE constraint refuses (an overlapping range), with its name. */
export function exclusionViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23P01') return { constraint: typeof constraint === 'string' ? constraint : '' };
    current = cause;
  }
  return null;
}
