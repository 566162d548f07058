// What a check-in on a date means for a booking: refused (in Swedish), a plain check-in, or an early
// arrival with the lodging charge for its added nights. The route and its preview share it.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { notFound } from '../http/errors';
import { bookingState } from '../../src/domain/bookingState';
import { judgeCheckinDate } from '../../src/domain/checkinDate';
import { assertNoNewOverlap, occupant, refuse, times, type BookingRow } from './bookingChange';
import { positionStays } from './lateDates';
import { planExtraNights, type NewStayCharge } from './stayCharges';

export async function findBooking(db: DbOrTx, id: number) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b) throw notFound('Bokningen finns inte.');
  return b;
}

export interface CheckInPlan {
  early: boolean;
  charge: NewStayCharge | null;
}

export async function planCheckIn(
  db: DbOrTx,
  b: BookingRow,
  date: string,
  today: string,
  early: boolean,
): Promise<CheckInPlan> {
  const state = bookingState(times(b));
  if (state === 'cancelled') throw refuse('booking_cancelled', 'Bokningen är avbokad och kan inte checkas in.');
  if (state === 'draft') throw refuse('booking_draft', 'Bokningen är ett utkast och kan inte checkas in.');
  if (state !== 'not_checked_in') throw refuse('already_checked_in', 'Bokningen är redan incheckad.');
  const other = await occupant(db, b);
  if (other) {
    throw refuse(
      'position_occupied',
      `Platsen är fortfarande upptagen av bokning ${other.bookingNumber}. Checka ut den bokningen först.`,
    );
  }
  const verdict = judgeCheckinDate(
    { check_in: b.checkIn, check_out: b.checkOut },
    date,
    today,
    await positionStays(db, b),
    early,
  );
  if (!verdict.ok) throw refuse(verdict.code, verdict.message);
  if (!verdict.early) return { early: false, charge: null };
  // Judged here too so the preview can say why; changeBooking checks it again under the position's lock.
  await assertNoNewOverlap(db, b, { ...b, checkIn: date, checkedInAt: new Date() }, today);
  return { early: true, charge: await planExtraNights(db, b, date, b.checkIn, 'start') };
}
