// Reading invoices: the list's rows (money.md 2 "Invoice list") and one invoice with everything its dialog
// shows (money.md 3 "Invoice"). The row fields come from one SQL list; what the rules decide (what is left,
// overdue, may a payment be reversed or refunded) is computed by src/domain/invoices.ts, one definition.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { emails, invoices } from '../db/schema';
import { serializeEmail } from '../mail/mailer';
import { notFound } from '../http/errors';
import { splitVat } from '../../src/domain/money';
import {
  canRefundPayment,
  canReversePayment,
  isOverdue,
  isOverdueDeposit,
  remainingOf,
} from '../../src/domain/invoices';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import type {
  CreditApplication,
  InvoiceDetail,
  InvoiceRow,
  InvoiceStatus,
  PaymentApplication,
  SalesItem,
} from '../../src/contracts/invoices';

/** The row's stored fields, as [name, SQL]; `invoices` unaliased so a caller's `where` may use drizzle columns. */
const ROW_FIELDS: readonly [string, string][] = [
  ['id', 'invoices.id'],
  ['invoice_number', 'invoices.invoice_number'],
  ['ocr', 'invoices.ocr'],
  ['invoice_date', `to_char(invoices.invoice_date, 'YYYY-MM-DD')`],
  ['due_date', `to_char(invoices.due_date, 'YYYY-MM-DD')`],
  ['deposit_due_date', `to_char(invoices.deposit_due_date, 'YYYY-MM-DD')`],
  ['total', 'invoices.total_amount'],
  ['deposit_amount', 'invoices.deposit_amount'],
  ['paid_amount', 'invoices.paid_amount'],
  ['credited_amount', 'invoices.credited_amount'],
  ['rounding', 'invoices.rounding'],
  ['status', 'invoices.status'],
  ['is_credit_invoice', 'invoices.is_credit_invoice'],
  ['original_invoice_id', 'invoices.original_invoice_id'],
  ['original_invoice_number', 'oi.invoice_number'],
  ['customer_id', 'invoices.customer_id'],
  ['customer_name', 'invoices.customer_name'],
  ['booking_id', 'invoices.booking_id'],
  ['booking_group_id', 'invoices.booking_group_id'],
  ['booking_number', 'b.booking_number'],
  ['position_name', 'p.full_name'],
  ['payment_term_id', 'invoices.payment_term_id'],
  ['paymentTerm', 'pt.name'],
  ['created_at', 'invoices.created_at'],
];

const ROW_JOINS = `left join invoices oi on oi.id = invoices.original_invoice_id
  left join bookings b on b.id = invoices.booking_id
  left join positions p on p.id = b.position_id
  left join payment_terms pt on pt.id = invoices.payment_term_id`;

const rowObject = (fields: readonly [string, string][]) =>
  `json_build_object(${fields.map(([n, e]) => `'${n}', ${e}`).join(', ')})`;

type StoredRow = Omit<InvoiceRow, 'remaining_amount' | 'isOverdue' | 'isOverdueDeposit' | 'status'> & {
  status: string;
};

/** Adds what the domain rules decide to a stored row. */
function withRules<T extends StoredRow>(r: T, today: string) {
  const sums = { total: r.total, paid: r.paid_amount, credited: r.credited_amount };
  const isCredit = r.is_credit_invoice;
  return {
    ...r,
    status: r.status as InvoiceStatus,
    remaining_amount: remainingOf(sums),
    isOverdue: isOverdue({ ...sums, dueDate: r.due_date, isCredit }, today),
    isOverdueDeposit: isOverdueDeposit(
      { ...sums, depositDueDate: r.deposit_due_date, depositAmount: r.deposit_amount, isCredit },
      today,
    ),
  };
}

const ORDERS = {
  newest: 'order by invoices.invoice_date desc, invoices.id desc',
  // 'Gruppera per bokning': a booking's invoices next to each other (newest booking first), then the rest.
  booking: 'order by invoices.booking_id desc nulls last, invoices.invoice_date desc, invoices.id desc',
} as const;
export type InvoiceOrder = keyof typeof ORDERS;

/**
 * A page of the invoices matching `where` (over table `invoices`), newest first, and how many match.
 * The page and the count are one statement; the page reads invoices_date_idx backwards.
 */
