import { observable } from '@legendapp/state';
import { createEntityIndex, type EntityIndex, type EntityType, type PaletteEntity } from '../search/entityIndex';
import { fromColumnar, type ColumnarTable } from '../domain/columnar';
import { todayInStockholm } from '../domain/dates';
import { api } from './api';
import { onRealtimeEvent } from './events';
import { catalog$, type Booking } from './stores';
import { KEYS, readJson, writeJson } from './storage';

/** What a palette row shows for an entity; the index itself keeps only normalised text. */
export interface EntityLabel {
  type: EntityType;
  id: number;
  title: string;
  subtitle: string;
}

export const entityIndex: EntityIndex = createEntityIndex();
const labels = new Map<string, EntityLabel>();
export const paletteData$ = observable({ version: 0, loadedAt: null as string | null, size: 0 });

const key = (type: EntityType, id: number) => `${type}:${id}`;
export const entityLabel = (type: EntityType, id: number) => labels.get(key(type, id));

function put(list: (PaletteEntity & { subtitle: string })[]) {
  for (const e of list) labels.set(key(e.type, e.id), { type: e.type, id: e.id, title: e.title, subtitle: e.subtitle });
  entityIndex.add(list);
}

function drop(type: EntityType, id: number) {
  labels.delete(key(type, id));
  entityIndex.remove(type, id);
}

/** Indexing 150k entities takes about a second: in slices, so typing never waits on it. */
async function putInSlices(list: (PaletteEntity & { subtitle: string })[], slice = 4000) {
  for (let i = 0; i < list.length; i += slice) {
    put(list.slice(i, i + slice));
    if (i + slice < list.length) await new Promise((r) => setTimeout(r, 0));
  }
}

const positionName = (id: number | null) =>
  id == null ? '' : (catalog$.positions.peek().find((p) => p.id === id)?.full_name ?? '');

type BookingRow = {
  id: number;
  booking_number: string;
  customer_name: string | null;
  position_id: number | null;
  check_in: string;
  check_out: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  deleted_at: string | null;
  is_draft: boolean;
};

/** Current and coming stays rank above old ones; cancelled ones last. */
function bookingEntity(b: BookingRow, today: string): PaletteEntity & { subtitle: string } {
  const pos = positionName(b.position_id);
  const state = b.deleted_at
    ? 'Avbokad'
    : b.is_draft
      ? 'Utkast'
      : b.checked_out_at
        ? 'Utcheckad'
        : b.checked_in_at
          ? 'Incheckad'
          : '';
  const rank = b.deleted_at
    ? -1
    : b.checked_in_at && !b.checked_out_at
      ? 3
      : b.check_in === today
        ? 4
        : b.check_out >= today
          ? 2
          : 0;
  return {
    type: 'booking',
    id: b.id,
    rank,
    title: b.customer_name || `Bokning ${b.booking_number}`,
    subtitle: [`#${b.booking_number}`, pos, `${b.check_in} – ${b.check_out}`, state].filter(Boolean).join(' · '),
    keywords: [b.booking_number, pos].filter(Boolean),
  };
}

