import { asc, eq, isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound, unprocessable } from '../http/errors';
import {
  cancellationPolicies,
  categories,
  categoryCancellationPolicies,
  categoryLodgingTypes,
  countries,
  customSeasonPrices,
  editingRecords,
  lodgingTypes,
  paymentTerms,
  positions,
  seasons,
} from '../db/schema';
import { calendarDates, defaultCalendarRange } from '../../src/domain/calendarDates';
import { DEFAULT_PAYMENT_TERM_ID, serializePaymentTerm, serializePosition } from './serialize';
import { registerMapRoutes } from './map';
import { registerTermsRoute } from './terms';
import * as C from '../../src/contracts/catalog';

const DEFAULT_COUNTRY_ID = 752;

export function registerCatalogRoutes(r: TenantRouter) {
  r.get('countries', { response: C.countries.response }, async (ctx) => {
    const rows = await ctx.db.select().from(countries).orderBy(asc(countries.name));
    return {
      default_country_id: DEFAULT_COUNTRY_ID,
      countries: rows.map((c) => ({
        id: c.id,
        iso_code: c.isoCode,
        name: c.name,
        dialling_code: c.diallingCode,
        is_common: c.isCommon,
        default_language: c.defaultLanguage,
      })),
    };
  });

  r.get('categories/lodging-types', { response: C.lodgingTypes.response }, async (ctx) => ({
    lodging_types: await ctx.db.select().from(lodgingTypes).orderBy(lodgingTypes.id),
  }));

  r.get('categories', { permission: 'readBookings', response: C.categories.response }, async (ctx) => {
    const [cats, lts, cps, pos] = await Promise.all([
      ctx.db
        .select()
        .from(categories)
        .where(isNull(categories.deletedAt))
        .orderBy(categories.displayOrder, categories.id),
      ctx.db.select().from(categoryLodgingTypes),
      ctx.db.select().from(categoryCancellationPolicies),
      ctx.db
        .select({ id: positions.id, categoryId: positions.categoryId })
        .from(positions)
        .where(isNull(positions.deletedAt))
        .orderBy(positions.displayOrder),
    ]);
    return {
      categories: cats.map((c) => ({
        id: c.id,
        name: c.name,
        display_order: c.displayOrder,
        positions: pos.filter((p) => p.categoryId === c.id).map((p) => p.id),
        lodging_type_ids: lts.filter((l) => l.categoryId === c.id).map((l) => l.lodgingTypeId),
        default_lodging_type_id: c.defaultLodgingTypeId,
        cancellation_policy_ids: [
          ...new Set(cps.filter((p) => p.categoryId === c.id).map((p) => p.cancellationPolicyId)),
        ],
        cancellationPolicies: cps
          .filter((p) => p.categoryId === c.id)
          .map((p) => ({ id: p.cancellationPolicyId, available_on: p.availableOn })),
        max_guests: c.maxGuests,
        max_adults: c.maxAdults,
        max_children: c.maxChildren,
        fee_options: c.feeOptions,
        nightly_price: c.nightlyPrice,
        is_seasonal: c.isSeasonal,
        accommodation_product_id: c.accommodationProductId,
      })),
    };
  });

  // Deleted positions are included: old bookings still point at them ('Den här platsen finns inte längre').
  r.get('positions', { permission: 'readBookings', response: C.positions.response }, async (ctx) => ({
    positions: (await ctx.db.select().from(positions).orderBy(positions.displayOrder, positions.id)).map(
      serializePosition,
    ),
  }));

  r.post(
    'positions/:id/remarks',
    {
      permission: 'writeBookings',
      params: C.positionRemarks.params,
      body: C.positionRemarks.body,
      response: C.positionRemarks.response,
    },
    async (ctx) => {
      const id = ctx.params.id;
      const remarks = ctx.body.remarks?.trim() ? ctx.body.remarks : null;
      const [row] = await ctx.db.select().from(positions).where(eq(positions.id, id)).limit(1);
      if (!row) throw notFound('Platsen finns inte.');
      if (row.deletedAt) throw unprocessable('position_deleted', 'Den här platsen finns inte längre');
      const updated = await ctx.db.transaction(async (tx) => {
        const [p] = await tx
          .update(positions)
          .set({ remarks, updatedAt: ctx.now })
          .where(eq(positions.id, id))
          .returning();
        await tx.insert(editingRecords).values({
          subjectType: 'position',
          subjectId: id,
          userId: ctx.auth.user.id,
          action: 'remarks_updated',
          description: 'Platsens anteckning ändrades',
          changes: { remarks: { from: row.remarks, to: remarks } },
          createdAt: ctx.now,
        });
        return p;
      });
      const position = serializePosition(updated);
      await ctx.publish('PositionRemarksUpdated', { position_id: id, remarks });
      return { position };
    },
  );

  r.get('booking-cancellations/cancellation-policies', { response: C.cancellationPolicies.response }, async (ctx) => ({
    cancellation_policies: (
      await ctx.db
        .select()
        .from(cancellationPolicies)
        .where(isNull(cancellationPolicies.deletedAt))
        .orderBy(cancellationPolicies.id)
    ).map((p) => ({
      id: p.id,
      name: p.name,
      human_readable_price: p.humanReadablePrice,
      human_readable_text: p.humanReadableText,
      rules: p.rules,
    })),
  }));

  r.get('seasons', { response: C.seasons.response }, async (ctx) => {
    const [rows, prices] = await Promise.all([
      ctx.db.select().from(seasons).where(isNull(seasons.deletedAt)).orderBy(seasons.start),
      ctx.db.select().from(customSeasonPrices),
    ]);
    return {
      seasons: rows.map((s) => ({
        id: s.id,
        start: s.start,
        end: s.end,
        full_name: s.fullName,
        default_season_price: s.defaultSeasonPrice,
        deleted_at: null,
        custom_season_prices: prices
          .filter((p) => p.seasonId === s.id)
          .map((p) => ({ id: p.id, price: p.price, position_ids: p.positionIds, category_ids: p.categoryIds })),
      })),
    };
  });

  r.get('invoices/payment-terms', { response: C.paymentTerms.response }, async (ctx) => ({
    payment_terms: (
      await ctx.db.select().from(paymentTerms).where(isNull(paymentTerms.deletedAt)).orderBy(paymentTerms.id)
    ).map(serializePaymentTerm),
    default_payment_term_id: DEFAULT_PAYMENT_TERM_ID,
  }));

  const calendarHandler = async (ctx: { today: string; query: { from?: string; to?: string } }) => {
    const range = defaultCalendarRange(ctx.today);
    const from = ctx.query.from ?? range.from;
    const to = ctx.query.to ?? range.to;
    return { from, to, calendar_dates: calendarDates(from, to, ctx.today) };
  };
  r.get('calendar-dates', { query: C.calendarDates.query, response: C.calendarDates.response }, calendarHandler);
  r.get(
    'seasons/calendar-dates',
    { query: C.seasonCalendarDates.query, response: C.seasonCalendarDates.response },
    calendarHandler,
  );

  registerMapRoutes(r);
  registerTermsRoute(r);
}
