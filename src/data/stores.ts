import { observable } from '@legendapp/state';
import { fromColumnar, type ColumnarTable } from '../domain/columnar';
import { can } from '../domain/permissions';
import { api } from './api';
import { onRealtimeEvent } from './events';
import { session$ } from './session';

export type Row = Record<string, any>;
export interface Booking extends Row { id: number; booking_number: string; title: string; check_in: string; check_out: string }

/** Everything the full data load brings (shell.md 4.1), by name. */
export interface Catalog {
  parkedOrders: Row[]; map: Row | null; positions: Row[]; categories: Row[]; countries: Row[]; paymentTerms: Row[];
  paymentMethods: Row[]; cancellationPolicies: Row[]; lodgingTypes: Row[]; register: Row | null; terminal: Row | null;
  products: Row[]; productGroups: Row[]; layoutTabs: Row[]; seasons: Row[]; tallyCards: Row[]; dashboards: Row[];
  dashboardCards: Row[]; calendarDates: Row[];
}

const emptyCatalog = (): Catalog => ({
  parkedOrders: [], map: null, positions: [], categories: [], countries: [], paymentTerms: [], paymentMethods: [],
  cancellationPolicies: [], lodgingTypes: [], register: null, terminal: null, products: [], productGroups: [], layoutTabs: [],
  seasons: [], tallyCards: [], dashboards: [], dashboardCards: [], calendarDates: [],
});

export const catalog$ = observable<Catalog>(emptyCatalog());
/** The bookings working set by id. */
export const bookings$ = observable<Record<number, Booking>>({});
export const data$ = observable({ loadedAt: null as string | null, syncedAt: null as string | null, loading: false });

type Loader = { key: keyof Catalog | 'bookings'; path: string; pick: (d: any) => unknown; permission?: Parameters<typeof can>[1] };

const LOADERS: Loader[] = [
  { key: 'parkedOrders', path: 'parked-orders', pick: (d) => d.parked_orders, permission: 'till' },
  { key: 'map', path: 'map', pick: (d) => d.map },
  { key: 'positions', path: 'positions', pick: (d) => d.positions, permission: 'readBookings' },
  { key: 'categories', path: 'categories', pick: (d) => d.categories, permission: 'readBookings' },
  { key: 'countries', path: 'countries', pick: (d) => d.countries },
  { key: 'paymentTerms', path: 'invoices/payment-terms', pick: (d) => d.payment_terms },
  { key: 'paymentMethods', path: 'payment-methods', pick: (d) => d.payment_methods, permission: 'till' },
  { key: 'bookings', path: 'bookings/synced', pick: (d) => d, permission: 'readBookings' },
  { key: 'cancellationPolicies', path: 'booking-cancellations/cancellation-policies', pick: (d) => d.cancellation_policies },
  { key: 'lodgingTypes', path: 'categories/lodging-types', pick: (d) => d.lodging_types },
  { key: 'register', path: 'register', pick: (d) => d, permission: 'till' },
  { key: 'products', path: 'products', pick: (d) => d.products, permission: 'till' },
  { key: 'productGroups', path: 'product-groups', pick: (d) => d.product_groups, permission: 'till' },
  { key: 'layoutTabs', path: 'layouts/tabs', pick: (d) => d.layout_tabs, permission: 'till' },
  { key: 'seasons', path: 'seasons', pick: (d) => d.seasons },
  { key: 'tallyCards', path: 'tally/activecards', pick: (d) => d.cards, permission: 'readBookings' },
  { key: 'dashboards', path: 'dashboard/dashboards', pick: (d) => d.dashboards, permission: 'dashboard' },
  { key: 'dashboardCards', path: 'dashboard/dashboard-cards', pick: (d) => d.dashboard_cards, permission: 'dashboard' },
  { key: 'calendarDates', path: 'calendar-dates', pick: (d) => d.calendar_dates },
];

function applyBookings(table: ColumnarTable & { synced_at: string; is_delta: boolean }) {
  const rows = fromColumnar<Booking>(table);
  if (table.is_delta) {
    for (const b of rows) bookings$[b.id].set(b);
  } else {
    const byId: Record<number, Booking> = {};
    for (const b of rows) byId[b.id] = b;
    bookings$.set(byId);
  }
  data$.syncedAt.set(table.synced_at);
}

/**
 * The full data load, every call at once. A login shows the animated logo at least `minMs`
 * (4.8 s); a quick refetch on reconnect has no minimum and only fetches changed bookings.
 */
export async function loadAllData({ minMs = 0, quick = false } = {}): Promise<void> {
  const level = session$.user.peek()?.level ?? '';
  const started = Date.now();
  data$.loading.set(true);
  try {
    const since = quick ? data$.syncedAt.peek() : null;
    await Promise.all(LOADERS.filter((l) => !l.permission || can(level, l.permission)).map(async (l) => {
      const d = await api('GET', l.path, { query: l.key === 'bookings' && since ? { since } : undefined, silent: true });
      if (l.key === 'bookings') applyBookings(d);
      else if (l.key === 'register') catalog$.assign({ register: d.register, terminal: d.nets_terminal });
      else catalog$[l.key].set(l.pick(d) as never);
    }));
    data$.loadedAt.set(new Date().toISOString());
  } finally {
    const left = minMs - (Date.now() - started);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    data$.loading.set(false);
  }
}

export function resetData() {
  catalog$.set(emptyCatalog());
  bookings$.set({});
  data$.assign({ loadedAt: null, syncedAt: null });
}

/** GET products and product-groups again (a group lists its products' ids). */
export async function refreshProducts(): Promise<void> {
  const [p, g] = await Promise.all([api('GET', 'products', { silent: true }), api('GET', 'product-groups', { silent: true })]);
  catalog$.assign({ products: p.products, productGroups: g.product_groups });
}

/** Realtime keeps the local data in step with every other console. */
export function installDataEvents(): () => void {
  const offs = [
    onRealtimeEvent('BookingSaved', (d) => { if (d?.booking) bookings$[d.booking.id].set(d.booking); }),
    onRealtimeEvent('BookingRemoved', (d) => {
      const b = bookings$[d?.booking_id]?.peek();
      if (b) bookings$[d.booking_id].deleted_at.set(new Date().toISOString());
    }),
    onRealtimeEvent('PositionRemarksUpdated', (d) => {
      catalog$.positions.set((list) => list.map((p) => (p.id === d?.position_id ? { ...p, remarks: d.remarks } : p)));
    }),
    onRealtimeEvent('DashboardsUpdated', () => {
      if (!can(session$.user.peek()?.level ?? '', 'dashboard')) return;
      void api('GET', 'dashboard/dashboards', { silent: true }).then((d) => catalog$.dashboards.set(d.dashboards));
    }),
    // UpdateData {type: 'products'}: a product was created on some console (POST products/create).
    onRealtimeEvent('UpdateData', (d) => {
      if (d?.type !== 'products' || !can(session$.user.peek()?.level ?? '', 'till')) return;
      refreshProducts().catch(() => { /* the next full data load catches up */ });
    }),
    ...['ParkedOrdersSaved', 'ParkedOrderRemoved'].map((e) => onRealtimeEvent(e, () => {
      if (!can(session$.user.peek()?.level ?? '', 'till')) return;
      void api('GET', 'parked-orders', { silent: true }).then((d) => catalog$.parkedOrders.set(d.parked_orders));
    })),
  ];
  return () => offs.forEach((o) => o());
}