/** Loads the whole tenant's entities (GET search/entities) plus positions and products from the catalog. */
export async function loadPaletteEntities(): Promise<void> {
  const since = paletteData$.loadedAt.peek();
  const d = await api<{
    bookings: ColumnarTable;
    customers: ColumnarTable;
    booking_groups: ColumnarTable;
    generated_at: string;
  }>('GET', 'search/entities', { silent: true, query: since ? { since } : undefined });
  const today = todayInStockholm();
  const now = new Date().toISOString();
  // A delta also names what went away: deleted customers and groups, dead drafts.
  const bookings = fromColumnar<BookingRow & { draft_expires_at: string | null }>(d.bookings);
  const deadDraft = (b: { is_draft: boolean; deleted_at: string | null; draft_expires_at: string | null }) =>
    b.is_draft && (b.deleted_at != null || (b.draft_expires_at ?? '') < now);
  for (const b of bookings) if (deadDraft(b)) drop('booking', b.id);
  await putInSlices(bookings.filter((b) => !deadDraft(b)).map((b) => bookingEntity(b, today)));
  const customers = fromColumnar<{
    id: number;
    full_name: string;
    city: string | null;
    email: string | null;
    phone_number: string | null;
    is_org: boolean;
    deleted_at: string | null;
  }>(d.customers);
  for (const c of customers) if (c.deleted_at) drop('customer', c.id);
  await putInSlices(
    customers
      .filter((c) => !c.deleted_at)
      .map((c) => ({
        type: 'customer' as const,
        id: c.id,
        title: c.full_name,
        rank: 1,
        subtitle: [c.is_org ? 'Företagskund' : '', c.city, c.email].filter(Boolean).join(' · '),
        keywords: [c.email ?? '', c.phone_number ?? ''].filter(Boolean),
      })),
  );
  const groups = fromColumnar<{ id: number; booking_number: string; name: string | null; deleted_at: string | null }>(
    d.booking_groups,
  );
  for (const g of groups) if (g.deleted_at) drop('booking_group', g.id);
  put(
    groups
      .filter((g) => !g.deleted_at)
      .map((g) => ({
        type: 'booking_group' as const,
        id: g.id,
        title: g.name || `Gruppbokning ${g.booking_number}`,
        subtitle: `#${g.booking_number}`,
        keywords: [g.booking_number],
      })),
  );
  if (!since) {
    put(
      catalog$.positions
        .peek()
        .filter((p) => !p.deleted_at)
        .map((p) => ({
          type: 'position' as const,
          id: p.id,
          title: p.full_name,
          subtitle: p.remarks ?? '',
          keywords: [p.name],
          rank: 1,
        })),
    );
    put(
      catalog$.products.peek().map((p) => ({
        type: 'product' as const,
        id: p.id,
        title: p.name,
        subtitle: [
          p.barcode,
          p.price ? `${(p.price / 100).toFixed(2).replace('.', ',')} kr` : 'Pris anges vid försäljning',
        ]
          .filter(Boolean)
          .join(' · '),
        keywords: [p.barcode ?? ''].filter(Boolean),
      })),
    );
  }
  paletteData$.assign({ version: entityIndex.version, loadedAt: d.generated_at, size: entityIndex.size });
}

/** Keeps the index in step with other consoles. */
export function installPaletteEvents(): () => void {
  const offs = [
    onRealtimeEvent('BookingRemoved', (d) => {
      const l = d?.booking_id != null ? entityLabel('booking', d.booking_id) : undefined;
      if (l?.subtitle.includes('Utkast')) {
        drop('booking', d.booking_id);
        paletteData$.version.set(entityIndex.version);
      }
    }),
    onRealtimeEvent('BookingSaved', (d) => {
      const b = d?.booking as Booking | undefined;
      if (!b) return;
      put([bookingEntity(b as unknown as BookingRow, todayInStockholm())]);
      paletteData$.version.set(entityIndex.version);
    }),
  ];
  return () => offs.forEach((o) => o());
}

// Recently opened entities and how often each command runs, for the empty palette.
export interface RecentEntity {
  type: EntityType;
  id: number;
  title: string;
  subtitle: string;
}
export const recentEntities = () => readJson<RecentEntity[]>(KEYS.recentEntities, []);
export function rememberEntity(e: RecentEntity) {
  writeJson(
    KEYS.recentEntities,
    [e, ...recentEntities().filter((x) => !(x.type === e.type && x.id === e.id))].slice(0, 8),
  );
}
export type CommandStats = Record<string, { count: number; last: number }>;
export const commandStats = () => readJson<CommandStats>(KEYS.commandStats, {});
export function countCommand(id: string) {
  const s = commandStats();
  s[id] = { count: (s[id]?.count ?? 0) + 1, last: Date.now() };
  writeJson(KEYS.commandStats, s);
}
