import { asc, eq } from 'drizzle-orm';
import type { RouteContext, TenantRouter } from '../http/router';
import { AppError, unprocessable } from '../http/errors';
import { z } from '../http/validation';
import { id } from '../../src/domain/input';
import { bookings, countries, customers, positions, registers } from '../db/schema';
import { DEFAULT_PRINT_WIDTH } from '../../src/domain/printObject';
import { workstationPrinter } from '../auth/workstations';
import { formatStockholm } from '../../src/domain/dates';
import { buildRegistrationCard, countryName } from './registrationCard';
import {
  isRegistrationCardLanguage,
  REGISTRATION_CARD_LANGUAGE_CODES,
  type RegistrationCardLanguage,
} from './registrationCardTexts';

const body = z.object({
  booking_id: id(),
  language: z.enum(REGISTRATION_CARD_LANGUAGE_CODES).optional(),
});

const refuse = (code: string, message: string) => unprocessable(code, message);
const join = (sep: string, ...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(sep);

/**
 * The default printer of the caller's workstation. A session without a workstation prints on
 * the spec's default (SIM, 48); a workstation whose default printer was removed cannot print.
 */
async function defaultPrinter(ctx: RouteContext<unknown, unknown, unknown>): Promise<{ port: string; width: number }> {
  const ws = ctx.auth.workstation;
  if (!ws) return { port: 'SIM', width: DEFAULT_PRINT_WIDTH };
  const printer = await workstationPrinter(ctx.db, ws.id);
  if (!printer) throw refuse('no_default_printer', 'Ingen standardskrivare är vald för den här datorn.');
  return printer;
}

/** The campsite's name, legal name, org number and address: the workstation's register, else the first. */
async function campsite(ctx: RouteContext<unknown, unknown, unknown>) {
  const all = await ctx.db.select().from(registers).orderBy(asc(registers.id));
  const wsId = ctx.auth.workstation?.id;
  const reg = all.find((x) => wsId != null && x.workstationId === wsId) ?? all[0];
  return {
    name: ctx.tenant.config.name,
    legalName: reg?.legalName ?? null,
    orgNumber: reg?.orgNumber ?? null,
    address: reg?.address ?? null,
  };
}

export function registerPrintingRoutes(r: TenantRouter) {
  // Kassor may print too: reading bookings is enough. Nothing is stored, the card is only printed.
  r.post('bookings/registration-card', { permission: 'readBookings', body }, async (ctx) => {
    const [row] = await ctx.db
      .select({ booking: bookings, customer: customers, country: countries, positionName: positions.fullName })
      .from(bookings)
      .leftJoin(customers, eq(customers.id, bookings.customerId))
      .leftJoin(countries, eq(countries.id, customers.countryId))
      .leftJoin(positions, eq(positions.id, bookings.positionId))
      .where(eq(bookings.id, ctx.body.booking_id))
      .limit(1);
    if (!row) throw new AppError(404, 'booking_not_found', 'Bokningen finns inte.');
    const { booking, customer, country } = row;
    if (!customer) throw refuse('no_customer', 'Bokningen saknar kund.');
    if (customer.isOrg) throw refuse('organisation_customer', 'Registreringskort skrivs bara ut för privatpersoner.');
    const printer = await defaultPrinter(ctx);

    const language: RegistrationCardLanguage =
      ctx.body.language ?? (isRegistrationCardLanguage(country?.defaultLanguage) ? country.defaultLanguage : 'sv');
    let phone = customer.phoneNumber ?? '';
    if (phone && customer.diallingCodeCountryId != null) {
      const [dial] = await ctx.db
        .select({ code: countries.diallingCode })
        .from(countries)
        .where(eq(countries.id, customer.diallingCodeCountryId))
        .limit(1);
      if (dial) phone = `+${dial.code} ${phone}`;
    }
    const job = buildRegistrationCard(
      {
        campsite: await campsite(ctx),
        guest: {
          name: join(' ', customer.givenName, customer.surname),
          street: join(' ', customer.streetName, customer.streetNumber),
          zipCity: join(' ', customer.zip, customer.city),
          country: country ? countryName(country.isoCode, country.name, language) : '',
          phone,
          email: customer.email ?? '',
        },
        booking: {
          bookingNumber: booking.bookingNumber,
          position: row.positionName ?? '',
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
          adults: booking.adults,
          children: booking.children,
          dogs: booking.dogs,
        },
        today: ctx.today,
        printedAt: formatStockholm(ctx.now, 'yyyy-MM-dd HH:mm'),
      },
      language,
      printer,
    );
    ctx.print(job);
    return { printed: true, language };
  });
}
