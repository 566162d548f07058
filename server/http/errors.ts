/** A failure the client should see: HTTP status, machine code and a Swedish message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError(401, 'unauthenticated', 'Du är inte inloggad. Logga in igen.');
export const forbidden = (message = 'Din behörighet räcker inte för det här.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Hittades inte.') => new AppError(404, 'not_found', message);

export type FieldErrors = Record<string, string[]>;

/**
 * The one 422: a machine code and a Swedish message; when fields are to blame, data carries
 * { errors: { field: [message] } } as the forms map them, plus any `extra` data the client reads.
 */
export function unprocessable(
  code: string,
  message: string,
  errors?: FieldErrors | null,
  extra?: Record<string, unknown>,
): AppError {
  const data = errors || extra ? { ...(errors ? { errors } : {}), ...extra } : null;
  return new AppError(422, code, message, data);
}

/** A 422 blamed on one field, whose message is also the error message. */
export const fieldError = (code: string, field: string, message: string, extra?: Record<string, unknown>) =>
  unprocessable(code, message, { [field]: [message] }, extra);

/** 422 'validation_failed' with the failing fields; the first message is the error message. */
export function validationError(errors: FieldErrors): AppError {
  return unprocessable('validation_failed', Object.values(errors)[0]?.[0] ?? 'Ogiltiga uppgifter.', errors);
}

/**
 * Whether a database error carries PostgreSQL's SQLSTATE `code` (on `constraint`, when one is named):
 * node-postgres and PGlite put the code on the error itself, drizzle wraps it in a DrizzleQueryError
 * whose `cause` is the driver's error.
 */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown } | null;
  // Followed a few causes deep only: a cause chain may loop.
  for (let e = err as DriverError, depth = 0; e && depth < 5; depth++) {
    if (e.code === code) return constraint == null || e.constraint === constraint;
    e = typeof e.cause === 'object' ? (e.cause as DriverError) : null;
  }
  return false;
}

/** A unique-constraint violation (Postgres 23505). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return isPgError(err, '23505', constraint);
}
