import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { controlCode } from '../helpers/controlCode';
import { apiSuite } from '../helpers/suite';
import { testClock } from '../helpers/testApp';
import { databaseDigest } from '../helpers/digest';
import { receiptPayments, receipts, registers, salesItems } from '../../server/db/schema';

const KOPIA_CODE = controlCode('KOPIA-CODE-1');
const s = apiSuite('kassor');
let registerId: number;

/** A registered, signed receipt of 1 × 125 kr at 25 %, paid in cash. */
async function receipt(serial: number, createdAt: string, extra: Partial<typeof receipts.$inferInsert> = {}) {
  const [r] = await s.db
    .insert(receipts)
    .values({
      registerId,
      receiptSerial: serial,
      receiptStatus: 'complete',
      total: 12_500,
      controlCode: `CODE-${serial}`,
      vatSummary: [{ rate: 2500, gross: 12_500, vat: 2500, net: 10_000 }],
      createdAt: new Date(createdAt),
      completedAt: new Date(createdAt),
      ...extra,
    })
    .returning();
  await s.db.insert(salesItems).values({
    receiptId: r.id,
    productId: 1,
    productName: 'Glass',
    quantity: 1000,
    price: 12_500,
    vatRate: 2500,
    sale: 12_500,
  });
  await s.db.insert(receiptPayments).values({ receiptId: r.id, paymentMethodId: 1, paidAmount: 12_500 });
  return r;
}

let first: typeof receipts.$inferSelect;
beforeAll(async () => {
  registerId = (await s.db.select().from(registers).orderBy(asc(registers.id)).limit(1))[0].id;
  first = await receipt(101, '2026-07-14T09:00:00Z');
  await receipt(102, '2026-07-14T10:00:00Z');
  await receipt(103, '2026-07-14T11:00:00Z', { receiptType: 'return', total: -12_500 });
  await s.db.insert(receipts).values({ registerId, receiptStatus: 'awaiting_payment', total: 500 });
  // A copy is made in an open register day (server/register/receipts.ts copyDayOpen).
  await s.db
    .update(registers)
    .set({ openedAt: new Date(testClock().getTime() - 60_000) })
    .where(eq(registers.id, registerId));
});