export async function loadInvoiceRows(
  db: DbOrTx,
  where: SQL | undefined,
  opts: { offset: number; limit: number; today: string; sort?: InvoiceOrder },
): Promise<{ rows: InvoiceRow[]; total_count: number }> {
  const cond = where ?? sql`true`;
  const ORDER = ORDERS[opts.sort ?? 'newest'];
  const obj = sql.raw(rowObject(ROW_FIELDS));
  const [res] = await queryRows<{ total_count: number; rows: string }>(
    db,
    sql`select
      (select count(*)::int from invoices where ${cond}) as total_count,
      (select coalesce(json_agg(${obj} ${sql.raw(ORDER)})::text, '[]')
        from (select invoices.* from invoices where ${cond} ${sql.raw(ORDER)}
              offset ${opts.offset} limit ${opts.limit}) invoices
        ${sql.raw(ROW_JOINS)}) as rows`,
  );
  const stored = JSON.parse(res.rows) as StoredRow[];
  return { rows: stored.map((r) => withRules(r, opts.today)), total_count: res.total_count };
}

// What one invoice adds for its dialog, each a JSON sub-select over the invoice `invoices`.
const DETAIL_FIELDS: readonly [string, string][] = [
  ...ROW_FIELDS,
  ['customer_email', `(select nullif(c.email, '') from customers c where c.id = invoices.customer_id)`],
  [
    'sales_items',
    `coalesce((select json_agg(json_build_object(
        'id', si.id,
        'product', case when pr.id is null then null
          else json_build_object('id', pr.id, 'name', pr.name, 'gui_color', pr.gui_color) end,
        'product_name', si.product_name, 'quantity', si.quantity, 'price', si.price,
        'original_price', si.original_price, 'caption', si.caption, 'vat_rate', si.vat_rate,
        'is_accommodation_charge', si.is_accommodation_charge, 'discount_type', si.discount_type,
        'discount_value', si.discount_value, 'sale', si.sale) order by si.id)
      from sales_items si left join products pr on pr.id = si.product_id
      where si.invoice_id = invoices.id), '[]'::json)`,
  ],
  [
    'payment_applications',
    `coalesce((select json_agg(json_build_object(
        'id', pa.id, 'payment_id', pa.payment_id, 'applied_at', pa.applied_at, 'paid_amount', pa.paid_amount,
        'deleted_at', pa.deleted_at, 'is_customer_credit_application', pa.is_customer_credit_application,
        'payment_deleted', pay.deleted_at is not null,
        'payment', json_build_object(
          'paid_at', pay.paid_at, 'amount', pay.amount, 'transaction_status', pay.transaction_status,
          'payment_method', json_build_object('id', m.id, 'name', m.name, 'icon_class_name', m.icon_class_name,
            'default_gui_color', m.default_gui_color, 'gateway', m.gateway),
          'account', case when acc.id is null then null
            else json_build_object('id', acc.id, 'account_number', acc.account_number, 'name', acc.name) end,
          'card_brand', pay.card_brand, 'card_last_four', pay.card_last_four,
          'surfboard_order', case when pay.terminal_order is null then null
            else json_build_object('refunded_at', pay.refunded_at) end,
          'refunded_at', pay.refunded_at,
          'refund_of_payment_id', pay.refund_of_payment_id)) order by pa.applied_at, pa.id)
      from payment_applications pa
      join payments pay on pay.id = pa.payment_id
      join payment_methods m on m.id = pay.payment_method_id
      left join payment_method_accounts acc on acc.id = pay.account_id
      where pa.invoice_id = invoices.id), '[]'::json)`,
  ],
  [
    'credit_applications',
    `coalesce((select json_agg(json_build_object(
        'id', ca.id, 'invoice_id', ca.invoice_id, 'credit_invoice_id', ca.credit_invoice_id,
        'other_invoice_number', other.invoice_number, 'credited_at', ca.credited_at,
        'credited_amount', ca.credited_amount) order by ca.credited_at, ca.id)
      from credit_applications ca
      join invoices other on other.id = case when invoices.is_credit_invoice then ca.invoice_id
        else ca.credit_invoice_id end
      where ca.deleted_at is null and invoices.id = case when invoices.is_credit_invoice then ca.credit_invoice_id
        else ca.invoice_id end), '[]'::json)`,
  ],
  [
    'url',
    `(select '/pay/' || pl.token from payment_links pl
      where pl.invoice_id = invoices.id and pl.paid_at is null and pl.cancelled_at is null
      order by pl.id desc limit 1)`,
  ],
  [
    'credit_invoice_ids',
    `coalesce((select json_agg(ci.id order by ci.id) from invoices ci
      where ci.original_invoice_id = invoices.id and ci.is_credit_invoice), '[]'::json)`,
  ],
];

type StoredApplication = Omit<PaymentApplication, 'can_reverse' | 'can_refund' | 'payment'> & {
  payment_deleted: boolean;
  payment: Omit<PaymentApplication['payment'], 'transaction_status'> & {
    transaction_status: string;
    refunded_at: string | null;
  };
};
type StoredDetail = StoredRow & {
  customer_email: string | null;
  sales_items: SalesItem[];
  payment_applications: StoredApplication[];
  credit_applications: CreditApplication[];
  url: string | null;
  credit_invoice_ids: number[];
};

