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

/** What of a database error may be logged (the statement's text, PostgreSQL's fields). */
export type LoggedQueryError = {
  type: string;
  message: string;
  code: string | undefined;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack: string;
};

/**
 * A failed query as the log may keep it: the statement (parameterised, so it holds no values)
 * and PostgreSQL's code and names, without the parameters, PostgreSQL's message or its detail,
 * which repeat the values sent (an e-mail address, a name, a password hash). Any other error is
 * returned as it is.
 */
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || typeof error.query !== 'string') {
    return error;
  }
  const cause = (error as { cause?: unknown }).cause;
  const field = (name: string): string | undefined => {
    const value =
      cause && typeof cause === 'object' ? (cause as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const message = `Failed query: ${error.query}`;
  // The stack's first lines repeat the message, parameters included: only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    code: sqlState(error),
    constraint: field('constraint'),
    table: field('table'),
    column: field('column'),
    routine: field('routine'),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  } satisfies LoggedQueryError;
}
