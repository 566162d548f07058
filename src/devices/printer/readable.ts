import type { Readable } from './contract';

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
      return () => { listeners.delete(fn); };
    },
  };
}
