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
