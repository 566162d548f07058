import type { registers } from '../db/schema';
import { serializeRegister } from '../till/serialize';
import { todayInStockholm } from '../../src/domain/dates';
import type { ReportRow } from './reportData';
import type { RegisterDay, StoredReport } from '../../src/contracts/register';

export const NOT_REGISTERED_TEXT = 'Kassan är inte registrerad hos Skatteverket. Försäljning är inte tillåten.';
export const didNotCloseText = (day: string) =>
  `Kassan stängdes inte ${day}. Stäng kassan för att göra dagsavslut (Z-rapport).`;

/** A stored report; its JSON columns hold what closeRegister wrote (StoredTotals and the reconciliation). */
export function serializeReport(r: ReportRow): StoredReport {
  return {
    id: r.id,
    register_id: r.registerId,
    type: r.type as StoredReport['type'],
    serial: r.serial,
    opened_at: r.openedAt.toISOString(),
    closed_at: r.closedAt ? r.closedAt.toISOString() : null,
    float_amount: r.floatAmount,
    counted_cash: r.countedCash,
    reconciliation: (r.reconciliation as StoredReport['reconciliation']) ?? null,
    totals: r.totals as StoredReport['totals'],
    user_id: r.userId,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * The register as GET register has always sent it, plus the fiscal warnings the client shows
 * (money.md 4 "Register": not registered; did not close) and its latest Z reports.
 */
export function serializeRegisterDay(
  r: typeof registers.$inferSelect,
  today: string,
  workstationId: number | null,
  reports: ReportRow[],
): RegisterDay {
  const base = serializeRegister(r, today, workstationId);
  const warnings: { code: string; text: string }[] = [];
  if (!r.isRegistered) warnings.push({ code: 'not_registered', text: NOT_REGISTERED_TEXT });
  if (base.did_not_close && r.openedAt)
    warnings.push({ code: 'did_not_close', text: didNotCloseText(todayInStockholm(r.openedAt)) });
  return {
    ...base,
    grand_total_sales: r.grandTotalSales,
    grand_total_returns: r.grandTotalReturns,
    last_receipt_serial: r.lastReceiptSerial,
    warnings,
    reports: reports.map((x) => ({
      id: x.id,
      type: x.type,
      serial: x.serial,
      opened_at: x.openedAt.toISOString(),
      closed_at: x.closedAt ? x.closedAt.toISOString() : null,
      reconciliation: x.reconciliation ?? null,
    })),
  };
}
