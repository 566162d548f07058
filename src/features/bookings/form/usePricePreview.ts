import { useCallback, useEffect, useRef, useState } from 'react';
import { call, type DataOf } from '../../../data/call';
import type { RebookingOptionRow } from '../../../contracts/bookingForm';
import { isIsoDate } from '../../../domain/dates';
import { MAX_ADULTS, MAX_CHILDREN, MAX_DOGS } from '../../../domain/bookingForm';

export type PriceAnswer = DataOf<'GET rates/accommodation-charges'>;
export type RebookingAnswer = DataOf<'GET rates/rebooking-charges'>;

/** Typing a count should not ask for a price per key. */
export const PRICE_DELAY_MS = 150;

export interface PriceQuery {
  categoryId: number | null;
  positionId: number | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  dogs: number;
  /** The booking being edited: its rebooking preview instead of a new booking's price. */
  bookingId: number | null;
}

export type Remote<T> =
  | { status: 'idle'; data: null }
  | { status: 'loading'; data: T | null }
  | { status: 'ok'; data: T }
  | { status: 'error'; data: null };

const count = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

/** The query's text, or null when it cannot be priced yet (no category, dates or counts that are not). */
export function queryOf(q: PriceQuery): Record<string, string> | null {
  if (!q.categoryId || !isIsoDate(q.checkIn) || !isIsoDate(q.checkOut) || q.checkOut <= q.checkIn) return null;
  if (!count(q.adults, MAX_ADULTS) || !count(q.children, MAX_CHILDREN) || !count(q.dogs, MAX_DOGS)) return null;
  return {
    category_id: String(q.categoryId),
    ...(q.positionId && q.positionId > 0 ? { position_id: String(q.positionId) } : {}),
    check_in: q.checkIn,
    check_out: q.checkOut,
    adults: String(q.adults),
    children: String(q.children),
    dogs: String(q.dogs),
  };
}

/**
 * A remote value that follows a query: requests are superseded (only the newest answer is applied,
 * bookings.md 4), and `settled()` gives the answer for the query shown now, for the save to use.
 */
export function useSuperseded<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
): [Remote<T>, () => Promise<T | null>] {
  const [state, setState] = useState<Remote<T>>({ status: 'idle', data: null });
  const latest = useRef<{ key: string | null; answer: Promise<T | null> }>({
    key: null,
    answer: Promise.resolve(null),
  });
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  useEffect(() => {
    if (!key) {
      latest.current = { key: null, answer: Promise.resolve(null) };
      setState({ status: 'idle', data: null });
      return;
    }
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState((s) => ({ status: 'loading', data: s.data }));
    const answer = new Promise<T | null>((resolve) => {
      timer = setTimeout(() => {
        fetchRef.current(ctrl.signal).then(
          (data) => {
            if (ctrl.signal.aborted) return;
            setState({ status: 'ok', data });
            resolve(data);
          },
          () => {
            if (ctrl.signal.aborted) return;
            // A failed fetch empties the charges (bookings.md 4).
            setState({ status: 'error', data: null });
            resolve(null);
          },
        );
      }, PRICE_DELAY_MS);
      ctrl.signal.addEventListener('abort', () => resolve(null));
    });
    latest.current = { key, answer };
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [key]);

  // The answer for the query on screen: a superseded request resolves null, so wait for the newest.
  const settled = useCallback(async (): Promise<T | null> => {
    for (;;) {
      const here = latest.current;
      const v = await here.answer;
      if (latest.current === here) return v;
    }
  }, []);
  return [state, settled];
}

/** 'Kostnad:' of a new booking: GET rates/accommodation-charges. */
export function usePricePreview(q: PriceQuery, enabled: boolean) {
  const query = enabled && q.bookingId == null ? queryOf(q) : null;
  const key = query ? JSON.stringify(query) : null;
  return useSuperseded<PriceAnswer>(key, (signal) =>
    call('GET rates/accommodation-charges', { query: query as never, signal, silent: true }),
  );
}

/** 'Nytt pris' of an existing booking: GET rates/rebooking-charges. */
export function useRebookingPreview(q: PriceQuery, enabled: boolean) {
  const query = enabled && q.bookingId != null ? queryOf(q) : null;
  const full = query ? { ...query, booking_id: String(q.bookingId) } : null;
  const key = full ? JSON.stringify(full) : null;
  return useSuperseded<RebookingAnswer>(key, (signal) =>
    call('GET rates/rebooking-charges', { query: full as never, signal, silent: true }),
  );
}

/** The default option: the one flagged is_default, else the first (bookings.md 4). */
export function defaultRebookingOption(options: readonly RebookingOptionRow[]): RebookingOptionRow | null {
  return options.find((o) => o.is_default) ?? options[0] ?? null;
}

/**
 * A group's price: one GET rates/accommodation-charges per card (the group's category and stay, the card's
 * position and guests), asked together and superseded together. null while a card cannot be priced.
 */
export function useGroupPrice(cards: readonly PriceQuery[], enabled: boolean) {
  const queries = enabled && cards.length ? cards.map(queryOf) : null;
  const all = queries?.every((q) => q != null) ? queries : null;
  const key = all ? JSON.stringify(all) : null;
  return useSuperseded<PriceAnswer[]>(key, (signal) =>
    Promise.all(all!.map((q) => call('GET rates/accommodation-charges', { query: q as never, signal, silent: true }))),
  );
}
