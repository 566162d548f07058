import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { customerCreditEntries, customers } from '../db/schema';
import { customerCredit } from '../../src/contracts/customers';
import * as IC from '../../src/contracts/invoices';
import { serviceContext } from '../http/serviceContext';
import { cancelCreditPayment, creditPayment, creditRegisterPayment } from './payments';
import { reconcileOpenTerminals } from '../invoices/terminalModes';

/** A customer's credit (tillgodo): the net of every live entry, and the running balance oldest first. */
export function registerCustomerCreditRoutes(r: TenantRouter) {
  r.get(
    'customer-credit/customer',
    { permission: 'readBookings', query: customerCredit.query, response: customerCredit.response },
    async (ctx) => {
      const id = ctx.query.customerId;
      const [customer] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
      if (!customer) throw notFound('Kunden finns inte.');
      // A card payment into or out of the credit left waiting by a restart is settled before the balance is read.
      await reconcileOpenTerminals(ctx.services, ctx.tenant, { customerId: id });
      const entries = await ctx.db
        .select()
        .from(customerCreditEntries)
        .where(and(eq(customerCreditEntries.customerId, id), isNull(customerCreditEntries.deletedAt)))
        .orderBy(asc(customerCreditEntries.date), asc(customerCreditEntries.createdAt), asc(customerCreditEntries.id));
      let balance = 0;
      const timelineItems = entries.map((e) => {
        balance += e.amount;
        return { date: e.date, amount: e.amount, text: e.text, balance_amount: balance };
      });
      const withTimeline = ctx.query.includeTimeline === '1' || ctx.query.includeTimeline === 'true';
      return {
        customer_credit: {
          customer_id: id,
          customerCredit: balance,
          ...(withTimeline ? { timelineItems } : {}),
        },
      };
    },
  );

  // Payments into and out of the credit (bookings.md 7): rules in ./payments.ts.
  r.post(
    'customer-credit/payment',
    {
      permission: 'invoices',
      body: IC.customerCreditPayment.body,
      response: IC.customerCreditPayment.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => creditPayment(serviceContext(ctx), ctx.body),
  );
  r.post(
    'customer-credit/register-payment',
    {
      permission: 'invoices',
      body: IC.customerCreditRegisterPayment.body,
      response: IC.customerCreditRegisterPayment.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => creditRegisterPayment(serviceContext(ctx), ctx.body),
  );
  r.post(
    'customer-credit/cancel-credit-payment',
    { permission: 'invoices', body: IC.cancelCreditPayment.body, response: IC.cancelCreditPayment.response },
    async (ctx) => cancelCreditPayment(serviceContext(ctx), ctx.body.payment_id),
  );
}
