// A receipt with the spec's fields (money.md 3 Receipt, Sales item, Receipt payment).
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Receipt } from '../../src/contracts/sales';
import type { ControlObject } from '../../src/domain/controlObject';
import {
  bookings,
  customers,
  paymentMethods,
  payments,
  products,
  receiptPayments,
  receipts,
  salesItems,
  terminalTransactions,
} from '../db/schema';

export async function loadReceipt(db: DbOrTx, id: number): Promise<Receipt | null> {
  const [row] = await db
    .select({ r: receipts, b: bookings, c: customers })
    .from(receipts)
    .leftJoin(bookings, eq(bookings.id, receipts.bookingId))
    .leftJoin(customers, eq(customers.id, receipts.customerId))
    .where(eq(receipts.id, id))
    .limit(1);
  if (!row) return null;
  const { r, b, c } = row;
  const [items, pays, txns] = await Promise.all([
    db
      .select({ i: salesItems, p: products })
      .from(salesItems)
      .leftJoin(products, eq(products.id, salesItems.productId))
      .where(eq(salesItems.receiptId, id))
      .orderBy(asc(salesItems.id)),
    db
      .select({ rp: receiptPayments, m: paymentMethods, pay: payments })
      .from(receiptPayments)
      .innerJoin(paymentMethods, eq(paymentMethods.id, receiptPayments.paymentMethodId))
      .leftJoin(payments, eq(payments.id, receiptPayments.paymentId))
      .where(eq(receiptPayments.receiptId, id))
      .orderBy(asc(receiptPayments.id)),
    db
      .select()
      .from(terminalTransactions)
      .where(eq(terminalTransactions.receiptId, id))
      .orderBy(desc(terminalTransactions.id))
      .limit(1),
  ]);
  const t = txns[0];
  const fullName = c ? (c.isOrg ? c.orgName : [c.givenName, c.surname].filter(Boolean).join(' ')) : null;
  return {
    id: r.id,
    receipt_serial: r.receiptSerial,
    receipt_type: r.receiptType,
    receipt_status: r.receiptStatus,
    original_receipt_id: r.originalReceiptId,
    suggested_destination: r.suggestedDestination,
    created_at: r.createdAt.toISOString(),
    completed_at: r.completedAt?.toISOString() ?? null,
    total: r.total,
    rounding: r.rounding,
    vat_summary: r.vatSummary,
    register_id: r.registerId,
    allow_printing_copy: r.allowPrintingCopy,
    should_check_out: r.shouldCheckOut,
    should_open_drawer: r.shouldOpenDrawer,
    // Written from a ControlObject when the receipt was registered (registration.ts).
    terminal_timeout: r.terminalTimeout,
    control_object: r.controlObject as ControlObject | null,
    control_code: r.controlCode,
    print: r.print,
    delivered_as: r.deliveredAs,
    workstation_id: r.workstationId,
    // The latest terminal transaction: a console resuming the payment shows how it ended.
    terminal_transaction: t ? { state: t.state, message: t.message, attempt: t.attempt, reference: t.reference } : null,
    booking: b ? { id: b.id, booking_number: b.bookingNumber, remarks: b.remarks } : null,
    booking_id: r.bookingId,
    booking_group_id: r.bookingGroupId,
    parked_order_id: r.parkedOrderId,
    customer: c
      ? {
          id: c.id,
          full_name: fullName,
          shortAddress: [[c.streetName, c.streetNumber].filter(Boolean).join(' '), c.city].filter(Boolean).join(', '),
        }
      : null,
    customer_id: r.customerId,
    sales_items: items.map(({ i, p }) => ({
      id: i.id,
      product: p
        ? { id: p.id, name: i.productName, gui_color: p.guiColor }
        : { id: null, name: i.productName, gui_color: null },
      quantity: i.quantity,
      price: i.price,
      original_price: i.originalPrice,
      caption: i.caption,
      vat_rate: i.vatRate,
      is_accommodation_charge: i.isAccommodationCharge,
      discount_type: i.discountType,
      discount_value: i.discountValue,
      sale: i.sale,
      charge_id: i.chargeId,
      accommodation_charge_id: i.accommodationChargeId,
      client_line_id: i.clientLineId,
    })),
    receipt_payments: pays.map(({ rp, m, pay }) => ({
      id: rp.id,
      created_at: rp.createdAt.toISOString(),
      paid_amount: rp.paidAmount,
      payment_method: {
        id: m.id,
        name: m.name,
        gateway: m.gateway,
        icon_class_name: m.iconClassName,
        default_gui_color: m.defaultGuiColor,
      },
      transaction_status: pay?.transactionStatus ?? null,
      deleted_at: pay?.deletedAt?.toISOString() ?? null,
      card_brand: pay?.cardBrand ?? null,
      card_last_four: pay?.cardLastFour ?? null,
      surfboard_order: null,
    })),
  };
}

export type SerializedReceipt = Receipt;
