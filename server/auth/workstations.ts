import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { printers, workstations } from '../db/schema';

type WorkstationRow = typeof workstations.$inferSelect;

/** Finds or registers the workstation of a machine; a new one gets the virtual printer (SIM, 42). */
export async function registerWorkstation(db: DbOrTx, machineId: string, hostname: string | null, now: Date): Promise<WorkstationRow> {
  const [existing] = await db.select().from(workstations).where(eq(workstations.machineId, machineId)).limit(1);
  if (existing) {
    const [updated] = await db.update(workstations).set({ hostname: hostname ?? existing.hostname, lastSeenAt: now })
      .where(eq(workstations.id, existing.id)).returning();
    return updated;
  }
  const [created] = await db.insert(workstations).values({ machineId, hostname, lastSeenAt: now })
    .onConflictDoUpdate({ target: workstations.machineId, set: { lastSeenAt: now } }).returning();
  if (created.defaultPrinterId == null) {
    const [printer] = await db.insert(printers).values({ workstationId: created.id, name: 'Virtuell Skrivare', port: 'SIM', width: 42 }).returning();
    const [withPrinter] = await db.update(workstations).set({ defaultPrinterId: printer.id }).where(eq(workstations.id, created.id)).returning();
    return withPrinter;
  }
  return created;
}

export async function serializeWorkstation(db: DbOrTx, ws: WorkstationRow) {
  const list = await db.select().from(printers).where(eq(printers.workstationId, ws.id)).orderBy(printers.id);
  const toJson = (p: typeof printers.$inferSelect) => ({ id: p.id, name: p.name, port: p.port, width: p.width, logo_local_path: p.logoLocalPath });
  const def = list.find((p) => p.id === ws.defaultPrinterId);
  return {
    id: ws.id,
    machine_id: ws.machineId,
    hostname: ws.hostname,
    default_printer: def ? toJson(def) : null,
    printers: list.map(toJson),
  };
}
