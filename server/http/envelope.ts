export type SnackbarColor = 'success' | 'error' | 'warning';

/** The spec's response envelope (shell.md 7.1). */
export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  data: T;
  error_code: string | null;
  error_message: string | null;
  snackbar?: { color: SnackbarColor; text: string };
  print?: unknown;
}

export const success = <T>(data: T, extra: Pick<Envelope, 'snackbar' | 'print'> = {}): Envelope<T> => ({
  status: 'success', data, error_code: null, error_message: null, ...extra,
});

export const failure = (code: string, message: string, data: unknown = null): Envelope => ({
  status: 'error', data, error_code: code, error_message: message,
});
