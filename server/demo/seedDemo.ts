// Fills an empty tenant database with a believable Swedish campsite. Deterministic: the same
// profile seed, size and day give the same rows. Everything goes in one transaction, then the invoice
// history is made on it by the invoice services, one call at a time (server/demo/invoices.ts).
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../auth/password';
import { stockholmDateTime } from '../../src/domain/dates';
import { luhnCheckDigit } from '../../src/domain/numbers';
import { COUNTRIES } from './countries';
import { generateCustomers, describeRegulars, type CustomerDraft } from './customers';
import { Clock } from './clock';
import { buildCatalogue, PRODUCT_GROUPS, UNITS, VAT_RATES } from './products';
import { Rng } from './random';
import {
  CANCELLATION_POLICIES,
  LODGING_TYPES,
  categoryById,
  categoryLodgingRows,
  categoryPolicyRows,
  categoryRows,
} from './site';
import { demoRateCard } from './rateCards';
import {
  buildLayouts,
  invoiceSettingsRows,
  paymentMethodAccountRows,
  paymentMethodRows,
  registerRows,
  terminalRows,
} from './till';
import { PAYMENT_TERMS, RECEPTION_USERS, dashboardRows, reservableRows, userRows } from './reference';
import { Inserter } from './insert';
import { planSite } from './plan';
import { planBookings } from './bookings';
import { assignCustomers, buildRows } from './bookingRows';
import { buildHistory, buildMails } from './bookingRecords';
import { buildCredit, buildParked, buildReservations, buildTally } from './extras';
import { buildSeasonCopies } from './seasonCopies';
import { materializeFeeCharges } from '../bookings/feeCharges';
import { syncBookingNumberCounters } from '../bookings/bookingNumbers';
import { seedInvoiceHistory } from './invoices';
import { seedSuggestedCharges } from './suggestions';
import type { DemoSize } from './size';

export type { DemoSize } from './size';

export interface DemoProfile {
  name: string;
  namespace: string;
  legalName: string;
  orgNumber: string;
  address: string;
  /** The seller's contact on invoices (invoice_settings). */
  invoiceEmail: string;
  phone: string;
  bankgiro: string;
  seed: number;
}

function orgNumber(first9: string): string {
  const all = first9 + String(luhnCheckDigit(first9));
  return `${all.slice(0, 6)}-${all.slice(6)}`;
}

export const DEMO_PROFILES: { demo: DemoProfile; second: DemoProfile } = {
  demo: {
    name: 'Demo Camping',
    namespace: 'demo',
    legalName: 'Demo Camping AB',
    orgNumber: orgNumber('556812430'),
    address: 'Sjövägen 1, 123 45 Sjöby',
    invoiceEmail: 'faktura@democamping.se',
    phone: '0470-123 45',
    bankgiro: '123-4567',
    seed: 20_260_715,
  },
  second: {
    name: 'Strandbadens Camping',
    namespace: 'strandbaden',
    legalName: 'Strandbadens Camping i Småland AB',
    orgNumber: orgNumber('559034871'),
    address: 'Strandvägen 12, 362 30 Tingsryd',
    invoiceEmail: 'faktura@strandbadenscamping.se',
    phone: '0477-456 78',
    bankgiro: '765-4321',
    seed: 19_830_622,
  },
};

export const SIZES: Record<
  DemoSize,
  { positions: number; customers: number; orgs: number; targetBookings?: number; credits: number; intensity?: number }
> = {
  small: { positions: 40, customers: 300, orgs: 8, credits: 4, intensity: 0.37 },
  demo: { positions: 300, customers: 8000, orgs: 30, credits: 12 },
  large: { positions: 1400, customers: 50_000, orgs: 30, targetBookings: 100_000, credits: 20 },
};

// scrypt is slow on purpose: hash the shared demo password once per process.
let passwordHash: Promise<string> | null = null;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return rows.length > 0;
}

