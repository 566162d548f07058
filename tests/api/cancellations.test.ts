// The cancellation wizard's reading and choosing (bookings.md 4 "Cancellation wizard", 7 "Cancellations"; design
// C1–C4, C8, C9): per demo policy the server's preview is the domain's, the dialog's data (options, start page, chip),
// the demo's own open cancellations, the timeline, the manual specification and the refusals (each changing nothing).
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { TEST_TODAY } from '../helpers/testApp';
import { cancellationKit, FEE, POLICY } from '../helpers/cancellationFixtures';
import { bookingCancellations, bookings } from '../../server/db/schema';
import { CANCELLATION_POLICIES } from '../../server/demo/site';
import {
  CANCELLATION_TEXTS as T,
  cancellationPreview,
  manualPreview,
  manualRows,
  policyLevel,
  settlementLines,
  specificationRows,
  type SpecificationSource,
} from '../../src/domain/cancellation';
import { addDays } from '../../src/domain/dates';

const s = bookingSuite();
const k = cancellationKit(s);

/** The request is refused with `status` and `text`, and nothing in the database changed. */
async function refused(send: () => Promise<{ status: number; body: any }>, status: number, text: string) {
  const before = await databaseDigest(s.db);
  const res = await send();
  expect([res.status, res.body.error_message]).toEqual([status, text]);
  expect(await databaseDigest(s.db)).toEqual(before);
  return res;
}

const rulesOf = (policy: number) => CANCELLATION_POLICIES.find((p) => p.id === policy)!.rules;

/** What the domain says of a booking of `nights` (and the fee) under `policy`, `daysBefore` days before check-in. */
function expected(policy: number, daysBefore: number, nights: number[], fee: boolean) {
  const checkIn = addDays(TEST_TODAY, daysBefore);
  const source: SpecificationSource = {
    lodging: nights.length
      ? { from: checkIn, to: addDays(checkIn, nights.length), total: nights.reduce((a, b) => a + b, 0), billed: 0 }
      : null,
    fees: fee ? [{ key: 'booking_fee', title: 'Bokningsavgift', total: FEE, billed: 0 }] : [],
    products: [],
  };
  const level = policyLevel(rulesOf(policy), checkIn, TEST_TODAY);
  return cancellationPreview(specificationRows(source, level), level);
}