/** A payment application with the server's verdicts by money.md 5 "Refunds". */
function application(a: StoredApplication): PaymentApplication {
  const { payment_deleted, payment, ...rest } = a;
  const { refunded_at, ...pay } = payment;
  const verdict = {
    gateway: pay.payment_method.gateway,
    amount: pay.amount,
    deleted: a.deleted_at != null || payment_deleted,
    refunded: refunded_at != null,
    refundOfPaymentId: pay.refund_of_payment_id,
    hasTerminalOrder: pay.surfboard_order != null,
  };
  return {
    ...rest,
    payment: {
      ...pay,
      transaction_status: pay.transaction_status === 'await_confirmation' ? 'await_confirmation' : 'confirmed',
    },
    can_reverse: canReversePayment(verdict),
    can_refund: canRefundPayment(verdict),
  };
}

/** One invoice as its dialog shows it (contract invoiceDetail), or null when there is none with that id. */
export async function loadInvoiceDetail(db: DbOrTx, id: number, today: string): Promise<InvoiceDetail | null> {
  const [res] = await queryRows<{ o: string }>(
    db,
    sql`select ${sql.raw(rowObject(DETAIL_FIELDS))}::text as o
      from invoices ${sql.raw(ROW_JOINS)} where invoices.id = ${id}`,
  );
  if (!res) return null;
  const d = JSON.parse(res.o) as StoredDetail;
  const mails = await db.select().from(emails).where(eq(emails.invoiceId, id)).orderBy(emails.sentAt, emails.id);
  const row = withRules(d, today);
  return {
    ...row,
    payment_applications: d.payment_applications.map(application),
    emails: mails.map(serializeEmail),
    vat_summary: splitVat(d.sales_items.map((s) => ({ grossOre: s.sale, rateBasisPoints: s.vat_rate }))),
    payment_options: row.status === 'closed' || row.is_credit_invoice ? [] : ['surfboard'],
    print: `invoices/${id}/pdf`,
  };
}

/** The routes' answer { invoice }, 404 with a Swedish message when the invoice does not exist. */
export async function invoiceAnswer(db: DbOrTx, id: number, today: string): Promise<{ invoice: InvoiceDetail }> {
  const invoice = await loadInvoiceDetail(db, id, today);
  if (!invoice) throw notFound(INVOICE_TEXTS.notFound);
  return { invoice };
}

/** Whether an invoice with this id exists (cheap, for services that only need to refuse). */
export async function invoiceExists(db: DbOrTx, id: number): Promise<boolean> {
  const [r] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).limit(1);
  return r != null;
}

export interface InvoiceListQuery {
  filter?: 'all' | 'unpaid' | 'overdue' | 'paid' | 'credit';
  q?: string;
  booking_id?: number;
  customer_id?: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list's conditions over table `invoices` (money.md 2 "Invoice list"): the filter, a search (digits: the
 * invoice number, an OCR prefix or a booking number; text: the customer's name), a booking (its own invoice or
 * the invoices carrying its lines) and a customer.
 */
export function invoiceListWhere(query: InvoiceListQuery, today: string): SQL {
  const parts: SQL[] = [];
  switch (query.filter ?? 'all') {
    case 'unpaid':
      parts.push(sql`invoices.status <> 'closed' and not invoices.is_credit_invoice`);
      break;
    case 'overdue':
      parts.push(
        sql`invoices.status <> 'closed' and not invoices.is_credit_invoice and invoices.due_date < ${today}::date`,
      );
      break;
    case 'paid':
      parts.push(sql`invoices.status = 'closed'`);
      break;
    case 'credit':
      parts.push(sql`invoices.is_credit_invoice`);
      break;
  }
  const q = query.q?.trim();
  if (q) {
    const byBookingNumber = sql`invoices.booking_id in (select id from bookings where booking_number = ${q})`;
    if (/^\d+$/.test(q)) {
      const n = q.length <= 9 ? Number(q) : -1;
      parts.push(sql`(invoices.invoice_number = ${n} or invoices.ocr like ${`${q}%`} or ${byBookingNumber})`);
    } else if (/^[\d-]+$/.test(q)) {
      parts.push(byBookingNumber);
    } else {
      parts.push(sql`search_fold(invoices.customer_name) like '%' || search_fold(${likeEscape(q)}) || '%'`);
    }
  }
  if (query.booking_id != null) {
    const b = query.booking_id;
    parts.push(sql`(invoices.booking_id = ${b}
      or invoices.id in (select invoice_id from charges where booking_id = ${b} and invoice_id is not null)
      or invoices.id in (select invoice_id from accommodation_charges where booking_id = ${b} and invoice_id is not null))`);
  }
  if (query.customer_id != null) parts.push(sql`invoices.customer_id = ${query.customer_id}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
