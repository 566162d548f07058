import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { registerEvents, registerReports, registers } from '../db/schema';
import { tillPrinter } from '../auth/workstations';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, unprocessable } from '../http/errors';
import { computeTotals, nextReportSerial, type ReportRow, type StoredTotals } from './reportData';
import { serializeRegisterDay, serializeReport } from './serialize';

type Ctx = ServiceContext;
type RegisterRow = typeof registers.$inferSelect;
// The report interfaces have no index signature; the jsonb column wants one.
const asJson = (t: StoredTotals) => t as StoredTotals & Record<string, unknown>;

export const REGISTER_CLOSED_TEXT = 'Kassan har stängts';
export const registerErrors = {
  notFound: () => new AppError(404, 'register_not_found', 'Kassan hittades inte.'),
  otherWorkstation: () => new AppError(403, 'register_not_on_workstation', 'Kassan hör inte till den här enheten.'),
  alreadyOpen: () => unprocessable('register_already_open', 'Kassan är redan öppnad.'),
  notOpen: () => unprocessable('register_not_open', 'Kassan är inte öppnad.'),
  notRegistered: () =>
    unprocessable('register_not_registered', 'Kassan är inte registrerad hos Skatteverket och kan inte öppnas.'),
  reportNotFound: () => new AppError(404, 'report_not_found', 'Rapporten hittades inte.'),
};

/** The register of a workstation; before one is assigned, the campsite's first free register. */
export async function workstationRegister(db: DbOrTx, workstationId: number | null): Promise<RegisterRow | null> {
  const all = await db.select().from(registers).orderBy(registers.id);
  return (
    all.find((x) => workstationId != null && x.workstationId === workstationId) ??
    all.find((x) => x.workstationId == null) ??
    all[0] ??
    null
  );
}

export async function recentReports(db: DbOrTx, registerId: number): Promise<ReportRow[]> {
  return db
    .select()
    .from(registerReports)
    .where(and(eq(registerReports.registerId, registerId), eq(registerReports.type, 'z')))
    .orderBy(desc(registerReports.serial))
    .limit(10);
}

export async function registerJson(db: DbOrTx, r: RegisterRow, ctx: Ctx) {
  return serializeRegisterDay(r, ctx.today, ctx.actor.workstation?.id ?? null, await recentReports(db, r.id));
}

/** Locks the register row and checks that this workstation may run it. */
async function lockOwnRegister(tx: DbOrTx, ctx: Ctx, id: number): Promise<RegisterRow> {
  const [register] = await tx.select().from(registers).where(eq(registers.id, id)).for('update');
  if (!register) throw registerErrors.notFound();
  // Its own register, or a free one while the workstation has none assigned; never another's.
  const wsId = ctx.actor.workstation?.id;
  const [assigned] =
    wsId == null
      ? []
      : await tx.select({ id: registers.id }).from(registers).where(eq(registers.workstationId, wsId)).limit(1);
  const own = wsId != null && (register.workstationId === wsId || (register.workstationId == null && !assigned));
  if (!own) throw registerErrors.otherWorkstation();
  return register;
}

/** Opens the day: the float is registered (SKVFS: every day, and every change). */
export async function openRegister(ctx: Ctx, id: number, floatAmount: number) {
  return ctx.db.transaction(async (tx) => {
    const register = await lockOwnRegister(tx, ctx, id);
    if (register.openedAt) throw registerErrors.alreadyOpen();
    if (!register.isRegistered) throw registerErrors.notRegistered();
    const userId = ctx.actor.user.id;
    // The opening registers the float (src/domain/registerReport.ts: 'open' carries it; changes are 'float_change').
    await tx
      .insert(registerEvents)
      .values({ registerId: id, kind: 'open', amount: floatAmount, userId, createdAt: ctx.now });
    const [updated] = await tx.update(registers).set({ openedAt: ctx.now }).where(eq(registers.id, id)).returning();
    return { register: await registerJson(tx, updated, ctx) };
  });
}

