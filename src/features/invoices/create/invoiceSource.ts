// What the 'Fakturera' dialog shows before it invoices: the lines, read from the same source as the till's cart
// (GET bookings/{id}/cart, booking-groups/cart: what POST invoices/create will price), the customer and the stay.
import { call } from '../../../data/call';
import { cartTotalOre } from '../../../domain/cart';
import type { CartLine } from '../../till/register/cartStore';
import { cartLinesOf, fetchOwnerCart } from '../../till/register/ownerCart';
import type { InvoiceSource } from './createInvoice';

export interface InvoiceCustomer {
  id: number;
  full_name: string;
  email: string | null;
}

export interface LoadedSource {
  lines: CartLine[];
  /** The owner's customer; null when the dialog must ask for one (a parked order, a free sale). */
  customer: InvoiceCustomer | null;
  /** The check-in a term's "days before check-in" counts from (the earliest of several stays); null without a stay. */
  checkIn: string | null;
  /** The booking's or group's number, for the title. */
  number: string | null;
}

const customerOf = (c: { id: number; full_name: string; email: string | null } | null | undefined) =>
  c ? { id: c.id, full_name: c.full_name, email: c.email } : null;

async function bookingFacts(id: number, signal: AbortSignal) {
  const { booking: b } = await call('GET bookings/:id', { params: { id }, signal, silent: true });
  return { customer: customerOf(b.customer), checkIn: b.check_in, number: b.booking_number };
}

async function groupFacts(id: number, signal: AbortSignal) {
  const { booking_group: g } = await call('GET booking-groups/show', {
    query: { booking_group_id: id },
    signal,
    silent: true,
  });
  return { customer: customerOf(g.customer), checkIn: g.first_checkin_date, number: g.booking_number };
}

/** A customer's open charges: every live booking's (not cancelled, not an unconfirmed draft) unpaid lines. */
async function customerSource(id: number, signal: AbortSignal): Promise<LoadedSource> {
  const [c, list] = await Promise.all([
    call('GET customers/:id', { params: { id }, signal, silent: true }),
    call('GET customers/:id/bookings', { params: { id }, signal, silent: true }),
  ]);
  const live = list.bookings
    .filter((b) => !b.deleted_at && (!b.is_draft || b.confirmed_at))
    .sort((a, b) => a.id - b.id);
  const carts = await Promise.all(live.map((b) => fetchOwnerCart({ kind: 'booking', id: b.id }, signal)));
  const withLines = live.filter((_, i) => cartLinesOf(carts[i]).length > 0);
  const checkIn = withLines.reduce<string | null>((m, b) => (m == null || b.check_in < m ? b.check_in : m), null);
  return { lines: carts.flatMap(cartLinesOf), customer: customerOf(c.customer), checkIn, number: null };
}

export async function loadInvoiceSource(source: InvoiceSource, signal: AbortSignal): Promise<LoadedSource> {
  switch (source.kind) {
    case 'booking': {
      const [facts, cart] = await Promise.all([
        bookingFacts(source.id, signal),
        fetchOwnerCart({ kind: 'booking', id: source.id }, signal),
      ]);
      return { ...facts, lines: cartLinesOf(cart) };
    }
    case 'group': {
      const [facts, cart] = await Promise.all([
        groupFacts(source.id, signal),
        fetchOwnerCart({ kind: 'booking_group', id: source.id }, signal),
      ]);
      return { ...facts, lines: cartLinesOf(cart) };
    }
    case 'customer':
      return customerSource(source.id, signal);
    case 'till': {
      const { owner, lines } = source;
      const none = { customer: null, checkIn: null, number: null };
      const facts =
        owner.kind === 'booking'
          ? await bookingFacts(owner.id, signal)
          : owner.kind === 'booking_group'
            ? await groupFacts(owner.id, signal)
            : none;
      return { ...facts, lines };
    }
  }
}

/** The lines' sum, before the invoice's rounding to whole kronor. */
export const linesSum = (s: LoadedSource) => cartTotalOre(s.lines);

export async function loadCustomer(id: number, signal: AbortSignal): Promise<InvoiceCustomer> {
  const { customer } = await call('GET customers/:id', { params: { id }, signal, silent: true });
  return { id: customer.id, full_name: customer.full_name, email: customer.email };
}
