import type { Envelope } from '../../src/contracts/envelope';

export type { Envelope, SnackbarColor } from '../../src/contracts/envelope';

export const success = <T>(data: T, extra: Pick<Envelope, 'snackbar' | 'print'> = {}): Envelope<T> => ({
  status: 'success',
  data,
  error_code: null,
  error_message: null,
  ...extra,
});

export const failure = (code: string, message: string, data: unknown = null): Envelope => ({
  status: 'error',
  data,
  error_code: code,
  error_message: message,
});

/** Data already serialised as JSON text (e.g. built by the database), placed into the envelope unparsed. */
export class RawJson {
  constructor(readonly text: string) {}
}
export const rawJson = (text: string) => new RawJson(text);

/** The envelope as text around raw JSON data. */
export function successText(data: RawJson, extra: Pick<Envelope, 'snackbar' | 'print'> = {}): string {
  const rest = JSON.stringify({ error_code: null, error_message: null, ...extra }).slice(1);
  return `{"status":"success","data":${data.text},${rest}`;
}
