// Suggested accommodation charges of the demo (bookings.md 4 "Accommodation charges calendar"): a few coming or
// current stays get a price the system proposes, so the 'Avgifter' tab's warning dot and 'Godkänn' / 'Avfärda'
// can be seen. Made after the invoice history, on stays whose lodging is one row the till may still sell, so
// each can be accepted. Deterministic: the candidates in id order, evenly picked, no random numbers.
import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accommodationCharges, bookings, categories, suggestedAccommodationCharges } from '../db/schema';
import { addDays, daysBetween } from '../../src/domain/dates';
import { formatKr } from '../../src/domain/money';
import type { DemoSize } from './size';

const HOW_MANY: Record<DemoSize, number> = { small: 6, demo: 14, large: 30 };

/** A nightly price rounded to whole tens of kronor, as a price list has it. */
const listPrice = (ore: number) => Math.round(ore / 1000) * 1000;

export async function seedSuggestedCharges(
  db: Db,
  opts: { size: DemoSize; today: string; now: Date },
): Promise<number> {
  const candidates = await db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      nightly: categories.nightlyPrice,
      price: accommodationCharges.price,
    })
    .from(bookings)
    .innerJoin(categories, eq(categories.id, bookings.categoryId))
    .innerJoin(
      accommodationCharges,
      and(eq(accommodationCharges.bookingId, bookings.id), isNull(accommodationCharges.deletedAt)),
    )
    .where(
      and(
        ne(bookings.type, 'season'),
        isNull(bookings.deletedAt),
        eq(bookings.isDraft, false),
        isNull(bookings.checkedOutAt),
        gt(bookings.checkOut, opts.today),
        lte(bookings.checkIn, addDays(opts.today, 45)),
        sql`${bookings.checkOut} - ${bookings.checkIn} >= 2`,
        isNull(accommodationCharges.receiptId),
        isNull(accommodationCharges.invoiceId),
        // The stay's lodging is this one row, covering the stay.
        eq(accommodationCharges.start, bookings.checkIn),
        eq(accommodationCharges.end, bookings.checkOut),
        sql`(select count(*) from accommodation_charges x where x.booking_id = ${bookings.id} and x.deleted_at is null) = 1`,
      ),
    )
    .orderBy(asc(bookings.id));
  const want = Math.min(HOW_MANY[opts.size], candidates.length);
  const rows: (typeof suggestedAccommodationCharges.$inferInsert)[] = [];
  for (let i = 0; i < want; i++) {
    const b = candidates[Math.floor((i * candidates.length) / want)]!;
    const nights = daysBetween(b.checkIn, b.checkOut);
    if (i % 2 === 0) {
      // After a rebooking: the price list's nightly price for the new dates, over the whole stay.
      const nightly = listPrice(Math.max(b.nightly, 10_000) * 1.08);
      rows.push({
        bookingId: b.id,
        start: b.checkIn,
        end: b.checkOut,
        price: nightly * nights,
        textLine1: 'Nytt pris efter ombokning',
        textLine2: `${nights} nätter à ${formatKr(nightly)} (nu ${formatKr(b.price)})`,
        createdAt: opts.now,
      });
    } else {
      // A price list that changes during the stay: its last nights at the new price.
      const n = Math.min(2, nights - 1);
      const start = addDays(b.checkOut, -n);
      const nightly = listPrice(Math.max(b.nightly, 10_000) * 1.15);
      rows.push({
        bookingId: b.id,
        start,
        end: b.checkOut,
        price: nightly * n,
        textLine1: `Ny prislista från ${start}`,
        textLine2: `${n} ${n === 1 ? 'natt' : 'nätter'} à ${formatKr(nightly)}`,
        createdAt: opts.now,
      });
    }
  }
  if (rows.length > 0) await db.insert(suggestedAccommodationCharges).values(rows);
  return rows.length;
}
