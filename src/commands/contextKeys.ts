import { useEffect, useRef } from 'react';
import type { BookingState, BookingTimes } from '../domain/bookingState';
import type { BaseContext, CommandContext } from './types';

/** The booking the verbs act on, with the state fields it is judged by (a copy: later store changes do not leak in). */
export interface BookingKey {
  id: number;
  /** As the console knows it, else as the list row that selected it shows it; null when neither has it. */
  known: (BookingTimes & { title?: string | null; channel_id?: number | null; external_source?: string | null }) | null;
  /** Customer facts of the working set (registration card rules); null where unknown. */
  customer: { isOrg: boolean | null; countryId: number | null; hasCustomer: boolean | null };
}

/**
 * Every key a pane or screen may contribute to the command context; each key's type is fixed here, or,
 * for a key whose type belongs to a pane (the pane stack, the cart), in that pane by declaration merging
 * (`declare module '.../commands/contextKeys'`). A `when` reads only these and the base context, never a store.
 */
export interface ContextKeys {
  /** The booking the verbs act on: args, palette page, pane with the keyboard, list row, an open booking pane. */
  booking: BookingKey | null;
  /** The booking group the keyboard is on: its palette page or its pane with focus. */
  group: number | null;
  /** The customer the verbs act on (resolved as `booking`). */
  customer: number | null;
  /** The console's session phase ('ready', 'locked', ...), the user's namespace, whether a token is kept. */
  session: { phase: string; namespace: string; hasToken: boolean };
  /** The register of this workstation: when it was opened (null: closed) and whether it is registered for tax. */
  register: { id: number | null; openedAt: string | null; registered: boolean } | null;
  /** The register's checkout of a booking (/register/booking/{id}/checkout): its state and whether it is saving. */
  checkout: { id: number; state: BookingState | null; saving: boolean } | null;
  /** The parked order selected in its list (when it still exists). */
  order: number | null;
  /** The booking list is mounted (its verbs have a list to act on). */
  bookingList: boolean;
  /** The workstation's default printer is set. */
  printer: { hasDefault: boolean };
  /** How many recent searches are saved. */
  recentSearches: number;
  /** The booking the 'Incheckning' dialog shows checked in. */
  checkinShown: number | null;
  /** The draft the keyboard is on in the drafts dialog, and whether it is still live. */
  draft: { id: number; live: boolean } | null;
}

type Getter<K extends keyof ContextKeys> = (base: BaseContext) => ContextKeys[K];
const contributions = new Map<keyof ContextKeys, Getter<keyof ContextKeys>[]>();

/** Installs the getter of a key; the last installed wins. Returns the remover (a pane calls it on unmount). */
export function contributeContext<K extends keyof ContextKeys>(key: K, get: Getter<K>): () => void {
  const list = contributions.get(key) ?? contributions.set(key, []).get(key)!;
  list.push(get as Getter<keyof ContextKeys>);
  return () => {
    const i = list.lastIndexOf(get as Getter<keyof ContextKeys>);
    if (i >= 0) list.splice(i, 1);
  };
}

/** A pane's contribution while it is mounted; the getter is read at each judgement, not at render. */
export function useContextKey<K extends keyof ContextKeys>(key: K, get: Getter<K>) {
  const ref = useRef(get);
  ref.current = get;
  useEffect(() => contributeContext(key, (base) => ref.current(base)), [key]);
}

/** One snapshot: the base context plus every contributed key, each getter called once. */
export function snapshotKeys(base: BaseContext): CommandContext {
  const ctx: CommandContext = { ...base };
  for (const [key, list] of contributions) {
    const get = list.at(-1);
    if (get) (ctx as unknown as Record<string, unknown>)[key] = get(base);
  }
  return ctx;
}
