/**
 * The register's cart (money.md 2 "Register and cart"): one observable per console, persisted per
 * workstation in localStorage so a reload (or a crash) keeps what the cashier rang up. Every price,
 * discount, move and total rule is src/domain/cart.ts and discount.ts; this file only applies them.
 */
import { observable, observe } from '@legendapp/state';
import {
  chargesOn,
  moveAll,
  moveCharge,
  UNIT,
  validateMoveUnits,
  type CartCharge,
  type CartSide,
  type MoveAmount,
} from '../../../domain/cart';
import {
  chooseDiscountType,
  setDiscountValue,
  setPriceByHand,
  toDiscountType,
  type DiscountType,
} from '../../../domain/discount';
import { readJson, writeJson } from '../../../data/storage';
import { session$ } from '../../../data/session';
import { catalog$ } from '../../../data/stores';
import { isWholeUnits, SPLIT_TEXTS } from '../../../domain/split';

/** Where a line comes from: rung up now, or an unpaid charge saved on the booking or parked order ('Sparad'). */
export type SavedRef = { kind: 'charge' | 'accommodation'; id: number };

export interface CartLine extends CartCharge {
  productId: number | null;
  name: string;
  vatRate?: number | null;
  /** Set for a booking's saved charges: the server prices those itself, so they are not edited here. */
  saved?: SavedRef | null;
  /** The charge's status on the server (paid, invoiced, parked); null for a new line. */
  status?: string | null;
  deliveryDate?: string | null;
  guiColor?: string | null;
  /** The receipt's second line of a saved charge (a lodging's dates and nights). */
  caption?: string | null;
  /** Sold by weight or volume (products.is_bulk): only such lines move in fractions of a unit. */
  isBulk?: boolean;
}

/** Who the cart belongs to (money.md 2: cart owner class none, booking, booking_group, order). */
export type CartOwner = { kind: 'none' } | { kind: 'booking' | 'booking_group' | 'order'; id: number; label?: string };
export type SavedOwner = Extract<CartOwner, { id: number }>;

export interface CartState {
  owner: CartOwner;
  lines: CartLine[];
  focusedId: string | null;
}

export const CART_TEXTS = {
  savedNotEditable: 'Sparade avgifter ändras på bokningen, inte i kassan',
  savedMovesWhole: 'Sparade avgifter kan bara flyttas hela',
  quantityRequired: 'Ange ett antal',
  // A negative quantity takes an item back (money.md 5); 0 is no line at all (delete it instead).
  quantityZero: 'Antalet kan inte vara 0',
} as const;

const emptyState = (): CartState => ({ owner: { kind: 'none' }, lines: [], focusedId: null });

export const cart$ = observable<CartState>(emptyState());

const storageKey = (workstationId: number | string) => `campsite.cart.${workstationId}`;
let boundKey: string | null = null;

function loadStored(key: string) {
  const stored = readJson<Partial<CartState>>(key, {});
  cart$.set({ ...emptyState(), ...stored, lines: Array.isArray(stored.lines) ? stored.lines : [] });
}

/** Loads this workstation's cart and keeps writing it back; a new workstation gets its own cart. */
export function installCartPersistence(): () => void {
  const offLoad = observe(() => {
    const key = storageKey(session$.workstation.get()?.id ?? 'none');
    if (key === boundKey) return;
    boundKey = key;
    loadStored(key);
  });
  const offSave = observe(() => {
    const state = cart$.get();
    if (boundKey) writeJson(boundKey, state);
  });
  // Another tab of this workstation changed the cart (sold its lines): this tab shows the same cart.
  const onStorage = (e: StorageEvent) => {
    if (e.key != null && e.key === boundKey) loadStored(e.key);
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    offLoad();
    offSave();
    globalThis.removeEventListener?.('storage', onStorage);
    boundKey = null;
  };
}

