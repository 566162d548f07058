import type { FastifyRequest } from 'fastify';

interface ErrorLike {
  name?: string;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
}

/** Quoted values (`"anna@x.se"`, `'42'`) and numbers in a database message can be personal data. */
const redact = (text: string) =>
  text
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/\d{3,}/g, '…')
    .slice(0, 300);

/**
 * What an unexpected error may say in the log: its code, the route and a redacted message; never
 * the SQL parameters, the request body or the query string (drizzle puts params in its message).
 */
type RequestLine = Pick<FastifyRequest, 'method' | 'url'> & { routeOptions?: { url?: string } };

export function describeServerError(req: RequestLine, err: unknown) {
  const e = (err ?? {}) as ErrorLike;
  // drizzle wraps the driver's error: its own message is "Failed query: … params: …".
  const db = (e.cause && typeof e.cause === 'object' ? e.cause : null) as ErrorLike | null;
  const source = db && (db.code != null || e.name === 'DrizzleQueryError') ? db : e;
  const code = typeof source.code === 'string' ? source.code : (source.name ?? e.name ?? 'Error');
  const message = typeof source.message === 'string' ? redact(source.message.split('\n')[0]) : '';
  return {
    route: `${req.method} ${req.routeOptions?.url ?? req.url.split('?')[0]}`,
    code,
    message,
    ...(typeof source.constraint === 'string' ? { constraint: source.constraint } : {}),
    ...(typeof source.table === 'string' ? { table: source.table } : {}),
  };
}

/** Logs a 500 once: to the request logger when it is on, otherwise one line on stderr. */
export function logServerError(req: FastifyRequest, err: unknown) {
  const entry = describeServerError(req, err);
  if (req.log.level && req.log.level !== 'silent') req.log.error(entry, 'server error');
  else {
    const constraint = entry.constraint ? ` (${entry.constraint})` : '';
    console.error(`server error ${entry.route} ${entry.code}: ${entry.message}${constraint}`);
  }
}
