import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TenantRouter, RouteContext } from '../http/router';
import { forbidden, notFound } from '../http/errors';
import { z } from '../http/validation';
import { id, text, jsonSettings } from '../../src/domain/input';
import type { DbOrTx } from '../db/client';
import { dashboardCardPivots, dashboardCards, dashboards } from '../db/schema';
import * as C from '../../src/contracts/dashboards';

async function listDashboards(db: DbOrTx) {
  const [boards, pivots, cards] = await Promise.all([
    db.select().from(dashboards).where(isNull(dashboards.deletedAt)).orderBy(dashboards.id),
    db.select().from(dashboardCardPivots).orderBy(dashboardCardPivots.column, dashboardCardPivots.row),
    db.select().from(dashboardCards),
  ]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return boards.map((d) => ({
    id: d.id,
    name: d.name,
    is_editable: d.isEditable ? 1 : 0,
    dashboard_cards: pivots
      .filter((p) => p.dashboardId === d.id)
      .map((p) => {
        const card = byId.get(p.dashboardCardId)!;
        return {
          id: card.id,
          component_name: card.componentName,
          title: card.title,
          tags: card.tags,
          pivot: { id: p.id, column: p.column, row: p.row, settings: p.settings },
        };
      }),
  }));
}

/** Editing is refused for locked dashboards (is_editable 0). */
async function editableDashboard(db: DbOrTx, id: number) {
  const [d] = await db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.id, id), isNull(dashboards.deletedAt)))
    .limit(1);
  if (!d) throw notFound('Dashboarden finns inte.');
  if (!d.isEditable) throw forbidden('Dashboarden är låst och kan inte ändras.');
  return d;
}

async function editablePivot(db: DbOrTx, pivotId: number) {
  const [p] = await db.select().from(dashboardCardPivots).where(eq(dashboardCardPivots.id, pivotId)).limit(1);
  if (!p) throw notFound('Kortet finns inte på dashboarden.');
  await editableDashboard(db, p.dashboardId);
  return p;
}

const slot = { column: z.number().int().min(1).max(3), row: z.number().int().min(0).max(999) };

export function registerDashboardRoutes(r: TenantRouter) {
  const changed = (ctx: RouteContext<unknown, unknown, unknown>) =>
    ctx.publish('DashboardsUpdated', { workstation_id: ctx.auth.workstation?.id ?? null });

  r.get('dashboard/dashboards', { permission: 'dashboard', response: C.dashboards.response }, async (ctx) => ({
    dashboards: await listDashboards(ctx.db),
  }));

  r.get('dashboard/dashboard-cards', { permission: 'dashboard', response: C.dashboardCards.response }, async (ctx) => ({
    dashboard_cards: (await ctx.db.select().from(dashboardCards).orderBy(dashboardCards.id)).map((c) => ({
      id: c.id,
      component_name: c.componentName,
      title: c.title,
      tags: c.tags,
      default_settings: c.defaultSettings,
    })),
  }));

  r.post(
    'dashboard/create-dashboard',
    {
      permission: 'dashboard',
      body: z.object({ name: text('Ange ett namn').trim().min(1, 'Ange ett namn').max(40, 'Max 40 tecken') }),
    },
    async (ctx) => {
      const [d] = await ctx.db
        .insert(dashboards)
        .values({ name: ctx.body.name, isEditable: true, userId: ctx.auth.user.id })
        .returning();
      await changed(ctx);
      return { dashboard: { id: d.id, name: d.name, is_editable: 1, dashboard_cards: [] } };
    },
  );

  r.post(
    'dashboard/delete-dashboard',
    { permission: 'dashboard', body: z.object({ dashboard_id: id() }) },
    async (ctx) => {
      await editableDashboard(ctx.db, ctx.body.dashboard_id);
      await ctx.db.update(dashboards).set({ deletedAt: ctx.now }).where(eq(dashboards.id, ctx.body.dashboard_id));
      await changed(ctx);
      return { dashboard_id: ctx.body.dashboard_id };
    },
  );

  r.post(
    'dashboard/add-dashboard-card-to-dashboard',
    {
      permission: 'dashboard',
      body: z.object({ dashboard_id: id(), dashboard_card_id: id(), ...slot }),
    },
    async (ctx) => {
      await editableDashboard(ctx.db, ctx.body.dashboard_id);
      const [card] = await ctx.db
        .select()
        .from(dashboardCards)
        .where(eq(dashboardCards.id, ctx.body.dashboard_card_id))
        .limit(1);
      if (!card) throw notFound('Kortet finns inte.');
      const [pivot] = await ctx.db
        .insert(dashboardCardPivots)
        .values({
          dashboardId: ctx.body.dashboard_id,
          dashboardCardId: card.id,
          column: ctx.body.column,
          row: ctx.body.row,
          settings: card.defaultSettings ? JSON.stringify(card.defaultSettings) : null,
        })
        .returning();
      await changed(ctx);
      return { pivot: { id: pivot.id, column: pivot.column, row: pivot.row, settings: pivot.settings } };
    },
  );

  r.post(
    'dashboard/move-dashboard-card',
    {
      permission: 'dashboard',
      body: z.object({
        changes: z
          .array(z.object({ pivot_id: id(), ...slot }))
          .min(1)
          .max(100),
      }),
    },
    async (ctx) => {
      await ctx.db.transaction(async (tx) => {
        const ids = ctx.body.changes.map((c) => c.pivot_id);
        const pivots = await tx.select().from(dashboardCardPivots).where(inArray(dashboardCardPivots.id, ids));
        if (pivots.length !== new Set(ids).size) throw notFound('Kortet finns inte på dashboarden.');
        for (const id of new Set(pivots.map((p) => p.dashboardId))) await editableDashboard(tx, id);
        for (const c of ctx.body.changes) {
          await tx
            .update(dashboardCardPivots)
            .set({ column: c.column, row: c.row })
            .where(eq(dashboardCardPivots.id, c.pivot_id));
        }
      });
      await changed(ctx);
      return null;
    },
  );

  r.post(
    'dashboard/remove-dashboard-card-from-dashboard',
    { permission: 'dashboard', body: z.object({ pivot_id: id() }) },
    async (ctx) => {
      await editablePivot(ctx.db, ctx.body.pivot_id);
      await ctx.db.delete(dashboardCardPivots).where(eq(dashboardCardPivots.id, ctx.body.pivot_id));
      await changed(ctx);
      return null;
    },
  );

  // Payload not given by the spec: the pivot and its new settings (an object or a JSON string).
  r.post(
    'dashboard/update-dashboard-card-global-setting',
    {
      permission: 'dashboard',
      body: z.object({
        pivot_id: id(),
        settings: jsonSettings(10_000),
      }),
    },
    async (ctx) => {
      await editablePivot(ctx.db, ctx.body.pivot_id);
      const settings = ctx.body.settings;
      await ctx.db.update(dashboardCardPivots).set({ settings }).where(eq(dashboardCardPivots.id, ctx.body.pivot_id));
      await changed(ctx);
      return { pivot_id: ctx.body.pivot_id, settings };
    },
  );
}
