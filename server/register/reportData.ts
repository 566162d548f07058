import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  paymentMethods,
  productGroups,
  receiptPayments,
  receipts,
  registerEvents,
  registerReports,
  salesItems,
} from '../db/schema';
import {
  buildRegisterReport,
  type RegisterReport,
  type ReportEvent,
  type ReportReceipt,
} from '../../src/domain/registerReport';

type RegisterRow = { id: number; createdAt: Date; grandTotalSales: number; grandTotalReturns: number };
export type ReportRow = typeof registerReports.$inferSelect;

/** The last Z report of a register: the day it closed ends where the next begins. */
export async function lastZ(db: DbOrTx, registerId: number): Promise<ReportRow | undefined> {
  const [z] = await db
    .select()
    .from(registerReports)
    .where(and(eq(registerReports.registerId, registerId), eq(registerReports.type, 'z')))
    .orderBy(desc(registerReports.serial))
    .limit(1);
  return z;
}

/** The next serial of a report type on a register (X and Z are separate series). */
export async function nextReportSerial(db: DbOrTx, registerId: number, type: 'x' | 'z'): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${registerReports.serial})` })
    .from(registerReports)
    .where(and(eq(registerReports.registerId, registerId), eq(registerReports.type, type)));
  return Number(row?.max ?? 0) + 1;
}

export interface Period {
  /** Exclusive: the previous Z's closing (or the register's creation). */
  from: Date;
  /** Inclusive. */
  to: Date;
  /** Registered receipts with a serial above this belong to the period. */
  afterSerial: number;
}

/** The stored totals: 5A's report sums plus where the receipt series stood (the next day starts after it). */
export type StoredTotals = RegisterReport & {
  firstSerial: number | null;
  lastSerial: number | null;
  seriesEnd: number;
};

/**
 * The totals since the last Z. Registered receipts are taken by serial (the unbroken series, so
 * every receipt lands in exactly one Z); copies, unfinished sales and register events by time.
 */
export async function computeTotals(
  db: DbOrTx,
  register: RegisterRow,
  now: Date,
  countedCash: number | null = null,
): Promise<{ totals: StoredTotals; period: Period }> {
  const prev = await lastZ(db, register.id);
  const prevTotals = (prev?.totals ?? {}) as Partial<StoredTotals>;
  const period: Period = {
    from: prev?.closedAt ?? new Date(register.createdAt.getTime() - 1),
    to: now,
    afterSerial: prevTotals.seriesEnd ?? 0,
  };
  const inPeriod = (col: typeof receipts.createdAt | typeof registerEvents.createdAt) =>
    and(gt(col, period.from), lte(col, period.to));

  const [registered, others, events] = await Promise.all([
    db
      .select()
      .from(receipts)
      .where(
        and(
          eq(receipts.registerId, register.id),
          gt(receipts.receiptSerial, period.afterSerial),
          inArray(receipts.receiptType, ['normal', 'return']),
        ),
      ),
    // Copies printed and sales started but never registered (no serial) in the period.
    db
      .select()
      .from(receipts)
      .where(and(eq(receipts.registerId, register.id), isNull(receipts.receiptSerial), inPeriod(receipts.createdAt))),
    db
      .select({ kind: registerEvents.kind, amount: registerEvents.amount })
      .from(registerEvents)
      .where(and(eq(registerEvents.registerId, register.id), inPeriod(registerEvents.createdAt)))
      .orderBy(asc(registerEvents.createdAt), asc(registerEvents.id)),
  ]);
  // A copy counts once the control unit has signed it (server/register/receipts.ts signCopy).
  const rows = [...registered, ...others.filter((r) => r.receiptType !== 'copy' || r.receiptStatus === 'complete')];
  const ids = registered.map((r) => r.id);
  const [items, pays] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ item: salesItems, groupName: productGroups.name })
            .from(salesItems)
            .leftJoin(productGroups, eq(productGroups.id, salesItems.productGroupId))
            .where(inArray(salesItems.receiptId, ids)),
          db
            .select({
              p: receiptPayments,
              name: paymentMethods.name,
              gateway: paymentMethods.gateway,
              rounds: paymentMethods.roundsToKronor,
            })
            .from(receiptPayments)
            .innerJoin(paymentMethods, eq(paymentMethods.id, receiptPayments.paymentMethodId))
            .where(inArray(receiptPayments.receiptId, ids)),
        ]);
  const list: ReportReceipt[] = rows.map((r) => ({
    id: r.id,
    type: r.receiptType === 'return' ? 'return' : r.receiptType === 'copy' ? 'copy' : 'normal',
    serial: r.receiptSerial,
    total: r.total,
    rounding: r.rounding,
    lines: items
      .filter((i) => i.item.receiptId === r.id)
      .map(({ item, groupName }) => ({
        sale: item.sale,
        vatRate: item.vatRate,
        quantity: item.quantity,
        isService: item.isService,
        price: item.price,
        originalPrice: item.originalPrice,
        discountType: item.discountType,
        discountValue: item.discountValue,
        group: groupName,
      })),
    payments: pays
      .filter((p) => p.p.receiptId === r.id)
      .map((p) => ({
        methodId: p.p.paymentMethodId,
        methodName: p.name,
        amount: p.p.paidAmount,
        isCash: p.gateway === 'cash' || p.rounds,
      })),
  }));

  const report = buildRegisterReport({
    receipts: list,
    events: events.filter((e): e is ReportEvent => REPORT_EVENTS.has(e.kind)),
    previousGrandTotals: previousGrandTotals(register, prevTotals),
    countedCash,
  });
  const serials = registered.map((r) => r.receiptSerial!);
  const lastSerial = serials.length ? Math.max(...serials) : null;
  return {
    totals: {
      ...report,
      firstSerial: serials.length ? Math.min(...serials) : null,
      lastSerial,
      seriesEnd: lastSerial ?? period.afterSerial,
    },
    period,
  };
}

/**
 * Where the grand totals stood before this period: the previous Z's, or before the first Z the
 * register's own columns (a register brought over with totals from an earlier system). The Z is
 * their one owner: it alone writes the register's columns, as a mirror of itself.
 */
export function previousGrandTotals(register: RegisterRow, prevTotals: Partial<StoredTotals>) {
  return prevTotals.grandTotals
    ? { sales: prevTotals.grandTotals.sales, returns: prevTotals.grandTotals.returns }
    : { sales: Number(register.grandTotalSales), returns: Number(register.grandTotalReturns) };
}

const REPORT_EVENTS = new Set<string>(['open', 'float_change', 'drawer_opening', 'close']);