describe('the preview is the domain’s, per demo policy and level', () => {
  const cases: [string, number, number, number[], boolean][] = [
    ['Flexibel, 10 days before: all but the booking fee back', POLICY.flexible, 10, [30000, 30000, 30000], true],
    ['Flexibel, the day before', POLICY.flexible, 1, [30000, 30000], true],
    ['Flexibel, on the check-in day: nothing back', POLICY.flexible, 0, [30000, 30000], true],
    ['Flexibel, a no-show after the check-in day', POLICY.flexible, -2, [30000, 30000, 30000], true],
    ['Standard, 45 days before', POLICY.standard, 45, [30000, 30000, 30000], true],
    ['Standard, 20 days before: half back', POLICY.standard, 20, [30000, 30000, 30000], true],
    ['Standard, 20 days before: the 49 kr minimum fee lifts what is kept', POLICY.standard, 20, [6051], false],
    ['Standard, 20 days before: the minimum fee never above the booking', POLICY.standard, 20, [3000], false],
    ['Standard, 5 days before: nothing back', POLICY.standard, 5, [12345], false],
    ['Säsong, 90 days before', POLICY.season, 90, [2_500_000], false],
    ['Säsong, 45 days before: half back', POLICY.season, 45, [2_500_001], false],
    ['Säsong, 10 days before', POLICY.season, 10, [2_500_000], false],
  ];
  it.each(cases)('%s', async (_, policy, daysBefore, nights, fee) => {
    const { booking } = await k.booking({ policy, daysBefore, nights, fee });
    expect((await k.select(booking.id, 'policy')).status).toBe(200);
    const res = await k.preview(booking.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = expected(policy, daysBefore, nights, fee);
    expect(res.body.data.preview).toEqual(want);
    expect(res.body.data.option_id).toBe('policy');
    const rate = (i: number | 'minimum_fee') =>
      i === 'minimum_fee' || want.specification_list[i].product_category === 'accommodation' ? 1200 : 2500;
    expect(res.body.data.settlement_lines).toEqual(
      settlementLines(want).map((l) => ({ title: l.title, amount: l.amount, vat_rate: rate(l.source) })),
    );
    const button =
      want.payable_amount > 0 ? T.finishAndInvoice : want.payable_amount < 0 ? T.finishAndCredit : T.finish;
    expect(res.body.data.final_button_text).toBe(button);
  });

  it('the two minimum-fee cases read as the policy says', async () => {
    expect(expected(POLICY.standard, 20, [6051], false)).toMatchObject({
      total_before: 6051,
      total_after: 4900,
      applied_minimum_fee: 4900,
      total_after_remarks: T.minimumFeeApplies(4900),
      payable_amount: 4900,
    });
    expect(expected(POLICY.standard, 20, [3000], false)).toMatchObject({
      total_after: 3000,
      applied_minimum_fee: 3000,
      total_after_remarks: T.minimumFeeCapped(4900, 3000),
    });
  });
});

describe('the dialog (GET booking-cancellations/show)', () => {
  it('a fresh booking opens on start_page with the policy, certificate and manual options and no chip', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    const res = await s.get('booking-cancellations/show', { booking_id: String(booking.id) });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      title: `Avbokning ${booking.bookingNumber}`,
      booking: {
        id: booking.id,
        booking_number: booking.bookingNumber,
        customer_full_name: 'Tora Testsson',
        check_in: booking.checkIn,
        cancellation_policy: { id: POLICY.standard, name: 'Standard' },
      },
      booking_cancellation: null,
      start_page: 'start_page',
      chip: null,
      refusal: null,
      can_reverse: false,
    });
    expect(d.options.map((o: any) => [o.id, o.option_name, o.next_step, o.is_selected])).toEqual([
      ['policy', T.optionPolicy, 'preview_page', false],
      ['document', T.optionDocument, 'document_request_page', false],
      ['manual', T.optionManual, 'manual_page', false],
    ]);
    expect(d.options[0].result_header).toBe(T.guestPays(49900));
  });

  it('offers Avboka utan kostnad only with nothing charged, and no certificate without an address', async () => {
    const { booking } = await k.booking({
      policy: POLICY.flexible,
      daysBefore: 5,
      nights: [],
      fee: false,
      email: null,
    });
    const d = (await s.get('booking-cancellations/show', { booking_id: String(booking.id) })).body.data;
    expect(d.options.map((o: any) => o.id)).toEqual(['free', 'policy', 'manual']);
    await refused(() => k.select(booking.id, 'document'), 422, T.unknownOption);
    expect((await k.select(booking.id, 'free')).status).toBe(200);
    expect((await k.preview(booking.id)).body.data).toMatchObject({
      option_id: 'free',
      preview: { total_before: 0, payable_amount: 0 },
      final_button_text: T.finish,
      settlement_lines: [],
    });
    // Nothing to settle: no document at all.
    const done = await k.complete(booking.id, 0);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      invoice: null,
      booking: { id: booking.id, cancellation_status: 'Avslutad' },
      booking_cancellation: {
        status_text: 'Avslutad',
        settlement_invoice: null,
        completed_page: { selected_option_text: T.optionFree, change_description: T.noInvoiceNeeded },
      },
    });
    expect(done.body.data.booking.deleted_at).toBeTruthy();
    expect((await s.get(`bookings/${booking.id}/invoices`)).body.data.invoices).toEqual([]);
  });

  it('select-option makes the cancellation Oavslutad (red chip) on the booking too; choosing again keeps it', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    s.rec.clear();
    const res = await k.select(booking.id, 'manual');
    expect(res.status).toBe(200);
    expect(res.body.data.booking_cancellation).toMatchObject({
      booking_id: booking.id,
      status_text: 'Oavslutad',
      selected_option_id: 'manual',
      completed_at: null,
      approval_request: null,
    });
    expect(res.body.data.options.find((o: any) => o.is_selected).id).toBe('manual');
    expect(s.rec.named('BookingSaved')[0].booking).toMatchObject({ id: booking.id, cancellation_status: 'Oavslutad' });
    expect((await k.select(booking.id, 'policy')).body.data.booking_cancellation.id).toBe(
      res.body.data.booking_cancellation.id,
    );
    const d = (await s.get('booking-cancellations/show', { booking_id: String(booking.id) })).body.data;
    expect(d).toMatchObject({
      start_page: 'start_page',
      chip: { label: 'Oavslutad', tone: 'error' },
      can_reverse: true,
    });
    expect(d.options.find((o: any) => o.is_selected).id).toBe('policy');
    const open = (await s.get('booking-cancellations')).body.data;
    expect(open.booking_cancellations.some((c: any) => c.booking.id === booking.id)).toBe(true);
    const history = (await s.get('bookings/editing-records', { booking_id: String(booking.id) })).body.data;
    expect(history.editing_records[0].description).toBe(`${T.recordStarted}: ${T.optionPolicy}`);

    // 'Ångra avbokning' on a booking still standing abandons the open cancellation.
    expect((await k.reverse(booking.id)).status).toBe(200);
    expect((await s.get(`bookings/${booking.id}`)).body.data.booking.cancellation_status).toBeNull();
    expect(
      (await s.get('booking-cancellations/show', { booking_id: String(booking.id) })).body.data.booking_cancellation,
    ).toBeNull();
  });

  it('the demo’s open cancellations: Oavslutad opens with its option, Inväntar dokument on document_request_page', async () => {
    const rows = await s.db
      .select()
      .from(bookingCancellations)
      .where(and(isNull(bookingCancellations.completedAt), isNull(bookingCancellations.reversedAt)));
    const byStatus = (t: string) => rows.find((r) => r.statusText === t)!;
    for (const [status, page, tone, option] of [
      ['Oavslutad', 'start_page', 'error', 'policy'],
      ['Inväntar dokument', 'document_request_page', 'warning', 'document'],
    ] as const) {
      const row = byStatus(status);
      expect(row, status).toBeDefined();
      const d = (await s.get('booking-cancellations/show', { booking_id: String(row.bookingId) })).body.data;
      expect(d).toMatchObject({ start_page: page, chip: { label: status, tone }, refusal: null });
      expect(d.options.find((o: any) => o.is_selected)?.id).toBe(option);
      const p = await k.preview(row.bookingId);
      expect(p.status, JSON.stringify(p.body)).toBe(200);
      // The lines went with the booking when it was cancelled: the preview still sees them.
      expect(p.body.data.preview.total_before).toBeGreaterThan(0);
    }
  });
});

