/** The spec's response envelope around every answer's data (shell.md 7.1). */
export type SnackbarColor = 'success' | 'error' | 'warning';

export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  data: T;
  error_code: string | null;
  error_message: string | null;
  snackbar?: { color: SnackbarColor; text: string };
  print?: unknown;
}

/** The data of a 422: each failing field with its Swedish messages. */
export interface FieldErrors {
  errors: Record<string, string[]>;
}
