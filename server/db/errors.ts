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

/** An error whose cause (or its cause's) was a failed query, with that cause written safely. */
export type LoggedCausedError = { type: string; message: string; stack: string; cause: unknown };

/**
 * An error the database raised: Drizzle's wrapper and PGlite's own error carry the statement
 * (`query`), pg's carries PostgreSQL's `severity` and SQLSTATE. pg-boss and raw queries throw
 * the driver's error unwrapped.
 */
function isDatabaseError(error: Error): boolean {
  const fields = error as { query?: unknown; severity?: unknown; code?: unknown };
  return (
    typeof fields.query === 'string' ||
    (typeof fields.severity === 'string' &&
      typeof fields.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(fields.code))
  );
}

/** PostgreSQL's names of what refused (never its message or detail), on the error or its cause. */
function postgresField(error: Error, name: string): string | undefined {
  for (const source of [error, (error as { cause?: unknown }).cause]) {
    const value =
      source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The stack's frames: its first lines repeat the message, values included. */
function framesOf(error: Error): string[] {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}

function withoutValues(error: Error): LoggedQueryError {
  const query = (error as { query?: unknown }).query;
  const code = sqlState(error);
  const message =
    typeof query === 'string' ? `Failed query: ${query}` : `Failed query (SQLSTATE ${code})`;
  return {
    type: error.name,
    message,
    code,
    constraint: postgresField(error, 'constraint'),
    table: postgresField(error, 'table'),
    column: postgresField(error, 'column'),
    routine: postgresField(error, 'routine'),
    stack: [`${error.name}: ${message}`, ...framesOf(error)].join('\n'),
  };
}

/**
 * A failed query as the log may keep it: the statement (parameterised, so it holds no values)
 * and PostgreSQL's code and names, without the parameters, PostgreSQL's message or its detail,
 * which repeat the values sent (an e-mail address, a name, a password hash: a check's detail is
 * the whole refused row). An error caused by one keeps its own message with the cause so
 * written. Any other error is returned as it is.
 */
export function withoutQueryValues(error: Error): Error | LoggedQueryError | LoggedCausedError;
export function withoutQueryValues(error: unknown): unknown;
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (isDatabaseError(error)) return withoutValues(error);
  const cause: unknown = error.cause;
  const safeCause = withoutQueryValues(cause);
  if (safeCause === cause) return error;
  return {
    type: error.name,
    message: error.message,
    stack: [`${error.name}: ${error.message}`, ...framesOf(error)].join('\n'),
    cause: safeCause,
  } satisfies LoggedCausedError;
}

/**
 * An error as a store outside the log may keep it (pg-boss writes a failed job's error into its
 * output, which the console's Mail and jobs page and `npm run ops -- failed-mail` show): a
 * failed query's values taken out as `withoutQueryValues` takes them out of the log.
 */
export function storableError(error: unknown): unknown {
  const safe = withoutQueryValues(error);
  if (safe === error || typeof safe !== 'object' || safe === null) return error;
  const { message, stack } = safe as { message: string; stack: string };
  const stored = new Error(message);
  stored.stack = stack;
  return stored;
}