describe('the policy timeline', () => {
  it('of a check-in date, of a booking (booked, deadlines, arrival), and the refusals', async () => {
    const get = (q: Record<string, string>) => s.get('booking-cancellations/cancellation-policy-timeline-items', q);
    const byDate = await get({ policy_id: String(POLICY.standard), check_in_date: '2026-09-30' });
    expect(byDate.body.data.timeline_items.map((i: any) => [i.date, i.title])).toEqual([
      ['2026-08-31', 'Sista dag för 100\u00a0% återbetalning'],
      ['2026-09-16', 'Sista dag för 50\u00a0% återbetalning'],
      ['2026-09-17', 'Ingen återbetalning från detta datum'],
      ['2026-09-30', 'Ankomst'],
    ]);
    const { booking } = await k.booking({ policy: POLICY.flexible, daysBefore: 10 });
    const of = await get({ policy_id: String(POLICY.flexible), booking_id: String(booking.id) });
    const items = of.body.data.timeline_items;
    expect(items[0]).toMatchObject({ date: '2026-06-01', title: 'Bokad', is_booking_date: true });
    expect(items.at(-1)).toMatchObject({ date: booking.checkIn, is_checkin_date: true });
    expect((await get({ policy_id: '999999' })).status).toBe(404);
    expect((await get({ policy_id: String(POLICY.flexible) })).body.error_message).toBe(T.timelineNeedsDate);
  });
});

