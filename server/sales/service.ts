// Starting a sale (POST sales/initiate): one transaction that re-prices everything on the server,
// checks the amount, and writes the receipt, its lines and its payments.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { INPUT_TEXTS, MAX_LINE_TOTAL, MAX_ORDER_TOTAL } from '../../src/domain/input';
import type { ServiceContext } from '../http/serviceContext';
import { fieldError, forbidden, isUniqueViolation } from '../http/errors';
import type { Tx } from '../db/client';
import {
  customerCreditEntries,
  customers,
  paymentMethods,
  paymentMethodWorkstations,
  payments,
  receiptPayments,
  receipts,
  registers,
  salesItems,
} from '../db/schema';
import { can } from '../../src/domain/permissions';
import { formatKr } from '../../src/domain/money';
import { bookingState } from '../../src/domain/bookingState';
import { times } from '../bookings/bookingChange';
import { CREDIT_LIMIT_TEXTS } from '../../src/domain/cart';
import { lockOwner, priceCart, type FreeItem } from './cart';
import { saleTotals } from './pricing';
import { checkReturnRules, isReturnTotal } from './returns';
import { registerSale, workstationRegister } from './registration';
import { workstationPrinter, workstationTerminal } from '../auth/workstations';
import { loadReceipt } from './serialize';
import type { InitiateSaleInput } from '../../src/contracts/sales';
import { requestTerminalTransaction, startTerminalPayment, type TerminalTxn } from './terminalFlow';

/** The parsed body of sales/initiate (src/contracts/sales.ts). */
export type InitiateInput = InitiateSaleInput;

/** Seconds the client counts down while the terminal works. */
export const TERMINAL_TIMEOUT_S = 60;
/** Gateways a sale at the till is paid with; credit comes through customer_credit_amount, invoices and links have their own flows. */
const TILL_GATEWAYS = new Set(['cash', 'integrated_terminal', 'swish']);

const refuse = fieldError;

type Ctx = ServiceContext;

