import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import * as C from '../../src/contracts/invoices';
import { createInvoice } from './createService';
import { mailNewInvoice } from './invoiceMail';
import { invoiceAnswer, invoiceListWhere, loadInvoiceRows } from './queries';
import { reconcileOpenTerminals } from './terminalModes';

const DEFAULT_LIMIT = 100;

/**
 * Invoices (money.md 2 "Invoice list", "Invoice dialog", 7 "Invoices"): the list and one invoice read with
 * 'invoices' (receptionist and up); creating one needs only 'till', because the cashier invoices a cart with
 * 'Fakturera' at the till.
 */
export function registerInvoiceRoutes(r: TenantRouter) {
  r.get(
    'invoices',
    { permission: 'invoices', query: C.invoiceList.query, response: C.invoiceList.response },
    async (ctx) => {
      const offset = ctx.query.offset ?? 0;
      const limit = ctx.query.limit ?? DEFAULT_LIMIT;
      const where = invoiceListWhere(ctx.query, ctx.today);
      const page = await loadInvoiceRows(ctx.db, where, { offset, limit, today: ctx.today, sort: ctx.query.sort });
      return { invoices: page.rows, total_count: page.total_count, offset };
    },
  );

  r.get(
    'invoices/:id',
    { permission: 'invoices', params: C.invoiceShow.params, response: C.invoiceShow.response },
    async (ctx) => {
      // A card payment left waiting by a restart is settled with the terminal's answer when the invoice is read
      // (as a receipt is): one indexed query when none is open; one this process still drives is left alone.
      await reconcileOpenTerminals(ctx.services, ctx.tenant, { invoiceId: ctx.params.id });
      return invoiceAnswer(ctx.db, ctx.params.id, ctx.today);
    },
  );

  r.post(
    'invoices/create',
    {
      permission: 'till',
      body: C.createInvoice.body,
      response: C.createInvoice.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => {
      const answer = await createInvoice(serviceContext(ctx), ctx.body);
      if (!ctx.body.send) return answer;
      const warning = await mailNewInvoice(serviceContext(ctx), answer.invoice.id);
      if (warning) ctx.snackbar('warning', warning);
      return invoiceAnswer(ctx.db, answer.invoice.id, ctx.today);
    },
  );
}
