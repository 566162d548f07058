import type { paymentTerms, positions } from '../db/schema';
import type { PaymentTerm, Position } from '../../src/contracts/catalog';

export function serializePosition(p: typeof positions.$inferSelect): Position {
  return {
    id: p.id,
    name: p.name,
    full_name: p.fullName,
    map_name: p.mapName,
    category_id: p.categoryId,
    map_x: p.mapX,
    map_y: p.mapY,
    width: p.width,
    height: p.height,
    border_radius: p.borderRadius,
    display_order: p.displayOrder,
    remarks: p.remarks,
    has_electricity: p.hasElectricity,
    deleted_at: p.deletedAt ? p.deletedAt.toISOString() : null,
  };
}

/** The term the invoice dialog starts on (GET invoices/payment-terms default_payment_term_id): 'Förfaller idag'. */
export const DEFAULT_PAYMENT_TERM_ID = 2;

/** A payment term as GET invoices/payment-terms answers it and src/domain/invoiceTerms.ts termSchedule reads it. */
export function serializePaymentTerm(t: typeof paymentTerms.$inferSelect): PaymentTerm {
  return {
    id: t.id,
    name: t.name,
    due_date_date: t.dueDateDate,
    due_date_days_before_checkin: t.dueDateDaysBeforeCheckin,
    due_date_days_from_invoicing: t.dueDateDaysFromInvoicing,
    min_days_due_date: t.minDaysDueDate,
    deposit_date: t.depositDate,
    deposit_days_before_checkin: t.depositDaysBeforeCheckin,
    deposit_days_from_invoicing: t.depositDaysFromInvoicing,
    deposit_amount: t.depositAmount,
    deposit_percent: t.depositPercent,
    deposit_condition_min_amount: t.depositConditionMinAmount,
    deposit_condition_min_days_before_checkin: t.depositConditionMinDaysBeforeCheckin,
    deleted_at: null,
  };
}
