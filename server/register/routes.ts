import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { id } from '../../src/domain/input';
import { workstationTerminal } from '../auth/workstations';
import {
  closeRegister as closeContract,
  openRegister as openContract,
  register as registerContract,
  registerReport as reportContract,
} from '../../src/contracts/register';
import {
  closeRegister,
  openCashDrawer,
  openRegister,
  REGISTER_CLOSED_TEXT,
  registerJson,
  registerReport,
  workstationRegister,
} from './service';

const registerId = () => id('Välj en kassa');
const drawerBody = z.object({ register_id: registerId().optional(), id: registerId().optional() });

export function registerRegisterRoutes(r: TenantRouter) {
  // The register of this workstation with its fiscal warnings, and the terminal.
  r.get('register', { permission: 'till', response: registerContract.response }, async (ctx) => {
    const wsId = ctx.auth.workstation?.id ?? null;
    const register = await workstationRegister(ctx.db, wsId);
    const t = await workstationTerminal(ctx.db, wsId);
    return {
      register: register ? await registerJson(ctx.db, register, serviceContext(ctx)) : null,
      nets_terminal: t
        ? { id: t.id, name: t.name, serial_number: t.serialNumber, software_provider: t.softwareProvider, kind: t.kind }
        : null,
    };
  });

  r.post(
    'register/open',
    { permission: 'till', body: openContract.body, response: openContract.response },
    async (ctx) => openRegister(serviceContext(ctx), ctx.body.id, ctx.body.payload.float_amount),
  );

  r.post(
    'register/close',
    { permission: 'till', body: closeContract.body, response: closeContract.response },
    async (ctx) => {
      const result = await closeRegister(serviceContext(ctx), ctx.body.id, ctx.body.counted_cash);
      ctx.snackbar('success', REGISTER_CLOSED_TEXT);
      return result;
    },
  );

  r.get(
    'register/report',
    { permission: 'till', query: reportContract.query, response: reportContract.response },
    async (ctx) => registerReport(serviceContext(ctx), ctx.query.registerId, ctx.query.reportId),
  );

  r.post('register/opencashdrawer', { permission: 'till', body: drawerBody }, async (ctx) =>
    openCashDrawer(serviceContext(ctx), ctx.body.register_id ?? ctx.body.id),
  );
}
