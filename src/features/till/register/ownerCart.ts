/**
 * What a booking or booking group has left to pay, as the server would sell it: GET
 * bookings/{id}/cart or booking-groups/cart answer with exactly the charges and lodging charges
 * POST sales/initiate takes (server/sales/cart.ts), one saved line each. The register's cart and
 * the checkout mode's 'Kvar att betala' both read it, so neither computes its own sum.
 */
import { api } from '../../../data/api';
import { cartTotalOre } from '../../../domain/cart';
import {
  accommodationLine,
  savedChargeLine,
  type CartLine,
  type ServerAccommodation,
  type ServerCharge,
} from './cartStore';

export interface ServerCart {
  charges?: ServerCharge[] | null;
  accommodation_charges?: ServerAccommodation[] | null;
  booking_group?: { id: number; name: string | null; booking_number: string } | null;
}

export type CartOwnerRef = { kind: 'booking' | 'booking_group'; id: number };

/** The cart's saved lines: each lodging charge (by date), then each other charge (the sale's own order of charges). */
export function cartLinesOf(cart: ServerCart): CartLine[] {
  return [...(cart.accommodation_charges ?? []).map(accommodationLine), ...(cart.charges ?? []).map(savedChargeLine)];
}

/** What is left to pay of the owner, before any cash rounding. */
export const remainingOf = (cart: ServerCart): number => cartTotalOre(cartLinesOf(cart));

export function fetchOwnerCart(owner: CartOwnerRef, signal?: AbortSignal): Promise<ServerCart> {
  return owner.kind === 'booking'
    ? api<ServerCart>('GET', `bookings/${owner.id}/cart`, { signal, silent: true })
    : api<ServerCart>('GET', 'booking-groups/cart', { query: { booking_group_id: owner.id }, signal, silent: true });
}
