import { describe, expect, it } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { bookingGroups, bookings, emails, receipts, registers } from '../../server/db/schema';

const s = bookingSuite();

const get = (path: string, id: number | string, t?: string) => s.get(path, { booking_group_id: String(id) }, t);
const { post } = s;
const at = (local: string) => new Date(`${local}+02:00`);

async function group(name: string | null = 'Kören') {
  const c = await s.fx.customer({ givenName: 'Greta', surname: 'Gruppsson' });
  const [g] = await s.db
    .insert(bookingGroups)
    .values({
      bookingNumber: `G${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`,
      name,
      customerId: c.id,
      appliedFees: { booking_fee: 5000 },
    })
    .returning();
  const p1 = await s.fx.position();
  const p2 = await s.fx.position();
  const p3 = await s.fx.position();
  const other = await s.fx.customer({ givenName: 'Olle' });
  const members = [
    await s.fx.booking({
      bookingGroupId: g.id,
      type: 'group',
      customerId: c.id,
      positionId: p1.id,
      checkIn: '2026-07-20',
      checkOut: '2026-07-23',
    }),
    await s.fx.booking({
      bookingGroupId: g.id,
      type: 'group',
      customerId: other.id,
      positionId: p2.id,
      checkIn: '2026-07-21',
      checkOut: '2026-07-25',
    }),
    // Cancelled members stay in the list but do not set the group's dates.
    await s.fx.booking({
      bookingGroupId: g.id,
      type: 'group',
      customerId: c.id,
      positionId: p3.id,
      checkIn: '2026-07-01',
      checkOut: '2026-07-30',
      deletedAt: at('2026-06-20T10:00'),
    }),
  ];
  return { g, c, members };
}

