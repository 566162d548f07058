import { asc, isNull } from 'drizzle-orm';
import type { App } from '../../server/app';
import type { Db } from '../../server/db/client';
import { bookings, customers, positions } from '../../server/db/schema';
import { TEST_NOW } from './testApp';

type BookingInsert = typeof bookings.$inferInsert;
type CustomerInsert = typeof customers.$inferInsert;

/**
 * Rows a test arranges for itself on the demo tenant: a fresh position nobody else has booked,
 * a customer, and bookings on it. The demo data around TEST_TODAY stays as it is.
 */
export async function bookingFixtures(app: App) {
  const db: Db = (await app.tenants.get('demo')).db;
  const [template] = await db
    .select()
    .from(positions)
    .where(isNull(positions.deletedAt))
    .orderBy(asc(positions.id))
    .limit(1);
  let n = 0;
  const next = () => ++n;

  async function position() {
    const { id: _id, ...rest } = template;
    const k = next();
    const [p] = await db
      .insert(positions)
      .values({ ...rest, name: `T${k}`, fullName: `Testplats ${k}`, mapName: `T${k}`, remarks: null })
      .returning();
    return p;
  }

  async function customer(over: Partial<CustomerInsert> = {}) {
    const [c] = await db
      .insert(customers)
      .values({ givenName: 'Tora', surname: 'Testsson', email: `tora${next()}@example.se`, ...over })
      .returning();
    return c;
  }

  async function booking(over: Partial<BookingInsert> & Pick<BookingInsert, 'checkIn' | 'checkOut'>) {
    const k = next();
    const [b] = await db
      .insert(bookings)
      .values({
        bookingNumber: `T${String(k).padStart(5, '0')}`,
        categoryId: template.categoryId,
        confirmedAt: new Date('2026-06-01T10:00:00Z'),
        createdAt: new Date('2026-06-01T10:00:00Z'),
        updatedAt: TEST_NOW,
        ...over,
      })
      .returning();
    return b;
  }

  return { db, position, customer, booking };
}

/** Every realtime event the app publishes from now on, recorded beside the real delivery. */
export function recordEvents(app: App) {
  const events: { event: string; data: any }[] = [];
  const publisher = app.services.publisher;
  const original = publisher.publish.bind(publisher);
  publisher.publish = async (channel, event, data) => {
    events.push({ event, data });
    return original(channel, event, data);
  };
  return {
    events,
    clear: () => {
      events.length = 0;
    },
    named: (name: string) => events.filter((e) => e.event === name).map((e) => e.data),
  };
}
