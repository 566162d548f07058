import { observable } from '@legendapp/state';
import { fromColumnar } from '../domain/columnar';
import { can } from '../domain/permissions';
import type { Booking, BookingListRow } from '../contracts/bookings';
import type {
  CancellationPolicy,
  Category,
  Country,
  LodgingType,
  PaymentTerm,
  Position,
  Season,
  SiteMap,
} from '../contracts/catalog';
import type { Dashboard, DashboardCard } from '../contracts/dashboards';
import type { ParkedOrder } from '../contracts/parkedOrders';
import type { NetsTerminal, RegisterDay } from '../contracts/register';
import type { LayoutTab, PaymentMethod, Product, ProductGroup, TallyCard } from '../contracts/till';
import type { CalendarDate } from '../domain/calendarDates';
import { call, type DataOf } from './call';
import { onRealtimeEvent } from './events';
import { session$ } from './session';

export type { Booking };

/** Everything the full data load brings (shell.md 4.1), by name. */
export interface Catalog {
  parkedOrders: ParkedOrder[];
  map: SiteMap | null;
  positions: Position[];
  categories: Category[];
  countries: Country[];
  paymentTerms: PaymentTerm[];
  /** The term an invoice gets unless another is chosen (GET invoices/payment-terms). */
  defaultPaymentTermId: number | null;
  paymentMethods: PaymentMethod[];
  cancellationPolicies: CancellationPolicy[];
  lodgingTypes: LodgingType[];
  register: RegisterDay | null;
  terminal: NetsTerminal | null;
  products: Product[];
  productGroups: ProductGroup[];
  layoutTabs: LayoutTab[];
  seasons: Season[];
  tallyCards: TallyCard[];
  dashboards: Dashboard[];
  dashboardCards: DashboardCard[];
  calendarDates: CalendarDate[];
}

const emptyCatalog = (): Catalog => ({
  parkedOrders: [],
  map: null,
  positions: [],
  categories: [],
  countries: [],
  paymentTerms: [],
  defaultPaymentTermId: null,
  paymentMethods: [],
  cancellationPolicies: [],
  lodgingTypes: [],
  register: null,
  terminal: null,
  products: [],
  productGroups: [],
  layoutTabs: [],
  seasons: [],
  tallyCards: [],
  dashboards: [],
  dashboardCards: [],
  calendarDates: [],
});

export const catalog$ = observable<Catalog>(emptyCatalog());
/** The bookings working set by id. */
export const bookings$ = observable<Record<number, Booking>>({});
export const data$ = observable({ loadedAt: null as string | null, syncedAt: null as string | null, loading: false });

type Permission = Parameters<typeof can>[1];
/** One call of the full data load and where its answer goes. */
interface Loader {
  permission?: Permission;
  run(since: string | null): Promise<void>;
}
const loader = <T>(
  fetch: (since: string | null) => Promise<T>,
  apply: (d: T) => void,
  permission?: Permission,
): Loader => ({ permission, run: async (since) => apply(await fetch(since)) });
const quiet = { silent: true } as const;

