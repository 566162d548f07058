import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXTS } from '../../src/domain/input';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { bookings, customers, printers, workstations } from '../../server/db/schema';
import { columns, layoutPrintObject, type PrintObject } from '../../src/domain/printObject';
import { addMonths } from '../../server/printing/registrationCard';

let app: TestApp;
let token: string;
let byCountry: Map<number, { id: number; booking_number: string }>;
let orgBookingId: number;
beforeAll(async () => {
  app = await createTestApp();
  token = (await login(app, 'demo', DEMO_USERS.receptionist, 'card-machine')).token;
  const d = await db();
  const rows = await d
    .select({
      id: bookings.id,
      booking_number: bookings.bookingNumber,
      countryId: customers.countryId,
      isOrg: customers.isOrg,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .orderBy(bookings.id);
  byCountry = new Map();
  for (const r of rows) if (!r.isOrg && !byCountry.has(r.countryId)) byCountry.set(r.countryId, r);
  orgBookingId = rows.find((r) => r.isOrg)!.id;
});
afterAll(async () => {
  await app?.destroy();
});

const print = (body: unknown, t = token) => call(app, 'POST', 'demo', 'bookings/registration-card', { token: t, body });
const privateFrom = (countryId: number) => byCountry.get(countryId)!;
const textOf = (job: PrintObject) =>
  layoutPrintObject(job)
    .map((l) => l.text)
    .join('\n');
const db = async () => (await app.tenants.get('demo')).db;

/** Logs in on a new machine and gives its workstation the printer described (or none). */
async function workstationWith(machineId: string, printer: { port: string; width: number } | null) {
  const { token: t } = await login(app, 'demo', DEMO_USERS.receptionist, machineId);
  const d = await db();
  const [ws] = await d.select().from(workstations).where(eq(workstations.machineId, machineId));
  let printerId: number | null = null;
  if (printer)
    [{ id: printerId }] = await d
      .insert(printers)
      .values({ workstationId: ws.id, name: 'Kvittoskrivare', ...printer })
      .returning();
  await d.update(workstations).set({ defaultPrinterId: printerId }).where(eq(workstations.id, ws.id));
  return t;
}

describe('POST bookings/registration-card (bookings.md 4, 9)', () => {
  it('prints in the language of the customer country, on the workstation default printer', async () => {
    const b = privateFrom(276); // Tyskland → de
    expect(b).toBeTruthy();
    const res = await print({ booking_id: b.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ printed: true, language: 'de' });
    const job = res.body.print as PrintObject;
    // A new workstation gets the virtual printer, SIM 42.
    expect(job).toMatchObject({ port: 'SIM', width: 42 });
    const text = textOf(job);
    expect(text).toContain('Meldeschein');
    expect(text).toContain(b.booking_number);
    expect(text).toContain('Deutschland');
    expect(text).toContain('Demo Camping');
  });

  it('keeps the retention date at today + 3 months and every line at the paper width', async () => {
    const b = privateFrom(752);
    const res = await print({ booking_id: b.id });
    expect(res.body.data.language).toBe('sv');
    const job = res.body.print as PrintObject;
    expect(addMonths(TEST_TODAY, 3)).toBe('2026-10-15');
    expect(job.content.some((i) => i.type === 'text' && i.value === 'Sparas till 2026-10-15')).toBe(true);
    expect(textOf(job)).toContain('Registreringskort');
    const lines = layoutPrintObject(job).filter((l) => l.kind === 'text');
    expect(lines.every((l) => columns(l.text) * (l.size + 1) <= 42)).toBe(true);
    expect(job.content.at(-1)).toEqual({ type: 'cut' });
  });

  it('falls back to Swedish when the country language is none of the seven', async () => {
    const b = privateFrom(246); // Finland → fi
    expect(b).toBeTruthy();
    expect((await print({ booking_id: b.id })).body.data.language).toBe('sv');
  });

  it('prints in the language asked for', async () => {
    const b = privateFrom(752);
    const res = await print({ booking_id: b.id, language: 'fr' });
    expect(res.body.data.language).toBe('fr');
    expect(textOf(res.body.print as PrintObject)).toContain("Conservé jusqu'au 2026-10-15");
  });

  it('lets a kassor print too', async () => {
    const kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'kassa-machine')).token;
    expect((await print({ booking_id: privateFrom(752).id }, kassa)).status).toBe(200);
  });

  it('refuses organisations', async () => {
    const res = await print({ booking_id: orgBookingId });
    expect(res.status).toBe(422);
    expect(res.body.error_message).toBe('Registreringskort skrivs bara ut för privatpersoner.');
    expect(res.body.print).toBeUndefined();
  });

  it('refuses when the workstation has no default printer', async () => {
    const t = await workstationWith('no-printer-machine', null);
    const res = await print({ booking_id: privateFrom(752).id }, t);
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('no_default_printer');
    expect(res.body.error_message).toBe('Ingen standardskrivare är vald för den här datorn.');
  });

  it('takes port and width from the workstation default printer', async () => {
    const t = await workstationWith('serial-machine', { port: 'COM3', width: 48 });
    const job = (await print({ booking_id: privateFrom(578).id }, t)).body.print as PrintObject;
    expect(job).toMatchObject({ port: 'COM3', width: 48 });
    expect(textOf(job)).toContain('Oppbevares til 2026-10-15');
  });

  it('answers bad input with Swedish messages', async () => {
    const bad = await print({ booking_id: privateFrom(752).id, language: 'fi' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.language).toEqual(['Ogiltigt val']);
    expect((await print({})).body.data.errors.booking_id).toEqual([INPUT_TEXTS.id]);
    const missing = await print({ booking_id: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error_message).toBe('Bokningen finns inte.');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-07-15', 3, '2026-10-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2026-12-31', 3, '2027-03-31'],
    ['2026-10-31', 1, '2026-11-30'],
  ])('%s + %i months = %s', (from, n, expected) => {
    expect(addMonths(from, n)).toBe(expected);
  });
});
