/** PostgreSQL's error code of a failed query, whichever driver (and Drizzle wrapper) raised it. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The exclusion constraint refused an overlap (a contractor's two jobs at once). */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === '23P01';
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * The database refused a value itself (class 22, "data exception": a number out of range for
 * its column, an impossible date). The contract lets such values through (an id has no upper
 * bound there), so they are the caller's input, not a failure of ours.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