const LOADERS: Loader[] = [
  loader(
    () => call('GET parked-orders', quiet),
    (d) => catalog$.parkedOrders.set(d.parked_orders),
    'till',
  ),
  loader(
    () => call('GET map', quiet),
    (d) => catalog$.map.set(d.map),
  ),
  loader(
    () => call('GET positions', quiet),
    (d) => catalog$.positions.set(d.positions),
    'readBookings',
  ),
  loader(
    () => call('GET categories', quiet),
    (d) => catalog$.categories.set(d.categories),
    'readBookings',
  ),
  loader(
    () => call('GET countries', quiet),
    (d) => catalog$.countries.set(d.countries),
  ),
  loader(
    () => call('GET invoices/payment-terms', quiet),
    (d) => catalog$.assign({ paymentTerms: d.payment_terms, defaultPaymentTermId: d.default_payment_term_id }),
  ),
  loader(
    () => call('GET payment-methods', quiet),
    (d) => catalog$.paymentMethods.set(d.payment_methods),
    'till',
  ),
  loader(
    (since) => call('GET bookings/synced', { query: since ? { since } : undefined, silent: true }),
    applyBookings,
    'readBookings',
  ),
  loader(
    () => call('GET booking-cancellations/cancellation-policies', quiet),
    (d) => catalog$.cancellationPolicies.set(d.cancellation_policies),
  ),
  loader(
    () => call('GET categories/lodging-types', quiet),
    (d) => catalog$.lodgingTypes.set(d.lodging_types),
  ),
  loader(
    () => call('GET register', quiet),
    (d) => catalog$.assign({ register: d.register, terminal: d.nets_terminal }),
    'till',
  ),
  loader(
    () => call('GET products', quiet),
    (d) => catalog$.products.set(d.products),
    'till',
  ),
  loader(
    () => call('GET product-groups', quiet),
    (d) => catalog$.productGroups.set(d.product_groups),
    'till',
  ),
  loader(
    () => call('GET layouts/tabs', quiet),
    (d) => catalog$.layoutTabs.set(d.layout_tabs),
    'till',
  ),
  loader(
    () => call('GET seasons', quiet),
    (d) => catalog$.seasons.set(d.seasons),
  ),
  loader(
    () => call('GET tally/activecards', quiet),
    (d) => catalog$.tallyCards.set(d.cards),
    'readBookings',
  ),
  loader(
    () => call('GET dashboard/dashboards', quiet),
    (d) => catalog$.dashboards.set(d.dashboards),
    'dashboard',
  ),
  loader(
    () => call('GET dashboard/dashboard-cards', quiet),
    (d) => catalog$.dashboardCards.set(d.dashboard_cards),
    'dashboard',
  ),
  loader(
    () => call('GET calendar-dates', quiet),
    (d) => catalog$.calendarDates.set(d.calendar_dates),
  ),
];

function applyBookings(table: DataOf<'GET bookings/synced'>) {
  const rows = fromColumnar<BookingListRow>(table);
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
    await Promise.all(
      LOADERS.filter((l) => !l.permission || can(level, l.permission)).map(async (l) => {
        await l.run(since);
      }),
    );
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
  const [p, g] = await Promise.all([
    call('GET products', { silent: true }),
    call('GET product-groups', { silent: true }),
  ]);
  catalog$.assign({ products: p.products, productGroups: g.product_groups });
}

/** Realtime keeps the local data in step with every other console. */
export function installDataEvents(): () => void {
  const offs = [
    onRealtimeEvent('BookingSaved', (d) => {
      if (d?.booking) bookings$[d.booking.id].set(d.booking);
    }),
    onRealtimeEvent('BookingRemoved', (d) => {
      const b = bookings$[d?.booking_id]?.peek();
      if (b) bookings$[d.booking_id].deleted_at.set(new Date().toISOString());
    }),
    onRealtimeEvent('PositionRemarksUpdated', (d) => {
      catalog$.positions.set((list) => list.map((p) => (p.id === d?.position_id ? { ...p, remarks: d.remarks } : p)));
    }),
    onRealtimeEvent('DashboardsUpdated', () => {
      if (!can(session$.user.peek()?.level ?? '', 'dashboard')) return;
      void call('GET dashboard/dashboards', { silent: true }).then((d) => catalog$.dashboards.set(d.dashboards));
    }),
    // UpdateData {type: 'products'}: a product was created on some console (POST products/create).
    onRealtimeEvent('UpdateData', (d) => {
      if (d?.type !== 'products' || !can(session$.user.peek()?.level ?? '', 'till')) return;
      refreshProducts().catch(() => {
        /* the next full data load catches up */
      });
    }),
    ...(['ParkedOrdersSaved', 'ParkedOrderRemoved'] as const).map((e) =>
      onRealtimeEvent(e, () => {
        if (!can(session$.user.peek()?.level ?? '', 'till')) return;
        void call('GET parked-orders', { silent: true }).then((d) => catalog$.parkedOrders.set(d.parked_orders));
      }),
    ),
  ];
  return () => offs.forEach((o) => o());
}
