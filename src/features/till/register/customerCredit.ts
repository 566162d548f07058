/**
 * Customer credit ('Tillgodo') at the till: the balance of the cart owner's customer (a booking's
 * customer; a parked order or a free sale has none), how much of it the cashier uses, and what
 * that leaves to pay. The money rules are src/domain/cart.ts (payableOre: credit first, then cash
 * rounding); the server checks the same again (server/sales/service.ts useCredit).
 */
import { observable, observe } from '@legendapp/state';
import { api } from '../../../data/api';
import { bookings$ } from '../../../data/stores';
import { cartTotalOre, CREDIT_LIMIT_TEXTS, payableOre, type Payable } from '../../../domain/cart';
import { formatKr } from '../../../domain/money';
import { cart$, linesToPay, type CartLine, type CartOwner } from './cartStore';
import { kronorText, parseKronor } from './parseInput';

export interface CreditState {
  /** Whose cart the balance belongs to ('booking:12'); null for a cart without a customer. */
  ownerKey: string | null;
  customerId: number | null;
  /** Öre; null until known (or when there is no customer). */
  balance: number | null;
  /** What the cashier chose to use, öre (capped again when paying). */
  use: number;
}

export const CREDIT_TEXTS = {
  balance: (ore: number) => `Tillgodo: ${formatKr(ore)}`,
  header: 'Använd tillgodo',
  label: 'Belopp att betala med tillgodo',
  // money.md 5 "Checkout amount (invoice and customer credit)".
  notNumber: 'Beloppet måste vara ett tal',
  notPositive: 'Beloppet måste vara positivt',
  // The server's refusals too (src/domain/cart.ts).
  ...CREDIT_LIMIT_TEXTS,
  none: 'Kunden har inget tillgodo',
} as const;

const empty = (): CreditState => ({ ownerKey: null, customerId: null, balance: null, use: 0 });
export const credit$ = observable<CreditState>(empty());

const keyOf = (o: CartOwner) => (o.kind === 'none' ? null : `${o.kind}:${o.id}`);

/** The booking's customer: from the working set, else asked. */
async function bookingCustomer(id: number): Promise<number | null> {
  const local = bookings$[id].peek() as { customer_id?: number | null } | undefined;
  if (local?.customer_id != null) return local.customer_id;
  const d = await api<{ booking: { customer_id?: number | null } }>('GET', `bookings/${id}`, { silent: true });
  return d.booking.customer_id ?? null;
}

/** Reads the owner's customer and balance; an answer for an owner no longer in the cart is dropped. */
export async function loadCredit(owner: CartOwner): Promise<void> {
  const key = keyOf(owner);
  if (owner.kind !== 'booking') return;
  try {
    const customerId = await bookingCustomer(owner.id);
    if (customerId == null || credit$.ownerKey.peek() !== key) return;
    const d = await api<{ customer_credit: { customerCredit: number } }>('GET', 'customer-credit/customer', {
      query: { customerId },
      silent: true,
    });
    if (credit$.ownerKey.peek() !== key) return;
    credit$.assign({ customerId, balance: d.customer_credit.customerCredit });
  } catch {
    // No balance known: the till sells without credit (the server would check it anyway).
  }
}

/** Follows the cart's owner: a new owner forgets the credit chosen for the old one. */
export function installCustomerCredit(): () => void {
  return observe(() => {
    const owner = cart$.owner.get();
    const key = keyOf(owner);
    if (key === credit$.ownerKey.peek()) return;
    credit$.set({ ...empty(), ownerKey: key });
    void loadCredit(owner);
  });
}

/** The credit there is to use now (0 without a customer or balance). */
export const availableCredit = (): number => Math.max(0, credit$.balance.peek() ?? 0);

/** What `lines` cost with the chosen credit, paid by a method that rounds (cash) or not. */
export function payableWithCredit(
  lines: readonly CartLine[],
  roundsToKronor: boolean,
  state: CreditState = credit$.peek(),
): Payable {
  return payableOre({
    total: cartTotalOre(lines),
    roundsToKronor,
    customerCredit: state.use,
    availableCredit: Math.max(0, state.balance ?? 0),
  });
}

/** The amount field: a message, or null when `text` is a usable amount (0 stops using credit). */
export function validateCreditText(text: string, balance: number, total: number): string | null {
  const ore = parseKronor(text.trim() === '' ? '0' : text);
  if (ore == null) return CREDIT_TEXTS.notNumber;
  if (ore < 0) return CREDIT_TEXTS.notPositive;
  if (ore > balance) return CREDIT_TEXTS.aboveBalance(balance);
  if (ore > total) return CREDIT_TEXTS.aboveTotal;
  return null;
}

/** Why 'Använd tillgodo' is not possible now, or null. */
export function creditBlockReason(): string | null {
  return availableCredit() > 0 ? null : CREDIT_TEXTS.none;
}

/**
 * Sets the credit to use; `ask` shows the amount dialog (default min(balance, total)) and resolves
 * the text typed, or null when cancelled.
 */
export async function chooseCredit(
  ask: (prefilled: string, validate: (v: string) => string | null) => Promise<string | null>,
): Promise<void> {
  const balance = availableCredit();
  const total = cartTotalOre(linesToPay(cart$.lines.peek()).lines);
  const text = await ask(kronorText(Math.max(0, Math.min(balance, total))), (v) =>
    validateCreditText(v, balance, total),
  );
  if (text == null) return;
  credit$.use.set(parseKronor(text.trim() === '' ? '0' : text) ?? 0);
}

/** After a sale with credit: nothing chosen any more, and the balance is read again. */
export function creditSettled() {
  credit$.use.set(0);
  void loadCredit(cart$.owner.peek());
}
