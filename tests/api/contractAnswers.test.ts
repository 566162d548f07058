// Real answers of the customer, booking group, receipt and register-day calls have exactly their contract's
// shape (src/contracts): the server checks its answers only at compile time, so this reads them back.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { apiSuite } from '../helpers/suite';
import { DEMO_USERS, login, syncedBookings } from '../helpers/api';
import { emails, invoices, receipts, registers } from '../../server/db/schema';
import { testClock } from '../helpers/testApp';
import { bookingGroupShow } from '../../src/contracts/bookingGroups';
import {
  customerBookings,
  customerCredit,
  customerEditingRecords,
  customerInvoices,
  customerReceipts,
  customerShow,
  saveCustomer,
} from '../../src/contracts/customers';
import {
  bookingEditingRecords,
  bookingEmails,
  bookingInvoices,
  bookingReceipts,
  groupEditingRecords,
  groupEmails,
  groupInvoices,
  groupReceipts,
} from '../../src/contracts/documents';
import { initiateReceiptCopy, receiptList, receiptShow } from '../../src/contracts/receipts';
import { closeRegister, openRegister, registerReport } from '../../src/contracts/register';

/** Each failing path of a parse, readable in a test failure. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const s = apiSuite('manager');
let kassa: string;
let customerId: number;
let groupId: number;
beforeAll(async () => {
  kassa = (await login(s.app, 'demo', DEMO_USERS.kassor)).token;
  const synced = await syncedBookings(s.app, 'demo', s.token);
  customerId = synced.find((b) => b.customer_id != null).customer_id;
  groupId = synced.find((b) => b.booking_group_id != null).booking_group_id;
});

async function ok(res: { status: number; body: { data: unknown } }, schema: z.ZodType) {
  expect(res.status).toBe(200);
  expect(problems(schema, res.body.data)).toEqual([]);
  return res.body.data as never;
}

describe('customers', () => {
  it('one customer, saved, its bookings, history, documents and credit', async () => {
    const shown: { customer: { given_name: string | null } } = await ok(
      await s.get(`customers/${customerId}`),
      customerShow.response,
    );
    const saved = await s.post('customers', { id: customerId, given_name: `${shown.customer.given_name ?? 'Kund'}x` });
    await ok(saved, saveCustomer.response);
    const history: { editing_records: unknown[] } = await ok(
      await s.get('customers/editing-records', { customer_id: String(customerId) }),
      customerEditingRecords.response,
    );
    expect(history.editing_records.length).toBeGreaterThan(0);
    const list: { bookings: unknown[] } = await ok(
      await s.get(`customers/${customerId}/bookings`),
      customerBookings.response,
    );
    expect(list.bookings.length).toBeGreaterThan(0);

    const [reg] = await s.db.select().from(registers).limit(1);
    await s.db.insert(receipts).values({
      registerId: reg.id,
      receiptSerial: 990_001,
      receiptStatus: 'complete',
      total: 12_500,
      customerId,
      createdAt: testClock(),
    });
    await s.db.insert(invoices).values({
      invoiceNumber: 990_001,
      invoiceDate: '2026-07-10',
      dueDate: '2026-07-30',
      totalAmount: 50_000,
      customerId,
      customerName: 'Tora Testsson',
      ocr: '9900017',
      status: 'open',
    });
    const r: { receipts: unknown[] } = await ok(
      await s.get(`customers/${customerId}/receipts`),
      customerReceipts.response,
    );
    const i: { invoices: unknown[] } = await ok(
      await s.get(`customers/${customerId}/invoices`),
      customerInvoices.response,
    );
    expect([r.receipts.length, i.invoices.length]).toEqual([1, 1]);

    await ok(await s.get('customer-credit/customer', { customerId: String(customerId) }), customerCredit.response);
    await ok(
      await s.get('customer-credit/customer', { customerId: String(customerId), includeTimeline: '1' }),
      customerCredit.response,
    );
  });
});

describe('booking groups', () => {
  it('one group with its members', async () => {
    const d: { booking_group: { bookings: unknown[] } } = await ok(
      await s.get('booking-groups/show', { booking_group_id: String(groupId) }),
      bookingGroupShow.response,
    );
    expect(d.booking_group.bookings.length).toBeGreaterThan(0);
  });

  it('the records of a group and of one of its bookings', async () => {
    const [reg] = await s.db.select().from(registers).limit(1);
    const group = (await s.get('booking-groups/show', { booking_group_id: String(groupId) })).body.data.booking_group;
    const member = group.bookings[0];
    await s.post('booking-groups/update-remarks', { booking_group_id: groupId, remarks: 'Kontrakt' });
    await s.db.insert(receipts).values({
      registerId: reg.id,
      receiptSerial: 990_201,
      receiptStatus: 'complete',
      total: 100,
      bookingId: member.id,
      createdAt: testClock(),
    });
    await s.db.insert(invoices).values({
      invoiceNumber: 990_201,
      invoiceDate: '2026-07-10',
      totalAmount: 100,
      bookingId: member.id,
      customerId: member.customer_id ?? customerId,
      customerName: 'Gruppen',
      ocr: '9902017',
      status: 'open',
    });
    await s.db.insert(emails).values({
      kind: 'booking_confirmation',
      status: 'sent',
      title: 'Bokningsbekräftelse',
      recipientEmail: 'a@example.se',
      icon: 'mdi-email',
      html: '<p>Hej</p>',
      sentAt: testClock(),
      bookingId: member.id,
    });
    const q = { booking_group_id: String(groupId) };
    const lists = [
      [await s.get('booking-groups/editing-records', q), groupEditingRecords.response, 'editing_records'],
      [await s.get('booking-groups/receipts', q), groupReceipts.response, 'receipts'],
      [await s.get('booking-groups/invoices', q), groupInvoices.response, 'invoices'],
      [await s.get('booking-groups/emails', q), groupEmails.response, 'emails'],
      [
        await s.get('bookings/editing-records', { booking_id: String(member.id) }),
        bookingEditingRecords.response,
        'editing_records',
      ],
      [await s.get(`bookings/${member.id}/receipts`), bookingReceipts.response, 'receipts'],
      [await s.get(`bookings/${member.id}/invoices`), bookingInvoices.response, 'invoices'],
      [await s.get(`bookings/${member.id}/emails`), bookingEmails.response, 'emails'],
    ] as const;
    for (const [res, schema, key] of lists) {
      const data: Record<string, unknown[]> = await ok(res, schema);
      expect(data[key].length, key).toBeGreaterThan(0);
    }
  });
});

describe('the register day and its receipts', () => {
  it('open, an X report, a receipt and its copy, close with a Z report, the stored Z', async () => {
    const registerId = (await s.get('register', undefined, kassa)).body.data.register.id as number;
    await s.db.update(registers).set({ openedAt: null }).where(eq(registers.id, registerId));
    await ok(
      await s.post('register/open', { id: registerId, payload: { float_amount: 50_000 } }, kassa),
      openRegister.response,
    );
    const [sold] = await s.db
      .insert(receipts)
      .values({
        registerId,
        receiptSerial: 990_101,
        receiptStatus: 'complete',
        total: 12_500,
        controlCode: 'CODE',
        // A completed receipt was signed: its control object is what its copy is built from.
        controlObject: {
          date_time: '202611241200',
          org_number: '5566778899',
          register_id: 'SIM-REG-1',
          serial: 990_101,
          receipt_type: 'normal',
          return_total: '0,00',
          sales_total: '125,00',
          vat: ['25,00;25,00', '12,00;0,00', '6,00;0,00', '0,00;0,00'],
          manufacturing_number: 'SIM-CU-0001',
        },
        vatSummary: [{ rate: 2500, gross: 12_500, vat: 2500, net: 10_000 }],
        createdAt: testClock(),
        completedAt: testClock(),
      })
      .returning();
    await ok(await s.get('register/report', { registerId: String(registerId) }, kassa), registerReport.response);

    const page: { receipts: unknown[] } = await ok(
      await s.get('receipts', { registerId: String(registerId) }, kassa),
      receiptList.response,
    );
    expect(page.receipts.length).toBeGreaterThan(0);
    await ok(await s.get(`receipts/${sold.id}`, undefined, kassa), receiptShow.response);
    const copy: { receipt: { id: number } } = await ok(
      await s.post('receipts/initiate-copy', { receiptId: sold.id, registerId }, kassa),
      initiateReceiptCopy.response,
    );
    await ok(await s.get(`receipts/${copy.receipt.id}`, undefined, kassa), receiptShow.response);

    const closed: { report: { id: number } } = await ok(
      await s.post('register/close', { id: registerId, counted_cash: 50_000 }, kassa),
      closeRegister.response,
    );
    await ok(
      await s.get('register/report', { registerId: String(registerId), reportId: String(closed.report.id) }, kassa),
      registerReport.response,
    );
  });
});