describe('receipts (money.md 2 "Receipt list", 3 Receipt)', () => {
  it('lists registered receipts newest first, a page at a time', async () => {
    const page = await s.get('receipts', { offset: '0', limit: '2' });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.receipts.map((r: any) => [r.receipt_serial, r.receipt_type])).toEqual([
      [103, 'return'],
      [102, 'normal'],
    ]);
    expect(page.body.data.receipts[0]).toEqual({
      id: expect.any(Number),
      receipt_serial: 103,
      total: -12_500,
      created_at: '2026-07-14T11:00:00.000Z',
      receipt_type: 'return',
      register_id: registerId,
    });
    const next = await s.get('receipts', { offset: '2', limit: '2' });
    expect(next.body.data.receipts.map((r: any) => r.receipt_serial)).toEqual([101]);
    expect((await s.get('receipts', { limit: '201' })).status).toBe(422);
  });

  it('shows a receipt with its lines and payments; an unknown one is 404 receipt_not_found', async () => {
    const res = await s.get(`receipts/${first.id}`);
    expect(res.body.data.receipt).toMatchObject({
      id: first.id,
      receipt_serial: 101,
      receipt_type: 'normal',
      receipt_status: 'complete',
      total: 12_500,
      register_id: registerId,
      copy_receipt_id: null,
      sales_items: [{ product: { id: 1, name: 'Glass' }, quantity: 1000, price: 12_500, vat_rate: 2500, sale: 12_500 }],
      receipt_payments: [
        {
          paid_amount: 12_500,
          payment_method: { name: 'Kontant', icon_class_name: 'mdi-cash', default_gui_color: 'green' },
        },
      ],
    });
    const missing = await s.get('receipts/99999999');
    expect([missing.status, missing.body.error_code]).toEqual([404, 'receipt_not_found']);
  });

  it('registers a copy in the control unit before it prints: no copy without a code, one copy only', async () => {
    const [reg] = await s.db.select().from(registers).orderBy(asc(registers.id)).limit(1);
    const unit = reg.controlUnitManufacturerId ?? 'SIM-CU-0001';
    const res = await s.post('receipts/initiate-copy', { receiptId: first.id, registerId });
    expect(res.status).toBe(200);
    const copy = res.body.data.receipt;
    // Nothing printed yet: the copy waits for its control code, with receipt type kopia and the original's serial.
    expect(res.body.print).toBeUndefined();
    expect(copy).toMatchObject({
      receipt_type: 'copy',
      receipt_status: 'awaiting_signature',
      original_receipt_id: first.id,
      receipt_serial: null,
      total: 12_500,
    });
    expect(copy.control_object).toMatchObject({ receipt_type: 'kopia', serial: 101 });
    expect((await s.get(`receipts/${first.id}`)).body.data.receipt).toMatchObject({
      copy_receipt_id: null,
      pending_copy_id: copy.id,
    });

    // Without a code (or the unit's number, or with another unit) nothing changes and nothing prints.
    const digest = await databaseDigest(s.db);
    for (const control_data of [{ code: '', manufacturing_number: unit }, { code: controlCode('C1') }, null]) {
      const bad = await s.post('receipts/sign-copy', { receipt_id: copy.id, control_data });
      expect([bad.status, bad.body.error_code, bad.body.error_message, bad.body.print]).toEqual([
        422,
        'receipt_not_completed',
        'Kvittot kunde inte färdigställas',
        undefined,
      ]);
    }
    if (reg.controlUnitManufacturerId) {
      expect(
        (
          await s.post('receipts/sign-copy', {
            receipt_id: copy.id,
            control_data: { code: controlCode('C1'), manufacturing_number: 'OTHER' },
          })
        ).body.error_code,
      ).toBe('control_unit_mismatch');
    }
    expect(
      (
        await s.post('receipts/sign-copy', {
          receipt_id: first.id,
          control_data: { code: controlCode('C1'), manufacturing_number: unit },
        })
      ).status,
    ).toBe(404);
    expect(await databaseDigest(s.db)).toEqual(digest);

    // Printing again before the code came resumes the same copy.
    const resumed = await s.post('receipts/initiate-copy', { receiptId: first.id, registerId });
    expect(resumed.body.data.receipt.id).toBe(copy.id);

    const signed = await s.post('receipts/sign-copy', {
      receipt_id: copy.id,
      control_data: { code: KOPIA_CODE, manufacturing_number: unit },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data.receipt).toMatchObject({ receipt_status: 'complete', control_code: KOPIA_CODE });
    const content = (
      signed.body.print as { content: { type: string; value?: string; values?: string[]; text_size?: number }[] }
    ).content;
    const marks = content.filter((c) => c.value === 'KOPIA');
    expect(marks).toHaveLength(2);
    expect(marks.every((m) => (m.text_size ?? 0) >= 1)).toBe(true);
    expect(content.some((c) => JSON.stringify(c).includes('101'))).toBe(true);
    // The copy's own control code and unit, not the original's.
    expect(content.some((c) => c.value === `Kontrollkod: ${KOPIA_CODE}`)).toBe(true);
    expect(content.some((c) => c.values?.[0] === 'Kontrollenhet' && c.values[1] === unit)).toBe(true);
    expect(JSON.stringify(content)).not.toContain('CODE-101');
    expect((await s.get(`receipts/${first.id}`)).body.data.receipt).toMatchObject({
      copy_receipt_id: copy.id,
      pending_copy_id: null,
    });
    // The copy is not a sale: the list keeps one row per receipt.
    expect((await s.get('receipts')).body.data.total).toBe(3);

    // The same signing event twice: nothing again, nothing printed; another code is refused.
    const after = await databaseDigest(s.db);
    const twice = await s.post('receipts/sign-copy', {
      receipt_id: copy.id,
      control_data: { code: KOPIA_CODE, manufacturing_number: unit },
    });
    expect([twice.status, twice.body.print]).toEqual([200, undefined]);
    expect(
      (
        await s.post('receipts/sign-copy', {
          receipt_id: copy.id,
          control_data: { code: controlCode('OTHER'), manufacturing_number: unit },
        })
      ).body.error_code,
    ).toBe('receipt_already_signed');
    const again = await s.post('receipts/initiate-copy', { receiptId: first.id, registerId });
    expect([again.status, again.body.error_code, again.body.error_message]).toEqual([
      422,
      'receipt_copy_exists',
      'Kvittot har redan skrivits ut som kopia.',
    ]);
    expect(await databaseDigest(s.db)).toEqual(after);
  });

  it('copies only a completed receipt of this register, unless the receipt allows it', async () => {
    const [other] = await s.db
      .insert(registers)
      .values({ name: 'Kassa 2', legalName: 'X AB', orgNumber: '556000-0000', address: 'Väg 1' })
      .returning();
    const theirs = await receipt(1, '2026-07-14T12:00:00Z', { registerId: other.id });
    const digest = await databaseDigest(s.db);
    const refused = await s.post('receipts/initiate-copy', { receiptId: theirs.id, registerId });
    expect([refused.status, refused.body.error_code]).toEqual([403, 'receipt_copy_not_allowed']);
    const unfinished = (await s.db.select().from(receipts).orderBy(asc(receipts.id))).find(
      (r) => r.receiptStatus === 'awaiting_payment',
    )!;
    expect((await s.post('receipts/initiate-copy', { receiptId: unfinished.id, registerId })).body.error_code).toBe(
      'receipt_not_copyable',
    );
    expect((await s.post('receipts/initiate-copy', { receiptId: 99999999, registerId })).status).toBe(404);
    expect(await databaseDigest(s.db)).toEqual(digest);

    const allowed = await receipt(2, '2026-07-14T12:30:00Z', { registerId: other.id, allowPrintingCopy: true });
    expect((await s.post('receipts/initiate-copy', { receiptId: allowed.id, registerId })).status).toBe(200);
  });

  it('makes no copy while the register is closed, and a copy begun before a Z is begun again in the next day', async () => {
    const [reg] = await s.db.select().from(registers).where(eq(registers.id, registerId));
    const unit = reg.controlUnitManufacturerId ?? 'SIM-CU-0001';
    const second = (await s.db.select().from(receipts).orderBy(asc(receipts.id))).find((r) => r.receiptSerial === 102)!;
    const begun = (await s.post('receipts/initiate-copy', { receiptId: second.id, registerId })).body.data.receipt;
    expect(begun).toMatchObject({ receipt_type: 'copy', receipt_status: 'awaiting_signature' });

    // The day is closed (a Z) before the control unit answered: nothing can be copied or signed now.
    await s.db.update(registers).set({ openedAt: null }).where(eq(registers.id, registerId));
    const digest = await databaseDigest(s.db);
    const closed = await s.post('receipts/initiate-copy', { receiptId: second.id, registerId });
    expect([closed.status, closed.body.error_code, closed.body.error_message]).toEqual([
      422,
      'register_not_open',
      'Kassan är stängd. Öppna kassan för att skriva ut en kvittokopia.',
    ]);
    const sign = await s.post('receipts/sign-copy', {
      receipt_id: begun.id,
      control_data: { code: KOPIA_CODE, manufacturing_number: unit },
    });
    expect([sign.status, sign.body.error_code, sign.body.print]).toEqual([422, 'register_not_open', undefined]);
    expect(await databaseDigest(s.db)).toEqual(digest);

    // The next day: the old copy cannot be signed into it; printing again begins it in this day.
    await s.db.update(registers).set({ openedAt: testClock() }).where(eq(registers.id, registerId));
    const stale = await s.post('receipts/sign-copy', {
      receipt_id: begun.id,
      control_data: { code: KOPIA_CODE, manufacturing_number: unit },
    });
    expect([stale.status, stale.body.error_code]).toEqual([422, 'copy_day_ended']);
    const again = await s.post('receipts/initiate-copy', { receiptId: second.id, registerId });
    expect(again.body.data.receipt.id).toBe(begun.id);
    const signed = await s.post('receipts/sign-copy', {
      receipt_id: begun.id,
      control_data: { code: KOPIA_CODE, manufacturing_number: unit },
    });
    expect([signed.status, signed.body.data.receipt.receipt_status]).toEqual([200, 'complete']);
  });
});