/** Closes the day with a Z report; grand totals carry on from the previous Z (never reset) and are written only here. */
export async function closeRegister(ctx: Ctx, id: number, countedCash: number) {
  return ctx.db.transaction(async (tx) => {
    const register = await lockOwnRegister(tx, ctx, id);
    if (!register.openedAt) throw registerErrors.notOpen();
    const { totals } = await computeTotals(tx, register, ctx.now, countedCash);
    const reconciliation = {
      counted_cash: countedCash,
      expected_cash: totals.cash.expected,
      difference: totals.cash.difference,
    };
    const [report] = await tx
      .insert(registerReports)
      .values({
        registerId: id,
        type: 'z',
        serial: await nextReportSerial(tx, id, 'z'),
        openedAt: register.openedAt,
        closedAt: ctx.now,
        floatAmount: totals.float,
        countedCash,
        reconciliation,
        totals: asJson(totals),
        userId: ctx.actor.user.id,
        createdAt: ctx.now,
      })
      .returning();
    await tx
      .insert(registerEvents)
      .values({ registerId: id, kind: 'close', amount: countedCash, userId: ctx.actor.user.id, createdAt: ctx.now });
    // The Z owns the grand totals (previous Z + this period's receipts); the columns mirror the last Z.
    const [updated] = await tx
      .update(registers)
      .set({
        openedAt: null,
        grandTotalSales: totals.grandTotals.sales,
        grandTotalReturns: totals.grandTotals.returns,
      })
      .where(eq(registers.id, id))
      .returning();
    return {
      register: await registerJson(tx, updated, ctx),
      report: serializeReport(report),
      netsReconciliationError: null,
    };
  });
}

/**
 * A stored report (a Z, or an X kept by an older version), or an X report of the day so far.
 * A read changes nothing: the X is computed on each request and not stored (SWEDEN.md asks the X
 * to show the day so far, not to be journaled); only the Z (register/close) is stored, once.
 */
export async function registerReport(ctx: Ctx, registerId: number, reportId: number | undefined) {
  if (reportId != null) {
    const [report] = await ctx.db
      .select()
      .from(registerReports)
      .where(and(eq(registerReports.id, reportId), eq(registerReports.registerId, registerId)));
    if (!report) throw registerErrors.reportNotFound();
    return { report: serializeReport(report) };
  }
  const [register] = await ctx.db.select().from(registers).where(eq(registers.id, registerId));
  if (!register) throw registerErrors.notFound();
  const { totals, period } = await computeTotals(ctx.db, register, ctx.now);
  return { report: xReportJson(register, totals, register.openedAt ?? period.from, ctx) };
}

/** An X report as the stored ones look, without id and serial: it is not a row. */
function xReportJson(register: RegisterRow, totals: StoredTotals, openedAt: Date, ctx: Ctx) {
  return {
    id: null,
    register_id: register.id,
    type: 'x' as const,
    serial: null,
    opened_at: openedAt.toISOString(),
    closed_at: null,
    float_amount: totals.float,
    counted_cash: null,
    reconciliation: null,
    totals,
    user_id: ctx.actor.user.id,
    created_at: ctx.now.toISOString(),
  };
}

/** Registers the drawer opening (counted in the reports) and sends the pulse to the printer port. */
export async function openCashDrawer(ctx: Ctx, registerId: number | undefined) {
  const wsId = ctx.actor.workstation?.id ?? null;
  const register =
    registerId != null
      ? (await ctx.db.select().from(registers).where(eq(registers.id, registerId)))[0]
      : await workstationRegister(ctx.db, wsId);
  if (!register) throw registerErrors.notFound();
  await ctx.db
    .insert(registerEvents)
    .values({ registerId: register.id, kind: 'drawer_opening', userId: ctx.actor.user.id, createdAt: ctx.now });
  ctx.print({ ...(await tillPrinter(ctx.db, wsId, register)), content: [{ type: 'open-cash-drawer' }] });
  return { register_id: register.id };
}