let seq = 0;
/** Client ids are unique per workstation (the server refuses a line id sold before) and survive a reload. */
export const newClientId = () =>
  `c${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const lines = () => cart$.lines.peek();
const setLines = (next: CartLine[]) => cart$.lines.set(next);
const lineOf = (id: string) => lines().find((l) => l.clientId === id) ?? null;

export interface ProductLike {
  id: number;
  name: string;
  price: number | null;
  gui_color?: string | null;
  vat_rate?: number | null;
  is_bulk?: boolean | number | null;
}

export interface AddOptions {
  quantity?: number;
  price?: number;
  deliveryDate?: string | null;
}

/**
 * Adds a product on the left side. A repeated product with the same pricing on the same side just
 * counts up, like pressing its button twice; a line with a set price or a date stays its own.
 */
export function addProduct(p: ProductLike, opts: AddOptions = {}): string {
  const quantity = opts.quantity ?? UNIT;
  const original = p.price != null && p.price > 0 ? p.price : null;
  const price = opts.price ?? original ?? 0;
  const plain = opts.price == null && opts.deliveryDate == null;
  // Only a line going the same way counts up: a returned item (negative) never cancels a sold one.
  const same = plain
    ? lines().find(
        (l) =>
          !l.saved &&
          l.side === 'left' &&
          l.productId === p.id &&
          !l.splitOf &&
          Math.sign(l.quantity) === Math.sign(quantity) &&
          l.discountType === 'none' &&
          l.price === price &&
          l.originalPrice === original &&
          !l.deliveryDate,
      )
    : undefined;
  if (same) {
    setLines(lines().map((l) => (l === same ? { ...l, quantity: l.quantity + quantity } : l)));
    cart$.focusedId.set(same.clientId);
    return same.clientId;
  }
  const base: CartLine = {
    clientId: newClientId(),
    side: 'left',
    productId: p.id,
    name: p.name,
    quantity,
    price,
    originalPrice: original,
    discountType: 'none',
    discountValue: 0,
    vatRate: p.vat_rate ?? null,
    saved: null,
    status: null,
    deliveryDate: opts.deliveryDate ?? null,
    guiColor: p.gui_color ?? null,
    isBulk: p.is_bulk === true || p.is_bulk === 1,
  };
  // A price typed in the edit-charge dialog follows the hand-price rule (fixed against the original).
  const line = opts.price != null ? setPriceByHand(base, opts.price) : base;
  setLines([...lines(), line]);
  cart$.focusedId.set(line.clientId);
  return line.clientId;
}

/** Why a line cannot be edited (quantity, price, discount), or null. */
export function editBlockReason(l: CartLine | null): string | null {
  if (!l) return 'Välj en rad';
  return l.saved ? CART_TEXTS.savedNotEditable : null;
}

function update(id: string, fn: (l: CartLine) => CartLine) {
  const l = lineOf(id);
  if (!l || l.saved) return;
  setLines(lines().map((x) => (x.clientId === id ? fn(x) : x)));
}

/**
 * Quantity in thousandths of a line rung up here: negative takes the item back (a cart whose total
 * is below zero becomes a return receipt, 'Kvitto på återköp'); 0 is refused (delete the line).
 */
export function validateQuantity(q: number | null): string | null {
  if (q == null || !Number.isSafeInteger(q)) return CART_TEXTS.quantityRequired;
  return q === 0 ? CART_TEXTS.quantityZero : null;
}

export function setQuantity(id: string, quantity: number) {
  if (validateQuantity(quantity)) return;
  update(id, (l) => ({ ...l, quantity }));
}

/** The price input, discount dropdown and value field: domain rules, applied to one line. */
export const setLinePrice = (id: string, price: number) => update(id, (l) => setPriceByHand(l, price));
export const setLineDiscountType = (id: string, type: DiscountType, remembered?: number) =>
  update(id, (l) => chooseDiscountType(l, type, remembered));
export const setLineDiscountValue = (id: string, value: number) => update(id, (l) => setDiscountValue(l, value));
/** The edit dialog saves its whole draft at once (already shaped by the same rules). */
export function replacePricing(id: string, draft: Pick<CartLine, 'price' | 'discountType' | 'discountValue'>) {
  update(id, (l) => ({
    ...l,
    price: draft.price,
    discountType: draft.discountType,
    discountValue: draft.discountValue,
  }));
}

export function removeLine(id: string) {
  const order = tableOrder();
  const i = order.findIndex((l) => l.clientId === id);
  if (i < 0) return;
  setLines(lines().filter((l) => l.clientId !== id));
  const rest = order.filter((l) => l.clientId !== id);
  if (cart$.focusedId.peek() === id) cart$.focusedId.set(rest[Math.min(i, rest.length - 1)]?.clientId ?? null);
}

/** A line of bulk goods: known from the product when it was added, else from the catalogue. */
function isBulkLine(l: CartLine): boolean {
  if (l.isBulk != null) return l.isBulk;
  const p = l.productId == null ? null : catalog$.products.peek().find((x) => x.id === l.productId);
  return p?.is_bulk === 1;
}

/** Why this move cannot happen, or null. Saved charges move whole: the server pays a charge in full. */
export function moveBlockReason(l: CartLine, amount: MoveAmount): string | null {
  if (l.saved && amount !== 'all' && Math.abs(l.quantity) !== (amount === 'one' ? UNIT : amount.units))
    return CART_TEXTS.savedMovesWhole;
  if (typeof amount === 'object') {
    // Unit goods move in whole units, as 'Dela jämnt' splits them (src/domain/split.ts): no half cans.
    const whole = amount.units === Math.abs(l.quantity) || isWholeUnits(amount.units) || isBulkLine(l);
    return validateMoveUnits(l, amount.units) ?? (whole ? null : SPLIT_TEXTS.wholeUnits);
  }
  return null;
}

export function moveLine(id: string, amount: MoveAmount) {
  const l = lineOf(id);
  if (!l || moveBlockReason(l, amount)) return;
  setLines(moveCharge(lines(), id, amount, newClientId));
}

export function moveAllLines(from: CartSide) {
  setLines(moveAll(lines(), from));
}

export function clearCart() {
  cart$.set(emptyState());
}

/** What the payment buttons pay: the right side, or the whole cart while the right side is empty. */
export function linesToPay(all: readonly CartLine[]): { lines: CartLine[]; scope: 'right' | 'all' } {
  const right = chargesOn(all, 'right');
  return right.length > 0 ? { lines: right, scope: 'right' } : { lines: all.slice(), scope: 'all' };
}

/** Paid lines leave the cart; an emptied cart forgets its owner. */
export function removePaid(ids: readonly string[]) {
  const gone = new Set(ids);
  const next = lines().filter((l) => !gone.has(l.clientId));
  cart$.set({
    owner: next.length ? cart$.owner.peek() : { kind: 'none' },
    lines: next,
    focusedId: next[0]?.clientId ?? null,
  });
}

/** A booking's unpaid charge as the server sends it (GET bookings/{id}/charges). */
export interface ServerCharge {
  id: number;
  product_id?: number;
  product?: { id?: number; name?: string; gui_color?: string } | null;
  caption?: string | null;
  quantity: number;
  price: number;
  original_price?: number | null;
  discount_type?: string | null;
  discount_value?: number | null;
  status?: string | null;
  delivery_date?: string | null;
}

/** The saved line of a server charge (its client id is stable, so a reload keeps side and focus). */
export function savedChargeLine(c: ServerCharge): CartLine {
  return {
    clientId: `charge-${c.id}`,
    side: 'left',
    productId: c.product_id ?? c.product?.id ?? null,
    name: c.product?.name ?? c.caption ?? 'Avgift',
    caption: c.product?.name ? (c.caption ?? null) : null,
    quantity: c.quantity,
    price: c.price,
    originalPrice: c.original_price ?? null,
    discountType: toDiscountType(c.discount_type),
    discountValue: c.discount_value ?? 0,
    saved: { kind: 'charge', id: c.id },
    status: c.status ?? null,
    deliveryDate: c.delivery_date ?? null,
    guiColor: c.product?.gui_color ?? null,
  };
}

/** An unpaid lodging charge as the server sends it (GET bookings/{id}/cart, booking-groups/cart). */
export interface ServerAccommodation {
  id: number;
  name?: string | null;
  caption?: string | null;
  position?: { full_name?: string | null } | null;
  start: string;
  end: string;
  nights: number;
  price: number;
  original_price?: number | null;
  discount_type?: string | null;
  discount_value?: number | null;
}

/** One lodging charge as a saved line, named and priced as the server sells it ('Logi {plats}', its dates and its discount). */
export function accommodationLine(a: ServerAccommodation): CartLine {
  const position = a.position?.full_name;
  return {
    clientId: `accommodation-${a.id}`,
    side: 'left',
    productId: null,
    name: a.name ?? `Logi${position ? ` ${position}` : ''}`,
    caption: a.caption ?? `${a.start} – ${a.end}, ${a.nights} ${a.nights === 1 ? 'natt' : 'nätter'}`,
    quantity: UNIT,
    price: a.price,
    originalPrice: a.original_price ?? null,
    discountType: toDiscountType(a.discount_type),
    discountValue: a.discount_value ?? 0,
    saved: { kind: 'accommodation', id: a.id },
    status: null,
  };
}

/**
 * Puts a booking's (or parked order's) saved lines in the cart: a new owner replaces the saved
 * lines of the old one; lines rung up by hand stay. A line already in the cart keeps its side.
 */
export function loadSaved(owner: SavedOwner, saved: CartLine[]) {
  const state = cart$.peek();
  const sameOwner = state.owner.kind === owner.kind && state.owner.id === owner.id;
  const sideOf = new Map(sameOwner ? state.lines.filter((l) => l.saved).map((l) => [l.clientId, l.side] as const) : []);
  const fresh = saved.map((l) => ({ ...l, side: sideOf.get(l.clientId) ?? l.side }));
  const own = state.lines.filter((l) => !l.saved);
  const next = [...fresh, ...own];
  const keep = next.some((l) => l.clientId === state.focusedId) ? state.focusedId : null;
  cart$.set({ owner, lines: next, focusedId: keep ?? next[0]?.clientId ?? null });
}

/** The lines as the charges table shows them: the left side, then the right. */
const tableOrder = () => [...chargesOn(lines(), 'left'), ...chargesOn(lines(), 'right')];

/** ↑/↓ in the charges table: the focused line, in table order (left side first, then right). */
export function focusStep(delta: number) {
  const order = tableOrder();
  if (order.length === 0) {
    cart$.focusedId.set(null);
    return;
  }
  const i = order.findIndex((l) => l.clientId === cart$.focusedId.peek());
  const next = i < 0 ? 0 : Math.max(0, Math.min(order.length - 1, i + delta));
  cart$.focusedId.set(order[next].clientId);
}

export const focusedLine = (): CartLine | null => {
  const id = cart$.focusedId.peek();
  return (id && lineOf(id)) || null;
};
