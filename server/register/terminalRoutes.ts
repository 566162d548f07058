import { asc, eq } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { terminals, workstations } from '../db/schema';
import { workstationTerminal } from '../auth/workstations';

/**
 * GET terminal (money.md 7 "Terminals": data.terminals): the card terminals the campsite has, for
 * the units page. A terminal without a workstation serves every workstation (as GET register picks
 * it); `is_this_workstation` marks the one this workstation's payments go to.
 */
export function registerTerminalRoutes(r: TenantRouter) {
  r.get('terminal', { permission: 'till' }, async (ctx) => {
    const wsId = ctx.auth.workstation?.id ?? null;
    const rows = await ctx.db
      .select({ t: terminals, hostname: workstations.hostname })
      .from(terminals)
      .leftJoin(workstations, eq(workstations.id, terminals.workstationId))
      .orderBy(asc(terminals.id));
    const own = await workstationTerminal(ctx.db, wsId);
    return {
      terminals: rows.map(({ t, hostname }) => ({
        id: t.id,
        name: t.name,
        serial_number: t.serialNumber,
        software_provider: t.softwareProvider,
        kind: t.kind,
        workstation_id: t.workstationId,
        workstation_name: hostname ?? null,
        is_this_workstation: own?.id === t.id,
      })),
    };
  });
}
