import { eq, isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { intParam, z } from '../http/validation';
import { terminals } from '../db/schema';
import { CASH_AMOUNT_TEXTS, isWholeKronor, MAX_CASH_ORE } from '../../src/domain/cashAmount';
import { closeRegister, openCashDrawer, openRegister, REGISTER_CLOSED_TEXT, registerJson, registerReport, workstationRegister } from './service';

const id = () => z.number({ error: 'Välj en kassa' }).int().positive();
// Float and counted cash are whole kronor, as the dialogs say (src/domain/cashAmount.ts).
const cash = (negative: string) => z.number({ error: 'Ange ett belopp' }).int('Beloppet ska anges i hela ören').min(0, negative)
  .max(MAX_CASH_ORE, CASH_AMOUNT_TEXTS.tooLarge).refine((n) => n < 0 || n > MAX_CASH_ORE || isWholeKronor(n), CASH_AMOUNT_TEXTS.notWhole);

const openBody = z.object({
  id: id(),
  payload: z.object({ float_amount: cash('Växelkassan kan inte vara negativ') }),
});
const closeBody = z.object({ id: id(), counted_cash: cash('Räknad kassa kan inte vara negativ') });
const reportQuery = z.object({ registerId: intParam(), reportId: intParam().optional() });
const drawerBody = z.object({ register_id: id().optional(), id: id().optional() });

export function registerRegisterRoutes(r: TenantRouter) {
  // The register of this workstation with its fiscal warnings, and the terminal.
  r.get('register', { permission: 'till' }, async (ctx) => {
    const wsId = ctx.auth.workstation?.id ?? null;
    const register = await workstationRegister(ctx.db, wsId);
    const [terminal] = wsId != null ? await ctx.db.select().from(terminals).where(eq(terminals.workstationId, wsId)).limit(1) : [];
    const [fallback] = terminal ? [terminal] : await ctx.db.select().from(terminals).where(isNull(terminals.workstationId)).limit(1);
    const t = terminal ?? fallback ?? null;
    return {
      register: register ? await registerJson(ctx.db, register, ctx) : null,
      nets_terminal: t ? { id: t.id, name: t.name, serial_number: t.serialNumber, software_provider: t.softwareProvider, kind: t.kind } : null,
    };
  });

  r.post('register/open', { permission: 'till', body: openBody }, async (ctx) =>
    openRegister(ctx, ctx.body.id, ctx.body.payload.float_amount));

  r.post('register/close', { permission: 'till', body: closeBody }, async (ctx) => {
    const result = await closeRegister(ctx, ctx.body.id, ctx.body.counted_cash);
    ctx.snackbar('success', REGISTER_CLOSED_TEXT);
    return result;
  });

  r.get('register/report', { permission: 'till', query: reportQuery }, async (ctx) =>
    registerReport(ctx, ctx.query.registerId, ctx.query.reportId));

  r.post('register/opencashdrawer', { permission: 'till', body: drawerBody }, async (ctx) =>
    openCashDrawer(ctx, ctx.body.register_id ?? ctx.body.id));
}
