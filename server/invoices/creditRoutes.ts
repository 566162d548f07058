import { z } from 'zod';
import type { RouteContext, TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { serviceContext } from '../http/serviceContext';
import { idParam } from '../../src/domain/input';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import * as C from '../../src/contracts/invoices';
import { createCreditInvoice } from './creditService';
import { convertToCredit } from './convertToCredit';
import { invoicePdf } from './invoicePdf';
import { MAIL_FAILED_TEXT, sendInvoiceMail } from './invoiceMail';
import { invoiceAnswer } from './queries';

/** The mail's deps: the route's service context and the API base a payment link's url starts with. */
const mailDeps = (ctx: RouteContext<unknown, unknown, unknown>) => ({
  ...serviceContext(ctx),
  apiBase: ctx.services.baseUrl(ctx.req, ctx.tenant.config).replace(/\/$/, ''),
});

/**
 * Credit invoices, the PDF and the mails of an invoice (money.md 2 "Invoice dialog", "Credit-invoice form",
 * 7 "Invoices"), all with 'invoices' (receptionist and up).
 */
export function registerCreditAndMailRoutes(r: TenantRouter) {
  r.post(
    'invoices/create-credit-invoice',
    {
      permission: 'invoices',
      body: C.createCreditInvoice.body,
      response: C.createCreditInvoice.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => createCreditInvoice(serviceContext(ctx), ctx.body),
  );

  // 'Flytta till tillgodo': a credit invoice's payout kept as the customer's credit (./convertToCredit.ts).
  r.post(
    'invoices/convert-to-credit',
    {
      permission: 'invoices',
      body: C.convertToCredit.body,
      response: C.convertToCredit.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => convertToCredit(serviceContext(ctx), ctx.body),
  );

  // 'Ladda ner fakturan' (?download=1: saved as faktura-{n}.pdf) and 'Skriv ut fakturan' (inline).
  r.get(
    'invoices/:id/pdf',
    {
      permission: 'invoices',
      params: z.object({ id: idParam() }),
      query: z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() }),
    },
    async (ctx) => {
      const file = await invoicePdf(ctx.db, ctx.params.id);
      if (!file) throw notFound(INVOICE_TEXTS.notFound);
      const download = ctx.query.download === '1' || ctx.query.download === 'true';
      ctx.reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
      return null;
    },
  );

  r.post(
    'invoices/resend',
    { permission: 'invoices', body: C.resendInvoice.body, response: C.resendInvoice.response },
    async (ctx) => {
      const { failed } = await sendInvoiceMail(mailDeps(ctx), ctx.body.invoiceId, {
        kind: 'invoice',
        withPaymentLink: ctx.body.withPaymentLink ?? false,
      });
      if (failed) ctx.snackbar('warning', MAIL_FAILED_TEXT);
      return invoiceAnswer(ctx.db, ctx.body.invoiceId, ctx.today);
    },
  );

  r.post(
    'invoices/send-reminder',
    { permission: 'invoices', body: C.sendReminder.body, response: C.sendReminder.response },
    async (ctx) => {
      const { failed } = await sendInvoiceMail(mailDeps(ctx), ctx.body.invoiceId, {
        kind: 'reminder',
        withPaymentLink: false,
      });
      if (failed) ctx.snackbar('warning', MAIL_FAILED_TEXT);
      return invoiceAnswer(ctx.db, ctx.body.invoiceId, ctx.today);
    },
  );
}