describe('the manual specification', () => {
  it('starts from the policy’s rows, is laid over them and previewed without a minimum fee', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    await k.select(booking.id, 'manual');
    const base = (await s.get('booking-cancellations/get-manual-specification', { booking_id: String(booking.id) }))
      .body.data.specification_list;
    expect(base.map((r: any) => [r.title, r.total, r.refund_amount])).toEqual([
      [T.lodgingRow(booking.checkIn, booking.checkOut), 90000, 45000],
      ['Bokningsavgift', FEE, 0],
    ]);
    const typed = [{ refund_amount: 80000 }, { refund_amount: 999999 }];
    const res = await k.preview(booking.id, typed);
    expect(res.status).toBe(200);
    expect(res.body.data.preview).toEqual(manualPreview(manualRows(base, typed)!));
    expect(res.body.data.preview).toMatchObject({ total_after: 10000, applied_minimum_fee: 0 });
    await refused(() => k.preview(booking.id, [{ refund_amount: 1 }]), 422, T.manualMismatch);
    await refused(
      () => k.preview(booking.id, [{ refund_amount: 1, title: 'Fel' }, { refund_amount: 0 }]),
      422,
      T.manualMismatch,
    );
    await k.select(booking.id, 'policy');
    await refused(() => k.preview(booking.id, typed), 422, T.manualNotSelected);
  });
});

describe('refusals change nothing', () => {
  it('checked in, checked out, a draft, external, already cancelled, an option not offered, nothing chosen', async () => {
    const make = async (over: Partial<typeof bookings.$inferInsert>) => {
      const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
      await s.db.update(bookings).set(over).where(eq(bookings.id, booking.id));
      return booking.id;
    };
    const cases: [Partial<typeof bookings.$inferInsert>, string][] = [
      [
        { checkedInAt: new Date('2026-07-14T12:00:00Z') },
        'Bokningen är incheckad och kan inte avbokas. Checka ut den i stället.',
      ],
      [
        { checkedInAt: new Date('2026-07-10T12:00:00Z'), checkedOutAt: new Date('2026-07-12T10:00:00Z') },
        'Bokningen är utcheckad och kan inte avbokas.',
      ],
      [
        { isDraft: true, confirmedAt: null },
        'Ett utkast är ingen bokning och kan inte avbokas. Ta bort utkastet i stället.',
      ],
      [{ externalSource: 'bookvisit', bookvisitBookingCode: 'BV1' }, 'Externa bokningar måste avbokas via bookvisit'],
      [{ deletedAt: new Date('2026-07-14T12:00:00Z') }, 'Bokningen är redan avbokad.'],
    ];
    for (const [over, text] of cases) {
      const id = await make(over);
      await refused(() => k.select(id, 'policy'), 422, text);
      await refused(() => k.complete(id, 0), 422, text);
      const d = (await s.get('booking-cancellations/show', { booking_id: String(id) })).body.data;
      expect(d.refusal).toBe(text);
    }
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    await refused(() => k.select(booking.id, 'free'), 422, T.unknownOption);
    await refused(() => k.complete(booking.id, 49900), 422, T.noOptionSelected);
    expect((await s.get('booking-cancellations/show', { booking_id: '99999999' })).status).toBe(404);
    expect(
      (await s.post('booking-cancellations/select-option', { booking_id: booking.id, option_id: 'x' })).body
        .error_message,
    ).toBe(T.unknownOption);
    const [n] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingCancellations)
      .where(eq(bookingCancellations.bookingId, booking.id));
    expect(n.n).toBe(0);
  });
});
