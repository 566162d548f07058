// The cancellation wizard's calls (bookings.md 7 "Cancellations"; contracts src/contracts/cancellations.ts): thin
// handlers over service.ts and reverse.ts. Reading needs 'readBookings', every step 'writeBookings'.
import { eq, sql } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { fieldError, notFound } from '../http/errors';
import { serviceContext } from '../http/serviceContext';
import { MAIL_FAILED_TEXT } from '../bookings/mailRoutes';
import { refuse } from '../bookings/bookingChange';
import { invoices } from '../db/schema';
import { cancellationConfirmationMail } from '../mail/templates';
import * as C from '../../src/contracts/cancellations';
import { CANCELLATION_TEXTS as T, policyTimeline, type CancellationPreview } from '../../src/domain/cancellation';
import { todayInStockholm } from '../../src/domain/dates';
import { bookingSummaries, cancellationInForce, listCancellations, policyOf, serializeCancellations } from './queries';
import {
  bookingRow,
  completeCancellation,
  confirmDocumentRequest,
  manualSpecificationOf,
  previewOf,
  selectOption,
  sendDocumentRequest,
  showCancellation,
} from './service';
import { reverseCancellation } from './reverse';
import { sendCancellationMail } from './mail';

export function registerCancellationRoutes(r: TenantRouter) {
  const read = { permission: 'readBookings' as const };
  const write = { permission: 'writeBookings' as const };

  r.get(
    'booking-cancellations',
    { ...read, query: C.cancellationList.query, response: C.cancellationList.response },
    async (ctx) => {
      const { rows, total } = await listCancellations(ctx.db, ctx.query);
      const ids = [...new Set(rows.map((c) => c.bookingId))];
      const summaries = await bookingSummaries(ctx.db, ids.length ? sql`b.id in ${ids}` : sql`false`);
      const serialized = await serializeCancellations(ctx.db, rows);
      return {
        booking_cancellations: serialized.map((c) => ({ ...c, booking: summaries.get(c.booking_id)! })),
        total_count: total,
      };
    },
  );

  r.get(
    'booking-cancellations/show',
    { ...read, query: C.cancellationShow.query, response: C.cancellationShow.response },
    async (ctx) => showCancellation(serviceContext(ctx), ctx.query.booking_id),
  );

  r.get(
    'booking-cancellations/cancellation-policy-timeline-items',
    { ...read, query: C.cancellationTimeline.query, response: C.cancellationTimeline.response },
    async (ctx) => {
      const policy = await policyOf(ctx.db, ctx.query.policy_id);
      if (!policy) throw notFound(T.policyNotFound);
      if (ctx.query.booking_id == null) {
        if (ctx.query.check_in_date == null) throw fieldError('no_date', 'check_in_date', T.timelineNeedsDate);
        const items = policyTimeline({
          rules: policy.rules,
          bookingDate: null,
          checkIn: ctx.query.check_in_date,
          cancellationDate: null,
        });
        return { timeline_items: items };
      }
      const b = await bookingRow(ctx.db, ctx.query.booking_id);
      const c = await cancellationInForce(ctx.db, b.id);
      // The day it was cancelled: the completion's, else the booking's own cancellation; none while it stands.
      const cancelledAt = c?.completedAt ?? b.deletedAt;
      const items = policyTimeline({
        rules: policy.rules,
        bookingDate: todayInStockholm(b.createdAt),
        checkIn: ctx.query.check_in_date ?? b.checkIn,
        cancellationDate: cancelledAt ? todayInStockholm(cancelledAt) : null,
      });
      return { timeline_items: items };
    },
  );

  r.get(
    'booking-cancellations/get-manual-specification',
    { ...read, query: C.manualSpecification.query, response: C.manualSpecification.response },
    async (ctx) => manualSpecificationOf(serviceContext(ctx), ctx.query.booking_id),
  );

  r.post(
    'booking-cancellations/select-option',
    { ...write, body: C.selectOption.body, response: C.selectOption.response },
    async (ctx) => selectOption(serviceContext(ctx), ctx.body.booking_id, ctx.body.option_id),
  );

  r.post(
    'booking-cancellations/get-preview',
    { ...write, body: C.getPreview.body, response: C.getPreview.response, idempotent: false },
    async (ctx) => previewOf(serviceContext(ctx), ctx.body.booking_id, ctx.body.manual_specification),
  );

  r.post(
    'booking-cancellations/send-document-request',
    { ...write, body: C.sendDocumentRequest.body, response: C.sendDocumentRequest.response },
    async (ctx) => {
      const { answer, failed } = await sendDocumentRequest(serviceContext(ctx), ctx.body.bookingCancellationId);
      if (failed) ctx.snackbar('warning', MAIL_FAILED_TEXT);
      return answer;
    },
  );

  r.post(
    'booking-cancellations/confirm-document-request',
    { ...write, body: C.confirmDocumentRequest.body, response: C.confirmDocumentRequest.response },
    async (ctx) =>
      confirmDocumentRequest(serviceContext(ctx), ctx.body.booking_cancellation_id, ctx.body.has_valid_document),
  );

  r.post(
    'booking-cancellations/complete-cancellation',
    {
      ...write,
      body: C.completeCancellation.body,
      response: C.completeCancellation.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => completeCancellation(serviceContext(ctx), ctx.body),
  );

  r.post(
    'booking-cancellations/send-confirmation',
    { ...write, body: C.sendCancellationConfirmation.body, response: C.sendCancellationConfirmation.response },
    async (ctx) => {
      const b = await bookingRow(ctx.db, ctx.body.booking_id);
      const c = await cancellationInForce(ctx.db, b.id);
      if (!c?.completedAt) throw refuse('not_completed', T.notCompleted);
      const preview = c.preview as CancellationPreview | null;
      const [doc] =
        c.settlementInvoiceId != null
          ? await ctx.db
              .select({ n: invoices.invoiceNumber })
              .from(invoices)
              .where(eq(invoices.id, c.settlementInvoiceId))
              .limit(1)
          : [];
      const { email, failed } = await sendCancellationMail(serviceContext(ctx), b, (m) =>
        cancellationConfirmationMail(m, {
          rows: preview?.specification_list ?? [],
          totalBefore: preview?.total_before ?? 0,
          totalAfter: preview?.total_after ?? 0,
          payable: preview?.payable_amount ?? 0,
          invoiceNumber: doc?.n ?? null,
        }),
      );
      if (failed) ctx.snackbar('warning', MAIL_FAILED_TEXT);
      return { email };
    },
  );

  r.post(
    'booking-cancellations/reverse-cancellation',
    { ...write, body: C.reverseCancellation.body, response: C.reverseCancellation.response },
    async (ctx) => reverseCancellation(serviceContext(ctx), ctx.body.booking_id),
  );
}
