import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { id, idParam, money } from '../../src/domain/input';
import { workstationTerminal } from '../auth/workstations';
import { terminals } from '../db/schema';
import { register as registerContract } from '../../src/contracts/register';
import { CASH_AMOUNT_TEXTS, isWholeKronor, MAX_CASH_ORE } from '../../src/domain/cashAmount';
import { closeRegister, openCashDrawer, openRegister, REGISTER_CLOSED_TEXT, registerJson, registerReport, workstationRegister } from './service';

const registerId = () => id('Välj en kassa');
// Float and counted cash are whole kronor, as the dialogs say (src/domain/cashAmount.ts).
const cash = (negative: string) => money({ error: 'Ange ett belopp', negative, max: MAX_CASH_ORE })
  // Only whole-kronor is said here; a negative or too large amount already has its own message.
  .refine((n) => n < 0 || n > MAX_CASH_ORE || isWholeKronor(n), CASH_AMOUNT_TEXTS.notWhole);

const openBody = z.object({
  id: registerId(),
  payload: z.object({ float_amount: cash('Växelkassan kan inte vara negativ') }),
});
const closeBody = z.object({ id: registerId(), counted_cash: cash('Räknad kassa kan inte vara negativ') });
const reportQuery = z.object({ registerId: idParam('Välj en kassa'), reportId: idParam().optional() });
const drawerBody = z.object({ register_id: registerId().optional(), id: registerId().optional() });

export function registerRegisterRoutes(r: TenantRouter) {
  // The register of this workstation with its fiscal warnings, and the terminal.
  r.get('register', { permission: 'till', response: registerContract.response }, async (ctx) => {
    const wsId = ctx.auth.workstation?.id ?? null;
    const register = await workstationRegister(ctx.db, wsId);
    const t = await workstationTerminal(ctx.db, wsId);
    return {
      register: register ? await registerJson(ctx.db, register, serviceContext(ctx)) : null,
      nets_terminal: t ? { id: t.id, name: t.name, serial_number: t.serialNumber, software_provider: t.softwareProvider, kind: t.kind } : null,
    };
  });

  r.post('register/open', { permission: 'till', body: openBody }, async (ctx) =>
    openRegister(serviceContext(ctx), ctx.body.id, ctx.body.payload.float_amount));

  r.post('register/close', { permission: 'till', body: closeBody }, async (ctx) => {
    const result = await closeRegister(serviceContext(ctx), ctx.body.id, ctx.body.counted_cash);
    ctx.snackbar('success', REGISTER_CLOSED_TEXT);
    return result;
  });

  r.get('register/report', { permission: 'till', query: reportQuery }, async (ctx) =>
    registerReport(serviceContext(ctx), ctx.query.registerId, ctx.query.reportId));

  r.post('register/opencashdrawer', { permission: 'till', body: drawerBody }, async (ctx) =>
    openCashDrawer(serviceContext(ctx), ctx.body.register_id ?? ctx.body.id));
}
