import { and, eq, isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound, unprocessable } from '../http/errors';
import { z } from '../http/validation';
import { id, text } from '../../src/domain/input';
import { bookings, editingRecords } from '../db/schema';
import { loadBooking, loadBookingTable, syncedWhere } from './queries';
import { rawJson } from '../http/envelope';
import { pickEncoding, workingSet } from './syncedCache';
import { syncedBookings } from '../../src/contracts/bookings';

export function registerBookingRoutes(r: TenantRouter) {
  r.get(
    'bookings/synced',
    {
      permission: 'readBookings',
      query: syncedBookings.query,
    },
    async (ctx) => {
      if (ctx.query.since) {
        const since = new Date(ctx.query.since);
        const table = await loadBookingTable(ctx.db, syncedWhere(ctx.today, ctx.now, since));
        // Columnar: { columns, rows }; the rows' JSON text goes out as the database wrote it.
        return rawJson(
          `{"columns":${JSON.stringify(table.columns)},"rows":${table.rowsJson},"synced_at":${JSON.stringify(ctx.now.toISOString())},"is_delta":true}`,
        );
      }
      // The whole set is kept ready, compressed (see syncedCache): no query beyond its version, no compression here.
      const set = await workingSet(ctx.db, ctx.today, ctx.now);
      const encoding = pickEncoding(ctx.req.headers['accept-encoding']);
      ctx.reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) return ctx.reply.header('content-encoding', encoding).send(set[encoding]);
      return ctx.reply.send(set.body);
    },
  );

  r.post(
    'bookings/delete-draft',
    {
      permission: 'writeBookings',
      body: z.object({ booking_id: id() }),
    },
    async (ctx) => {
      const id = ctx.body.booking_id;
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      if (!row) throw notFound('Bokningen finns inte.');
      if (!row.isDraft || row.confirmedAt)
        throw unprocessable('not_a_draft', 'Bokningen är inget utkast och kan inte tas bort här.');
      if (row.deletedAt) return { booking_id: id, removed: true };
      await ctx.db.transaction(async (tx) => {
        // Deleting a draft releases its position at once: a deleted booking occupies nothing.
        await tx
          .update(bookings)
          .set({ deletedAt: ctx.now, updatedAt: ctx.now })
          .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)));
        await tx.insert(editingRecords).values({
          subjectType: 'booking',
          subjectId: id,
          bookingId: id,
          customerId: row.customerId,
          userId: ctx.auth.user.id,
          action: 'draft_deleted',
          description: 'Utkastet togs bort',
          createdAt: ctx.now,
        });
      });
      await ctx.publish('BookingRemoved', { booking_id: id });
      return { booking_id: id, removed: true };
    },
  );

  r.post(
    'bookings/updateremarks',
    {
      permission: 'writeBookings',
      body: z.object({
        booking_id: id(),
        remarks: text().max(600, 'Max 600 tecken').nullish(),
      }),
    },
    async (ctx) => {
      const id = ctx.body.booking_id;
      // An empty text becomes null (bookings.md 4, Remarks saving).
      const remarks = ctx.body.remarks?.trim() ? ctx.body.remarks : null;
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      if (!row) throw notFound('Bokningen finns inte.');
      if (row.remarks !== remarks) {
        await ctx.db.transaction(async (tx) => {
          await tx.update(bookings).set({ remarks, updatedAt: ctx.now }).where(eq(bookings.id, id));
          await tx.insert(editingRecords).values({
            subjectType: 'booking',
            subjectId: id,
            bookingId: id,
            customerId: row.customerId,
            userId: ctx.auth.user.id,
            action: 'remarks_updated',
            description: 'Bokningsanteckningen ändrades',
            changes: { remarks: { from: row.remarks, to: remarks } },
            createdAt: ctx.now,
          });
        });
      }
      const booking = await loadBooking(ctx.db, id);
      await ctx.publish('BookingSaved', { booking_id: id, booking });
      return { booking };
    },
  );
}