export async function seedDemo(
  db: Db,
  opts: { size: DemoSize; profile: DemoProfile; today: string; now?: Date },
): Promise<{ counts: Record<string, number>; ms: number }> {
  const started = performance.now();
  if (await isSeeded(db)) throw new Error('seedDemo needs an empty tenant database (users already exist)');
  const { profile, today } = opts;
  const now = opts.now ?? stockholmDateTime(today, '12:00');
  const size = SIZES[opts.size];
  const rng = new Rng(profile.seed ^ (opts.size === 'small' ? 0x51 : opts.size === 'demo' ? 0xd3 : 0x1a));
  const clock = new Clock(today, now);
  const year = Number(today.slice(0, 4));
  const setupAt = stockholmDateTime(`${year - 3}-01-15`, '09:00');
  passwordHash ??= hashPassword('demo1234');
  const hash = await passwordHash;

  const lap = (label: string) => {
    if (process.env.DEMO_TIMING) console.log(label, Math.round(performance.now() - started));
  };
  lap('hash');
  const catalogue = buildCatalogue(opts.size === 'small', setupAt);
  const plan = planSite(size, clock, rng, setupAt);
  const { positions, planner, seasons, blocks } = plan;

  lap('plan');
  const { built, groups } = planBookings(planner, clock, rng.fork('bookings'), seasons.info, RECEPTION_USERS);
  const customers = generateCustomers(size.customers, size.orgs, rng.fork('customers'));
  const assigned = assignCustomers(built, groups, customers, rng.fork('assign'), clock);
  const rows = buildRows(
    built,
    groups,
    assigned,
    rng.fork('rows'),
    clock,
    seasons.price,
    seasons.rows.map((s) => s.id),
  );
  const counts = new Map<CustomerDraft, number>();
  for (const c of assigned.customerOf.values()) counts.set(c, (counts.get(c) ?? 0) + 1);
  describeRegulars(customers, counts, rng.fork('describe'));
  const customerById = new Map(assigned.ordered.map((c) => [c.id, c]));
  const positionNames = new Map(positions.map((p) => [p.id, p.fullName]));
  const emails = buildMails(
    built,
    rows.bookingRows,
    rows.groupRows,
    customerById,
    positionNames,
    profile.name,
    clock,
    rng.fork('mail'),
  );
  const history = buildHistory(built, rows.bookingRows, clock, rng.fork('history'));
  const tally = buildTally(built, rows.bookingRows, clock, rng.fork('tally'));
  const parked = buildParked(built, rows.bookingRows, catalogue, clock, rng.fork('parked'));
  const credit = buildCredit(built, rows.bookingRows, size.credits, clock, rng.fork('credit'));
  const reservables = reservableRows(catalogue);
  const reservations = buildReservations(
    built,
    rows.bookingRows,
    reservables.products,
    catalogue,
    clock,
    rng.fork('reservations'),
  );
  const layouts = buildLayouts(catalogue);
  lap('generate');
  const dash = dashboardRows(setupAt);

  const inserted = await db.transaction(async (tx) => {
    const ins = new Inserter(tx);
    await ins.insert(t.users, userRows(hash, setupAt));
    await ins.insert(t.countries, COUNTRIES);
    await ins.insert(
      t.lodgingTypes,
      LODGING_TYPES.map(({ key: _k, ...l }) => l),
    );
    await ins.insert(
      t.cancellationPolicies,
      CANCELLATION_POLICIES.map((p) => ({ ...p, createdAt: setupAt })),
    );
    await ins.insert(t.vatRates, VAT_RATES);
    await ins.insert(t.units, UNITS);
    await ins.insert(
      t.productGroups,
      PRODUCT_GROUPS.map(({ key: _k, ...g }, i) => ({ ...g, displayOrder: i + 1, createdAt: setupAt })),
    );
    await ins.insert(t.products, catalogue.products);
    await ins.insert(
      t.categories,
      categoryRows(catalogue.accommodationProductIds, catalogue.feeProductIds).map((c) => ({
        ...c,
        rateCard: demoRateCard(categoryById.get(c.id)!),
      })),
    );
    await ins.insert(t.categoryLodgingTypes, categoryLodgingRows());
    await ins.insert(t.categoryCancellationPolicies, categoryPolicyRows());
    await ins.insert(t.positions, positions);
    await ins.insert(t.positionBlocks, blocks.rows);
    await ins.insert(t.positionBlockPositions, blocks.links);
    await ins.insert(t.seasons, seasons.rows);
    await ins.insert(t.customSeasonPrices, seasons.custom);
    await ins.insert(t.paymentTerms, PAYMENT_TERMS);
    await ins.insert(t.paymentMethods, paymentMethodRows());
    await ins.insert(t.paymentMethodAccounts, paymentMethodAccountRows());
    await ins.insert(t.terminals, terminalRows(setupAt));
    await ins.insert(t.registers, registerRows(profile, setupAt));
    await ins.insert(t.invoiceSettings, invoiceSettingsRows(profile));
    await ins.insert(t.layoutTabs, layouts.tabs);
    await ins.insert(t.layoutButtons, layouts.buttons);
    await ins.insert(t.dashboardCards, dash.cards);
    await ins.insert(t.dashboards, dash.dashboards);
    await ins.insert(t.dashboardCardPivots, dash.pivots);
    lap('reference');
    await ins.insert(
      t.customers,
      assigned.ordered.map((c) => ({
        id: c.id,
        givenName: c.givenName,
        surname: c.surname,
        isOrg: c.isOrg,
        orgName: c.orgName,
        orgNumber: c.orgNumber,
        orgReference: c.orgReference,
        streetName: c.streetName,
        streetNumber: c.streetNumber,
        zip: c.zip,
        city: c.city,
        countryId: c.countryId,
        diallingCodeCountryId: c.diallingCodeCountryId,
        phoneNumber: c.phoneNumber,
        email: c.email,
        emailStatus: c.emailStatus,
        customerDescription: c.customerDescription,
        color: c.color,
        class: 'novice',
        createdAt: c.firstUse!,
        updatedAt: c.firstUse!,
        deletedAt: null,
      })),
    );
    lap('customers');
    await ins.insert(t.customerCreditEntries, credit);
    await ins.insert(t.bookingGroups, rows.groupRows);
    await ins.insert(t.bookings, rows.bookingRows);
    const seasonIds = seasons.rows.map((s) => s.id);
    await ins.insert(t.seasonBookingCopies, buildSeasonCopies(rows.bookingRows, seasonIds));
    lap('bookings');
    await ins.insert(t.accommodationCharges, rows.charges);
    lap('charges');
    await ins.insert(t.bookingCancellations, rows.cancellations);
    await ins.insert(t.emails, emails);
    await ins.insert(t.editingRecords, history);
    lap('mails+history');
    await ins.insert(t.tallyOrders, tally.orders);
    await ins.insert(t.tallyCards, tally.cards);
    await ins.insert(t.tallyConsumption, tally.consumption);
    await ins.insert(t.parkedOrders, parked.orders);
    await ins.insert(t.charges, parked.charges);
    await ins.insert(t.reservableCategories, reservables.categories);
    await ins.insert(t.reservableProducts, reservables.products);
    await ins.insert(t.reservations, reservations.reservations);
    await ins.insert(t.reservationItems, reservations.items);
    lap('rest');
    await ins.resetSequences();
    // Applied fees are sold as charges; the same statement migrates stored bookings (0006).
    await materializeFeeCharges(tx);
    // New bookings continue the seeded number series (the same statement as migration 0009).
    await syncBookingNumberCounters(tx);
    return ins.counts;
  });
  // The invoice history, through the invoice services themselves (one transaction per event, as the desk's).
  const invoiceHistory = await seedInvoiceHistory(db, {
    size: opts.size,
    clock,
    rng: rng.fork('invoices'),
    users: RECEPTION_USERS,
  });
  lap('invoices');
  for (const [k, n] of Object.entries(invoiceHistory)) inserted[`history_${k}`] = n;
  // Prices the system proposes for a few stays (the calendar's warning dot), on lodging nothing has taken yet.
  inserted.suggested_accommodation_charges = await seedSuggestedCharges(db, { size: opts.size, today, now });
  return { counts: inserted, ms: Math.round(performance.now() - started) };
}
