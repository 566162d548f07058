import { allCommands, availability, currentContext } from '../registry';
import type { CommandContext, CommandDescriptor, EntityType } from '../types';
import { matchCommand, search } from '../../search/matcher';
import { entityIndex, entityLabel, commandStats, recentEntities } from '../../data/paletteEntities';
import { bookings$, catalog$ } from '../../data/stores';
import { todayInStockholm } from '../../domain/dates';

export const MAX_ROWS = 50;
export const ENTITY_GROUPS: Record<EntityType, string> = {
  booking: 'Bokningar',
  customer: 'Kunder',
  position: 'Platser',
  product: 'Produkter',
  booking_group: 'Gruppbokningar',
};

export type Row =
  | {
      kind: 'command';
      key: string;
      group: string;
      command: CommandDescriptor;
      disabledReason: string | null;
      ranges: [number, number][];
    }
  | {
      kind: 'entity';
      key: string;
      group: string;
      type: EntityType;
      id: number;
      title: string;
      subtitle: string;
      ranges: [number, number][];
    };

function commandRow(c: CommandDescriptor, ctx: CommandContext, group: string, ranges: [number, number][] = []): Row {
  const a = availability(c, ctx);
  return {
    kind: 'command',
    key: `c:${c.id}`,
    group,
    command: c,
    disabledReason: a === true ? null : a || 'Inte tillgängligt här',
    ranges,
  };
}

function entityRow(
  type: EntityType,
  id: number,
  group: string,
  ranges: [number, number][] = [],
  fallback?: { title: string; subtitle: string },
): Row | null {
  const l = entityLabel(type, id) ?? (fallback ? { ...fallback } : null);
  if (!l) return null;
  return { kind: 'entity', key: `e:${type}:${id}`, group, type, id, title: l.title, subtitle: l.subtitle, ranges };
}

/** Palette commands: not hidden, not entity verbs; disabled ones stay visible with their reason. */
const listed = () => allCommands().filter((c) => !c.hidden && !c.entity);

/** Empty query: today's arrivals, recent and frequent commands, recently opened entities. */
function emptyRows(ctx: CommandContext): Row[] {
  const rows: Row[] = [];
  const today = todayInStockholm();
  if (ctx.modules.includes('PMS') && ctx.level !== 'kassor') {
    const arrivals = Object.values(bookings$.peek())
      .filter((b) => b.check_in <= today && !b.checked_in_at && !b.deleted_at && !b.is_draft && b.check_out >= today)
      .slice(0, 5);
    const positions = catalog$.positions.peek();
    for (const b of arrivals) {
      const pos = positions.find((p) => p.id === b.position_id)?.full_name ?? '';
      const r = entityRow('booking', b.id, 'Dagens ankomster', [], {
        title: b.title,
        subtitle: [`#${b.booking_number}`, pos].filter(Boolean).join(' · '),
      });
      if (r) rows.push(r);
    }
  }
  const stats = commandStats();
  const byId = new Map(listed().map((c) => [c.id, c]));
  const recent = Object.entries(stats)
    .sort((a, b) => b[1].last - a[1].last)
    .slice(0, 4)
    .map(([id]) => byId.get(id))
    .filter(Boolean) as CommandDescriptor[];
  const frequent = Object.entries(stats)
    .sort((a, b) => b[1].count - a[1].count)
    .map(([id]) => byId.get(id))
    .filter((c): c is CommandDescriptor => !!c && !recent.includes(c))
    .slice(0, 4);
  recent.forEach((c) => rows.push(commandRow(c, ctx, 'Senaste')));
  frequent.forEach((c) => rows.push(commandRow(c, ctx, 'Ofta använda')));
  for (const e of recentEntities().slice(0, 5)) {
    const r = entityRow(e.type, e.id, 'Senast öppnade', [], e);
    if (r) rows.push(r);
  }
  const shown = new Set(rows.map((r) => r.key));
  for (const c of listed()) {
    if (rows.length >= MAX_ROWS) break;
    if (!shown.has(`c:${c.id}`) && availability(c, ctx) === true) rows.push(commandRow(c, ctx, c.group));
  }
  return rows;
}

/** Rows for a query: matching commands first when they score as well, then entities; at most 50. */
export function paletteRows(query: string): Row[] {
  const ctx = currentContext();
  if (!query.trim()) return emptyRows(ctx);
  const stats = commandStats();
  const cmds = listed()
    .map((c) => ({ c, m: matchCommand(c.title, [...(c.keywords ?? []), c.group], query) }))
    .filter((x): x is { c: CommandDescriptor; m: NonNullable<typeof x.m> } => x.m != null)
    .sort(
      (a, b) =>
        b.m.score - a.m.score ||
        Number(availability(b.c, ctx) === true) - Number(availability(a.c, ctx) === true) ||
        (stats[b.c.id]?.count ?? 0) - (stats[a.c.id]?.count ?? 0) ||
        a.c.title.length - b.c.title.length,
    )
    .slice(0, 12);
  const ents = search(entityIndex, query, { limit: MAX_ROWS - cmds.length });
  const rows: Row[] = cmds.map(({ c, m }) => commandRow(c, ctx, 'Kommandon', m.ranges));
  for (const m of ents) {
    const r = entityRow(m.type, m.id, ENTITY_GROUPS[m.type], m.ranges);
    if (r) rows.push(r);
  }
  return rows;
}

/** The verbs of one entity: commands declared for its type that its state allows now (bookings.md 4). */
export function verbRows(type: EntityType, id: number, query: string): Row[] {
  const ctx = currentContext({ entity: { type, id } });
  return allCommands()
    .filter((c) => c.entity === type && !c.hidden && availability(c, ctx) === true)
    .map((c) => ({
      c,
      m: query.trim() ? matchCommand(c.title, c.keywords, query) : { score: 0, ranges: [] as [number, number][] },
    }))
    .filter((x) => x.m != null)
    .map(({ c, m }) => commandRow(c, ctx, ENTITY_GROUPS[type], m!.ranges));
}
