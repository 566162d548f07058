import { useEffect, useState } from 'react';
import { call } from '../../../data/call';
import type { CategoryAvailability, PositionAvailability } from '../../../contracts/availability';
import { isIsoDate } from '../../../domain/dates';

/** bookings.md 4 and 9: an answer fetched within the last 5 seconds, or still on its way, is used again. */
export const AVAILABILITY_CACHE_MS = 5_000;

export interface AvailabilityQuery {
  checkIn: string;
  checkOut: string;
  /** Adults and children; absent while not a count. */
  occupancy?: number;
  dogs?: number;
  bookingId?: number | null;
}

export interface Availability {
  categories: Map<number, CategoryAvailability>;
  positions: Map<number, PositionAvailability>;
}

const cache = new Map<string, { at: number; answer: Promise<Availability> }>();

const keyOf = (q: AvailabilityQuery) =>
  [q.checkIn, q.checkOut, q.occupancy ?? '', q.dogs ?? '', q.bookingId ?? ''].join('|');

/** Forgets every answer (tests; and after this console saved a booking, which changes what is free). */
export const clearAvailabilityCache = () => cache.clear();

/** Both calls for one stay and party; failed answers are not kept. */
export function fetchAvailability(q: AvailabilityQuery, now = Date.now()): Promise<Availability> {
  const key = keyOf(q);
  const hit = cache.get(key);
  if (hit && now - hit.at < AVAILABILITY_CACHE_MS) return hit.answer;
  const query = {
    check_in: q.checkIn,
    check_out: q.checkOut,
    ...(q.occupancy != null ? { occupancy: String(q.occupancy) } : {}),
    ...(q.dogs != null ? { dogs: String(q.dogs) } : {}),
    ...(q.bookingId ? { booking_id: String(q.bookingId) } : {}),
  };
  const answer = Promise.all([
    call('GET categories/availability', { query, silent: true }),
    call('GET positions/availability', { query, silent: true }),
  ]).then(([c, p]) => ({
    categories: new Map(c.categories.map((r) => [r.category_id, r])),
    positions: new Map(p.positions.map((r) => [r.position_id, r])),
  }));
  const entry = { at: now, answer };
  cache.set(key, entry);
  answer.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return answer;
}

export type AvailabilityResult =
  | { status: 'idle' | 'loading'; data: Availability | null }
  | { status: 'ok'; data: Availability }
  | { status: 'error'; data: null };

/** The availability of the stay the form shows; the newest query's answer wins, the last one stays while loading. */
export function useAvailability(q: AvailabilityQuery): AvailabilityResult {
  const [result, setResult] = useState<AvailabilityResult>({ status: 'idle', data: null });
  const valid = isIsoDate(q.checkIn) && isIsoDate(q.checkOut) && q.checkOut > q.checkIn;
  const key = valid ? keyOf(q) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the query
  useEffect(() => {
    if (!key) return;
    let current = true;
    setResult((r) => ({ status: 'loading', data: r.data }));
    fetchAvailability(q).then(
      (data) => current && setResult({ status: 'ok', data }),
      () => current && setResult({ status: 'error', data: null }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return result;
}
