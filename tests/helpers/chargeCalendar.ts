// What the accommodation charges calendar's API tests share: a stay with lodging rows of its own on a fresh
// pitch, the calendar read and checked against its contract, its calls, and the check that finds a night
// charged twice.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BookingSuite } from './suite';
import { queryRows, type Db } from '../../server/db/client';
import { accommodationCharges, type bookings, suggestedAccommodationCharges } from '../../server/db/schema';
import { chargeCalendar, type ChargeCalendar } from '../../src/contracts/chargeCalendar';

type ChargeInsert = typeof accommodationCharges.$inferInsert;
export type LodgingRow = Omit<ChargeInsert, 'bookingId' | 'nights'> & { nights?: number };

/** Each failing path of a parse, readable in a test failure. */
export function problems(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const nightsOf = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);

export function calendarTools(s: BookingSuite) {
  let keyN = 0;

  /** A booking on a fresh pitch with the given lodging rows (price = the period's). */
  async function stay(
    checkIn: string,
    checkOut: string,
    rows: LodgingRow[],
    over: Partial<typeof bookings.$inferInsert> = {},
  ) {
    const p = await s.fx.position();
    const customer = await s.fx.customer();
    const b = await s.fx.booking({ positionId: p.id, customerId: customer.id, checkIn, checkOut, ...over });
    const acc = rows.length
      ? await s.db
          .insert(accommodationCharges)
          .values(
            rows.map((r) => ({
              positionId: p.id,
              originalPrice: r.price,
              ...r,
              bookingId: b.id,
              nights: r.nights ?? nightsOf(r.start, r.end),
            })),
          )
          .returning()
      : [];
    return { b, p, acc };
  }

  /** GET bookings/accommodation-charges-calendar, checked against its contract. */
  async function calendar(bookingId: number): Promise<ChargeCalendar> {
    const res = await s.get('bookings/accommodation-charges-calendar', { booking_id: String(bookingId) });
    expect(res.body.error_message).toBeNull();
    expect(res.status).toBe(200);
    expect(problems(chargeCalendar.response, res.body.data)).toEqual([]);
    return res.body.data;
  }

  /** A POST with its own client_key unless one is given. */
  const post = (path: string, body: Record<string, unknown>, token?: string) =>
    s.post(`bookings/${path}`, { client_key: `calendar-test-${++keyN}`, ...body }, token);

  const edit = (body: Record<string, unknown>) =>
    post('update-accommodation-charges', {
      is_period_accommodation_charge: false,
      discount_type: 'none',
      discount_value: 0,
      ...body,
    });

  async function suggest(
    bookingId: number,
    rows: { start: string; end: string; price: number; textLine1?: string; textLine2?: string | null }[],
  ) {
    return s.db
      .insert(suggestedAccommodationCharges)
      .values(rows.map((r) => ({ textLine1: 'Nytt pris efter ombokning', textLine2: null, ...r, bookingId })))
      .returning();
  }

  return { stay, calendar, post, edit, suggest };
}

/**
 * Pairs of live accommodation charges of one booking that share a night (what migration 0016's
 * accommodation_charges_no_overlap makes impossible; season bookings, priced as a whole, are out of it):
 * empty, or a night is charged twice.
 */
export async function doublyChargedNights(db: Db, bookingId?: number) {
  return queryRows<{ booking_id: number; a: number; b: number }>(
    db,
    sql`select x.booking_id, x.id as a, y.id as b from accommodation_charges x
      join accommodation_charges y on y.booking_id = x.booking_id and x.id < y.id
        and x.start < y."end" and y.start < x."end"
      join bookings b on b.id = x.booking_id and b.type <> 'season'
      where x.deleted_at is null and y.deleted_at is null
        ${bookingId == null ? sql`` : sql`and x.booking_id = ${bookingId}`}`,
  );
}

export const sumOf = (rows: readonly { total: number }[]) => rows.reduce((t, r) => t + r.total, 0);