export async function initiateSale(ctx: Ctx, input: InitiateInput) {
  const ws = ctx.actor.workstation;
  if (!ws) throw refuse('no_workstation', 'register_id', 'Den här datorn är inte registrerad som arbetsstation.');
  const key = ctx.idempotencyKey;
  // A repeated key (double submit, a retry after a lost answer) gets the receipt it already made.
  const existing = key ? await receiptByKey(ctx, key) : null;
  if (existing) return existing;

  let started: TerminalTxn | null = null;
  let closedOrderId: number | null = null;
  let receiptId: number;
  try {
    receiptId = await ctx.db.transaction(async (tx) => {
      const register = await workstationRegister(tx, ws.id);
      if (!register || register.id !== input.register_id)
        throw refuse('wrong_register', 'register_id', 'Kassan hör inte till den här datorn.');
      if (!register.isRegistered)
        throw refuse('register_not_registered', 'register_id', 'Kassan är inte registrerad hos Skatteverket.');
      if (!register.openedAt)
        throw refuse('register_closed', 'register_id', 'Kassan är stängd. Öppna kassan innan du tar betalt.');
      // One sale at a time per register: two tabs paying the same cart lines queue here.
      await tx.select({ id: registers.id }).from(registers).where(eq(registers.id, register.id)).for('update');
      await refuseSoldLines(tx, ws.id, input.items);
      const method = await activeMethod(tx, input.payment_method_id, ws.id);

      const src = {
        items: input.items,
        bookingId: input.booking_id,
        bookingGroupId: input.booking_group_id,
        parkedOrderId: input.parked_order_id,
        chargeIds: input.charge_ids,
        accommodationChargeIds: input.accommodation_charge_ids,
      };
      const owner = await lockOwner(tx, src);
      const lines = await priceCart(tx, src, ctx.today);
      if (lines.length === 0) throw refuse('nothing_to_pay', 'items', 'Det finns inget att betala.');
      // A product's own price times a bounded quantity can still pass what a receipt's int4 columns hold.
      const tooBig = lines.some((l) => Math.abs(l.sale) > MAX_LINE_TOTAL)
        ? INPUT_TEXTS.lineTooBig
        : Math.abs(lines.reduce((sum, l) => sum + l.sale, 0)) > MAX_ORDER_TOTAL
          ? INPUT_TEXTS.orderTooBig
          : null;
      if (tooBig) throw refuse('amount_too_large', 'items', tooBig);

      const credit = input.customer_credit_amount;
      const totals = saleTotals(lines, credit, method.roundsToKronor);
      const isReturn = isReturnTotal(totals.itemsTotal);
      checkReturnRules(lines, totals.itemsTotal, credit, method.gateway);
      if (!isReturn && credit > totals.itemsTotal)
        throw refuse('credit_too_large', 'customer_credit_amount', CREDIT_LIMIT_TEXTS.aboveTotal);
      // biome-ignore lint/correctness/useHookAtTopLevel: useCredit is a service function, not a React hook
      const creditMethod = credit > 0 ? await useCredit(tx, owner.customerId, credit) : null;
      if (input.amount !== totals.payable) {
        throw refuse(
          'amount_mismatch',
          'amount',
          `Beloppet stämmer inte med summan att ${isReturn ? 'återbetala' : 'betala'} (${formatKr(totals.payable)}).`,
        );
      }
      if (input.should_check_out) {
        if (!owner.booking) throw refuse('no_booking', 'should_check_out', 'Bara en bokning kan checkas ut.');
        if (!can(ctx.actor.user.level, 'writeBookings'))
          throw forbidden('Din behörighet räcker inte för att checka ut bokningen.');
        if (bookingState(times(owner.booking)) !== 'checked_in')
          throw refuse(
            'not_checked_in',
            'should_check_out',
            'Bokningen måste vara incheckad innan den kan checkas ut.',
          );
      }

      // A refund goes through the terminal too (the simulator pays back the absolute amount).
      const viaTerminal = method.gateway === 'integrated_terminal' && input.amount !== 0;
      const printer = await workstationPrinter(tx, ws.id);
      const [receipt] = await tx
        .insert(receipts)
        .values({
          registerId: register.id,
          receiptType: isReturn ? 'return' : 'normal',
          receiptStatus: 'awaiting_payment',
          clientKey: key,
          total: totals.total,
          rounding: totals.rounding,
          vatSummary: totals.vat,
          shouldCheckOut: input.should_check_out,
          shouldOpenDrawer: method.gateway === 'cash' && input.amount !== 0,
          terminalTimeout: viaTerminal ? TERMINAL_TIMEOUT_S : null,
          suggestedDestination: printer ? 'print' : 'archive',
          bookingId: input.booking_id ?? null,
          bookingGroupId: input.booking_group_id ?? null,
          parkedOrderId: input.parked_order_id ?? null,
          customerId: owner.customerId,
          workstationId: ws.id,
          userId: ctx.actor.user.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await tx
        .insert(salesItems)
        .values(lines.map(({ sale, vatRate, ...l }) => ({ ...l, sale, vatRate, receiptId: receipt.id })));

      if (input.amount !== 0 || credit === 0) {
        const terminal = viaTerminal ? await workstationTerminal(tx, ws.id) : null;
        if (viaTerminal && !terminal)
          throw refuse('no_terminal', 'payment_method_id', 'Ingen kortterminal är kopplad till den här datorn.');
        const [pay] = await tx
          .insert(payments)
          .values({
            paymentMethodId: method.id,
            amount: input.amount,
            paidAt: ctx.now,
            customerId: owner.customerId,
            userId: ctx.actor.user.id,
            transactionStatus: viaTerminal ? 'await_confirmation' : 'confirmed',
            terminalId: terminal?.id ?? null,
            createdAt: ctx.now,
          })
          .returning();
        await tx.insert(receiptPayments).values({
          receiptId: receipt.id,
          paymentId: pay.id,
          paymentMethodId: method.id,
          paidAmount: input.amount,
          createdAt: ctx.now,
        });
        if (viaTerminal) {
          started = await requestTerminalTransaction(tx, {
            receiptId: receipt.id,
            paymentId: pay.id,
            terminalId: terminal!.id,
            amount: input.amount,
            attempt: 1,
            now: ctx.now,
          });
        }
      }
      if (creditMethod) {
        const [pay] = await tx
          .insert(payments)
          .values({
            paymentMethodId: creditMethod.id,
            amount: credit,
            paidAt: ctx.now,
            customerId: owner.customerId,
            userId: ctx.actor.user.id,
            createdAt: ctx.now,
          })
          .returning();
        await tx.insert(receiptPayments).values({
          receiptId: receipt.id,
          paymentId: pay.id,
          paymentMethodId: creditMethod.id,
          paidAmount: credit,
          createdAt: ctx.now,
        });
        // Taken now, given back if the terminal payment is cancelled.
        await tx.insert(customerCreditEntries).values({
          customerId: owner.customerId!,
          date: ctx.today,
          amount: -credit,
          text: 'Betalning i kassan',
          paymentId: pay.id,
          receiptId: receipt.id,
          userId: ctx.actor.user.id,
          createdAt: ctx.now,
        });
      }
      if (!viaTerminal) ({ closedOrderId } = await registerSale(tx, receipt.id, ctx.now));
      return receipt.id;
    });
  } catch (err) {
    // Two submits with the same key raced: the loser answers with the winner's receipt.
    if (key && isUniqueViolation(err)) {
      const again = await receiptByKey(ctx, key);
      if (again) return again;
    }
    throw err;
  }
  const s = started as TerminalTxn | null;
  if (s) startTerminalPayment(ctx.services, ctx.tenant, s, ws.id);
  else await ctx.publish('ReceiptUpdated', { receipt_id: receiptId });
  if (closedOrderId != null) await ctx.publish('ParkedOrderRemoved', { parked_order_id: closedOrderId });
  return { receipt: (await loadReceipt(ctx.db, receiptId))! };
}

/** A cart line (its client id) already on a receipt of this workstation that is not void is never sold again. */
async function refuseSoldLines(tx: Tx, workstationId: number, items: FreeItem[]) {
  const ids = items.map((i) => i.line_id).filter((x): x is string => !!x);
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) {
    throw refuse('duplicate_line', 'items', 'Samma rad finns två gånger i försäljningen.');
  }
  const [sold] = await tx
    .select({ serial: receipts.receiptSerial })
    .from(salesItems)
    .innerJoin(receipts, eq(receipts.id, salesItems.receiptId))
    .where(
      and(
        inArray(salesItems.clientLineId, ids),
        eq(receipts.workstationId, workstationId),
        ne(receipts.receiptStatus, 'error'),
      ),
    )
    .limit(1);
  if (!sold) return;
  throw refuse(
    'line_already_sold',
    'items',
    sold.serial != null ? `Raden är redan såld på kvitto ${sold.serial}.` : 'Raden betalas redan på ett annat kvitto.',
  );
}

async function receiptByKey(ctx: Ctx, key: string) {
  const [r] = await ctx.db
    .select({ id: receipts.id, workstationId: receipts.workstationId })
    .from(receipts)
    .where(eq(receipts.clientKey, key))
    .limit(1);
  if (!r) return null;
  // The router binds a key for 24 h; after that a receipt still answers only its own workstation.
  if (r.workstationId !== ctx.actor.workstation?.id) {
    throw refuse(
      'invalid_idempotency_key',
      'client_key',
      'Nyckeln (Idempotency-Key) har redan använts från en annan arbetsstation.',
    );
  }
  return { receipt: (await loadReceipt(ctx.db, r.id))! };
}

/** The method must exist, be usable at the till, and be switched on for this workstation (no links = on everywhere). */
async function activeMethod(tx: Tx, id: number, workstationId: number) {
  const [m] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.deletedAt)))
    .limit(1);
  if (!m) throw refuse('unknown_payment_method', 'payment_method_id', 'Betalningsmetoden finns inte.');
  if (!TILL_GATEWAYS.has(m.gateway))
    throw refuse(
      'payment_method_not_for_till',
      'payment_method_id',
      'Betalningsmetoden kan inte användas för kvitton i kassan.',
    );
  const links = await tx
    .select()
    .from(paymentMethodWorkstations)
    .where(eq(paymentMethodWorkstations.paymentMethodId, id));
  if (links.length > 0 && !links.some((l) => l.workstationId === workstationId)) {
    throw refuse(
      'payment_method_inactive',
      'payment_method_id',
      'Betalningsmetoden är inte aktiverad på den här enheten.',
    );
  }
  return m;
}

/** Checks (under the customer's row lock) that the credit covers the amount; returns the credit method. */
async function useCredit(tx: Tx, customerId: number | null, amount: number) {
  if (customerId == null)
    throw refuse('no_customer', 'customer_credit_amount', 'Tillgodo kan bara användas när kunden är känd.');
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${customerCreditEntries.amount}), 0)::int` })
    .from(customerCreditEntries)
    .where(and(eq(customerCreditEntries.customerId, customerId), isNull(customerCreditEntries.deletedAt)));
  if (row.sum < amount)
    throw refuse('credit_insufficient', 'customer_credit_amount', CREDIT_LIMIT_TEXTS.aboveBalance(row.sum));
  const [m] = await tx
    .select()
    .from(paymentMethods)
    .where(and(inArray(paymentMethods.gateway, ['customer_credit']), isNull(paymentMethods.deletedAt)))
    .limit(1);
  if (!m) throw refuse('no_credit_method', 'customer_credit_amount', 'Det finns ingen betalningsmetod för tillgodo.');
  return m;
}
