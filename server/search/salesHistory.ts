import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { MonthSales } from '../../src/contracts/search';

export type { MonthSales };

export const SALES_HISTORY_MONTHS = 24;

/** 'YYYY-MM' of the `count` months ending with today's month, oldest first. */
export function lastMonths(today: string, count = SALES_HISTORY_MONTHS): string[] {
  const year = Number(today.slice(0, 4)),
    month = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const m = year * 12 + (month - 1) - i;
    out.push(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * A product's sales per month (money.md: product sales history) over the last 24 months, months
 * without sales as zeros. Sales are lines of completed receipts (by completion, Stockholm time)
 * and of invoices (by invoice date) that no receipt already counts; credit invoices and returns
 * carry negative lines and so subtract.
 */
export async function productSalesHistory(db: DbOrTx, productId: number, today: string): Promise<MonthSales[]> {
  const months = lastMonths(today);
  const from = `${months[0]}-01`;
  const rows = await queryRows<{ month: string; sales: number; quantity: number }>(
    db,
    sql`
    select to_char(day, 'YYYY-MM') as month, sum(sale)::float8 as sales, sum(quantity)::float8 as quantity
    from (
      select si.sale, si.quantity, (coalesce(r.completed_at, r.created_at) at time zone 'Europe/Stockholm')::date as day
      from sales_items si join receipts r on r.id = si.receipt_id
      where si.product_id = ${productId} and r.receipt_status = 'complete'
      union all
      select si.sale, si.quantity, i.invoice_date
      from sales_items si join invoices i on i.id = si.invoice_id
      where si.product_id = ${productId} and si.receipt_id is null
    ) lines
    where day >= ${from}::date
    group by 1`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    total_sales: Number(byMonth.get(month)?.sales ?? 0),
    total_quantity: Number(byMonth.get(month)?.quantity ?? 0),
  }));
}