describe('booking groups (bookings.md 3 "Booking group", 7 "Booking groups")', () => {
  it('shows a group with its bookings and the dates derived from them', async () => {
    const { g, c, members } = await group();
    const res = await get('booking-groups/show', g.id);
    expect(res.status).toBe(200);
    const bg = res.body.data.booking_group;
    expect(bg).toMatchObject({
      id: g.id,
      booking_number: g.bookingNumber,
      name: 'Kören',
      title: 'Kören',
      customer: { id: c.id, full_name: 'Greta Gruppsson' },
      checkin_dates: ['2026-07-20', '2026-07-21'],
      checkout_dates: ['2026-07-23', '2026-07-25'],
      first_checkin_date: '2026-07-20',
      last_checkout_date: '2026-07-25',
      nights: 5,
      has_mixed_checkin_dates: true,
      has_mixed_checkout_dates: true,
      has_multiple_customers: true,
      remarks: null,
      channel_id: 1,
      deleted_at: null,
      applied_fees: { booking_fee: 5000 },
    });
    expect(bg.subtitle).toBe(`${g.bookingNumber} · 2026-07-20 – 2026-07-25 · 2 bokningar`);
    expect(bg.created_at).toEqual(expect.any(String));
    // Each member in the same shape as GET bookings/:id gives (without its pane extras).
    expect(bg.bookings.map((b: any) => b.id)).toEqual([members[2].id, members[0].id, members[1].id]);
    const single = (await s.get(`bookings/${members[0].id}`)).body.data.booking;
    const { position: _p, booking_group: _g, ...plain } = single;
    expect(bg.bookings[1]).toEqual(plain);

    const unnamed = await group(null);
    expect((await get('booking-groups/show', unnamed.g.id)).body.data.booking_group.title).toBe('Greta Gruppsson');
    expect((await get('booking-groups/show', 99_999_999)).body.error_message).toBe('Gruppbokningen finns inte.');
    expect((await get('booking-groups/show', 'x')).status).toBe(422);
  });

  it('shows a seeded group the way the search preview does', async () => {
    const [seeded] = await s.db.select().from(bookingGroups).orderBy(asc(bookingGroups.id)).limit(1);
    const count = (await s.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingGroupId, seeded.id)))
      .length;
    const bg = (await get('booking-groups/show', seeded.id, s.kassa)).body.data.booking_group;
    expect(bg).toMatchObject({ id: seeded.id, booking_number: seeded.bookingNumber, customer_id: seeded.customerId });
    expect(bg.bookings).toHaveLength(count);
  });

  it('saves the remarks (600 characters, empty becomes null), writes history and publishes BookingGroupSaved', async () => {
    const { g, members } = await group();
    const before = await databaseDigest(s.db);
    const long = await post('booking-groups/update-remarks', {
      booking_group_id: g.id,
      remarks: 'a'.repeat(601),
      timestamp: Date.now(),
    });
    expect([long.status, long.body.data.errors.remarks]).toEqual([422, ['Max 600 tecken']]);
    expect(
      (await post('booking-groups/update-remarks', { booking_group_id: g.id, remarks: 'x' }, s.kassa)).status,
    ).toBe(403);
    expect((await post('booking-groups/update-remarks', { booking_group_id: 99_999_999, remarks: 'x' })).status).toBe(
      404,
    );
    expect(await databaseDigest(s.db)).toEqual(before);

    s.rec.clear();
    const res = await post('booking-groups/update-remarks', {
      booking_group_id: g.id,
      remarks: 'Vill stå nära varandra',
      timestamp: Date.now(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.booking_group.remarks).toBe('Vill stå nära varandra');
    expect(s.rec.events).toEqual([{ event: 'BookingGroupSaved', data: { booking_group_id: g.id } }]);
    const cleared = await post('booking-groups/update-remarks', { booking_group_id: g.id, remarks: '   ' });
    expect(cleared.body.data.booking_group.remarks).toBeNull();

    // A member's own history joins the group's.
    expect((await post('bookings/cancel', { booking_id: members[1].id })).status).toBe(200);
    const history = (await get('booking-groups/editing-records', g.id)).body.data.editing_records;
    expect(history.map((h: any) => h.description)).toEqual([
      'Bokningen avbokades',
      'Gruppbokningens anteckning ändrades',
      'Gruppbokningens anteckning ändrades',
    ]);
    expect(history[1].changes).toEqual({ remarks: { from: 'Vill stå nära varandra', to: null } });
    expect(history[1].user).toMatchObject({ name: expect.any(String), initials: expect.any(String) });
  });

  it('lists the group’s e-mails and receipts, its own and its bookings’', async () => {
    const { g, c, members } = await group();
    const sentAt = at('2026-07-10T09:00');
    const mail = {
      customerId: c.id,
      kind: 'confirmation',
      status: 'delivered',
      recipientEmail: 'greta@example.se',
      icon: 'mdi-email',
      html: '<p>Hej</p>',
    };
    await s.db.insert(emails).values([
      { ...mail, bookingGroupId: g.id, title: `Bokningsbekräftelse ${g.bookingNumber}`, sentAt },
      {
        ...mail,
        bookingId: members[0].id,
        title: `Bokningsbekräftelse ${members[0].bookingNumber}`,
        sentAt: at('2026-07-11T09:00'),
      },
    ]);
    const list = (await get('booking-groups/emails', g.id)).body.data.emails;
    expect(list.map((m: any) => m.title)).toEqual([
      `Bokningsbekräftelse ${members[0].bookingNumber}`,
      `Bokningsbekräftelse ${g.bookingNumber}`,
    ]);

    const [register] = await s.db.select().from(registers).limit(1);
    const [r] = await s.db
      .insert(receipts)
      .values({
        registerId: register.id,
        receiptSerial: 800_001,
        receiptStatus: 'complete',
        total: 12_345,
        bookingGroupId: g.id,
      })
      .returning();
    expect((await get('booking-groups/receipts', g.id)).body.data.receipts.map((x: any) => x.id)).toEqual([r.id]);
    expect((await get('booking-groups/invoices', g.id)).body.data.invoices).toEqual([]);
    for (const path of ['editing-records', 'emails', 'receipts', 'invoices']) {
      expect((await get(`booking-groups/${path}`, 99_999_999)).body.error_message).toBe('Gruppbokningen finns inte.');
    }
    const sums = (await get('booking-groups/accommodation-sums', g.id)).body.data;
    expect(sums.bookings.map((b: any) => b.booking_id)).toEqual([members[0].id, members[1].id]);
  });

  it('keeps the seeded group mails visible', async () => {
    const [m] = await s.db.select().from(emails).where(isNotNull(emails.bookingGroupId)).limit(1);
    expect(m).toBeTruthy();
    const list = (await get('booking-groups/emails', m.bookingGroupId!)).body.data.emails;
    expect(list.some((x: any) => x.id === m.id)).toBe(true);
  });
});
