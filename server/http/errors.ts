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
export const forbidden = (message = 'Din behörighet räcker inte för det här.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Hittades inte.') => new AppError(404, 'not_found', message);

/** 422 with the failing fields, as the login form maps them: { errors: { field: [message] } }. */
export function validationError(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? 'Ogiltiga uppgifter.';
  return new AppError(422, 'validation_failed', first, { errors });
}
