import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { printers, terminals, workstations } from '../db/schema';
import { DEFAULT_PRINT_WIDTH, normalizeWidth } from '../../src/domain/printObject';

type WorkstationRow = typeof workstations.$inferSelect;

/** Finds or registers the workstation of a machine; a new one gets the virtual printer (SIM, 42). */
export async function registerWorkstation(
  db: DbOrTx,
  machineId: string,
  hostname: string | null,
  now: Date,
): Promise<WorkstationRow> {
  const [existing] = await db.select().from(workstations).where(eq(workstations.machineId, machineId)).limit(1);
  if (existing) {
    const [updated] = await db
      .update(workstations)
      .set({ hostname: hostname ?? existing.hostname, lastSeenAt: now })
      .where(eq(workstations.id, existing.id))
      .returning();
    return updated;
  }
  const [created] = await db
    .insert(workstations)
    .values({ machineId, hostname, lastSeenAt: now })
    .onConflictDoUpdate({ target: workstations.machineId, set: { lastSeenAt: now } })
    .returning();
  if (created.defaultPrinterId == null) {
    const [printer] = await db
      .insert(printers)
      .values({ workstationId: created.id, name: 'Virtuell Skrivare', port: 'SIM', width: 42 })
      .returning();
    const [withPrinter] = await db
      .update(workstations)
      .set({ defaultPrinterId: printer.id })
      .where(eq(workstations.id, created.id))
      .returning();
    return withPrinter;
  }
  return created;
}

export async function serializeWorkstation(db: DbOrTx, ws: WorkstationRow) {
  const list = await db.select().from(printers).where(eq(printers.workstationId, ws.id)).orderBy(printers.id);
  const toJson = (p: typeof printers.$inferSelect) => ({
    id: p.id,
    name: p.name,
    port: p.port,
    width: p.width,
    logo_local_path: p.logoLocalPath,
  });
  const def = list.find((p) => p.id === ws.defaultPrinterId);
  return {
    id: ws.id,
    machine_id: ws.machineId,
    hostname: ws.hostname,
    default_printer: def ? toJson(def) : null,
    printers: list.map(toJson),
  };
}

export interface WorkstationPrinter {
  port: string;
  width: number;
}
type TerminalRow = typeof terminals.$inferSelect;

/**
 * The one rule for a workstation's printer: its default printer (a blank port prints on SIM, the width
 * kept to what paper takes); no workstation or no default printer means none, and the caller says what then.
 */
export async function workstationPrinter(db: DbOrTx, workstationId: number | null): Promise<WorkstationPrinter | null> {
  if (workstationId == null) return null;
  const [row] = await db
    .select({ port: printers.port, width: printers.width })
    .from(workstations)
    .innerJoin(printers, eq(printers.id, workstations.defaultPrinterId))
    .where(eq(workstations.id, workstationId))
    .limit(1);
  return row ? { port: row.port || 'SIM', width: normalizeWidth(row.width ?? DEFAULT_PRINT_WIDTH) } : null;
}

/** Where the till's drawer pulse and copies go: the workstation's printer, else its register's port (42 columns). */
export async function tillPrinter(
  db: DbOrTx,
  workstationId: number | null,
  register: { printerPort: string },
): Promise<WorkstationPrinter> {
  return (await workstationPrinter(db, workstationId)) ?? { port: register.printerPort || 'SIM', width: 42 };
}

/**
 * The one rule for a workstation's card terminal: its own (the lowest id), else the first shared one
 * (no workstation, lowest id), else none. Payments, GET register and GET terminal all ask this.
 */
export async function workstationTerminal(db: DbOrTx, workstationId: number | null): Promise<TerminalRow | null> {
  const own =
    workstationId == null
      ? []
      : await db
          .select()
          .from(terminals)
          .where(eq(terminals.workstationId, workstationId))
          .orderBy(asc(terminals.id))
          .limit(1);
  const [t] = own.length
    ? own
    : await db.select().from(terminals).where(isNull(terminals.workstationId)).orderBy(asc(terminals.id)).limit(1);
  return t ?? null;
}
