import { eq, sql } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { queryRows, type DbOrTx } from '../db/client';
import { customers } from '../db/schema';
import { customerEditingRecords, customerInvoices, customerReceipts } from '../../src/contracts/customers';
import type { DocumentInvoice, DocumentReceipt, EditingRecord } from '../../src/contracts/documents';

async function requireCustomer(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound('Kunden finns inte.');
}

/** The customer dialog's Historik and Kvitton och fakturor tabs (bookings.md 2, 7). */
export function registerCustomerHistoryRoutes(r: TenantRouter) {
  r.get(
    'customers/editing-records',
    {
      permission: 'readBookings',
      query: customerEditingRecords.query,
      response: customerEditingRecords.response,
    },
    async (ctx) => {
      await requireCustomer(ctx.db, ctx.query.customer_id);
      const editing_records = await queryRows<EditingRecord & { subject_type: string }>(
        ctx.db,
        sql`
      select e.id, e.created_at, e.action, e.description, e.changes, e.booking_id, e.subject_type,
        case when u.id is null then null else json_build_object('id', u.id, 'name', u.name, 'initials', u.initials, 'color', u.color) end as "user"
      from editing_records e left join users u on u.id = e.user_id
      where e.customer_id = ${ctx.query.customer_id}
      order by e.created_at desc, e.id desc
      limit 500`,
      );
      return { editing_records: editing_records.map(isoTimes) };
    },
  );

  // Registered receipts only: a sale still open at the till has no number yet.
  r.get(
    'customers/:id/receipts',
    {
      permission: 'readBookings',
      params: customerReceipts.params,
      response: customerReceipts.response,
    },
    async (ctx) => {
      await requireCustomer(ctx.db, ctx.params.id);
      const receipts = await queryRows<DocumentReceipt>(
        ctx.db,
        sql`
      select r.id, r.receipt_serial as receipt_number, r.total, r.created_at
      from receipts r where r.customer_id = ${ctx.params.id} and r.receipt_serial is not null
      order by r.created_at desc, r.id desc`,
      );
      return { receipts: receipts.map(isoTimes) };
    },
  );

  // Remaining = total less live payment applications and credit invoices applied to it.
  r.get(
    'customers/:id/invoices',
    {
      permission: 'readBookings',
      params: customerInvoices.params,
      response: customerInvoices.response,
    },
    async (ctx) => {
      await requireCustomer(ctx.db, ctx.params.id);
      const invoices = await queryRows<DocumentInvoice>(
        ctx.db,
        sql`
      select i.id, i.invoice_number, i.total_amount as total,
        i.total_amount
          - coalesce((select sum(pa.paid_amount) from payment_applications pa where pa.invoice_id = i.id and pa.deleted_at is null), 0)
          - coalesce((select sum(ca.credited_amount) from credit_applications ca where ca.invoice_id = i.id and ca.deleted_at is null), 0)
          as remaining_amount,
        i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.status
      from invoices i where i.customer_id = ${ctx.params.id}
      order by i.invoice_date desc, i.id desc`,
      );
      return {
        invoices: invoices.map((i) => ({ ...i, total: Number(i.total), remaining_amount: Number(i.remaining_amount) })),
      };
    },
  );
}

/** Timestamps as ISO text whatever the driver hands back (Date or text). */
function isoTimes<T extends { created_at: string }>(row: T): T {
  return row.created_at != null ? { ...row, created_at: new Date(row.created_at).toISOString() } : row;
}
