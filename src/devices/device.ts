// What every device kind shares (printer, scanner, control unit): a readable status, the outcome
// of a call as a value. Plain TypeScript, so drivers need no UI library and no store.

/** A value that can be read now and watched. */
export interface Readable<T> {
  get(): T;
  /** Calls `fn` on every change; returns the unsubscribe function. */
  subscribe(fn: (value: T) => void): () => void;
}

export interface Writable<T> extends Readable<T> {
  set(value: T): void;
}

/** The smallest observable value: get, set, subscribe. */
export function writable<T>(initial: T): Writable<T> {
  let value = initial;
  const listeners = new Set<(v: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const fn of [...listeners]) fn(value);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

export type DeviceStatus = 'disconnected' | 'connecting' | 'ready' | 'error';

/**
 * The outcome of a device call. Failures are values, not exceptions: `message` is Swedish and
 * shown as is; `retryable` says whether trying again (e.g. after reconnecting) may help.
 */
export type Result = { ok: true } | { ok: false; code: string; message: string; retryable: boolean };

export const ok: Result = { ok: true };
export const failure = (code: string, message: string, retryable = false): Result => ({
  ok: false,
  code,
  message,
  retryable,
});
