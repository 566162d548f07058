// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartTotalOre, sideTotalsOre } from '../../../domain/cart';
import { session$ } from '../../../data/session';
import {
  accommodationLine,
  addProduct,
  cart$,
  CART_TEXTS,
  clearCart,
  focusStep,
  installCartPersistence,
  linesToPay,
  loadSaved,
  moveAllLines,
  moveBlockReason,
  moveLine,
  removeLine,
  removePaid,
  replacePricing,
  savedChargeLine,
  setLineDiscountType,
  setLineDiscountValue,
  setLinePrice,
  setQuantity,
  validateQuantity,
} from './cartStore';
import { parseKronor, parseUnits } from './parseInput';

const cola = { id: 11, name: 'Coca-Cola 33 cl', price: 2000 };
const bulle = { id: 12, name: 'Kanelbulle', price: 3200 };
const line = (id: string) => cart$.lines.peek().find((l) => l.clientId === id)!;

describe('the register cart', () => {
  beforeEach(() => clearCart());

  it('a product pressed twice counts up on one line; another product gets its own', () => {
    const a = addProduct(cola);
    expect(addProduct(cola)).toBe(a);
    addProduct(bulle);
    expect(cart$.lines.peek().map((l) => [l.name, l.quantity])).toEqual([
      ['Coca-Cola 33 cl', 2000],
      ['Kanelbulle', 1000],
    ]);
    expect(cartTotalOre(cart$.lines.peek())).toBe(2 * 2000 + 3200);
  });

  it('price and discount editing follow the discount rules', () => {
    const id = addProduct(cola);
    setLinePrice(id, 1500);
    expect(line(id)).toMatchObject({ price: 1500, discountType: 'fixed', discountValue: 500 });
    setLinePrice(id, 2000);
    expect(line(id)).toMatchObject({ discountType: 'none', discountValue: 0 });
    setLineDiscountType(id, 'percent');
    setLineDiscountValue(id, 20_000); // capped at 100 %
    expect(line(id)).toMatchObject({ price: 2000, discountType: 'percent', discountValue: 10_000 });
    setLineDiscountValue(id, 1000);
    setQuantity(id, 3000);
    expect(cartTotalOre(cart$.lines.peek())).toBe(3 * 1800);
    replacePricing(id, { price: 2000, discountType: 'flat', discountValue: 500 });
    expect(cartTotalOre(cart$.lines.peek())).toBe(3 * 1500);
  });

  it('a product without a price gets the typed price with no discount (no original to differ from)', () => {
    const id = addProduct({ id: 99, name: 'Övrigt kiosk', price: 0 }, { price: 4500 });
    expect(line(id)).toMatchObject({ price: 4500, originalPrice: null, discountType: 'none' });
  });

  it('quantity may be negative (a return) but never 0', () => {
    expect(validateQuantity(parseUnits('0'))).toBe(CART_TEXTS.quantityZero);
    expect(validateQuantity(parseUnits('-1'))).toBeNull();
    expect(validateQuantity(parseUnits('-1,5'))).toBeNull();
    expect(validateQuantity(parseUnits('abc'))).toBe(CART_TEXTS.quantityRequired);
    expect(validateQuantity(parseUnits('1,5'))).toBeNull();
    const id = addProduct(cola);
    setQuantity(id, 0);
    expect(line(id).quantity).toBe(1000);
    setQuantity(id, -1000);
    expect(line(id).quantity).toBe(-1000);
    expect(cartTotalOre(cart$.lines.peek())).toBe(-2000);
    // The same product again is a new sold line: it does not cancel the returned one.
    const again = addProduct(cola);
    expect(again).not.toBe(id);
    expect(cart$.lines.peek().map((l) => l.quantity)).toEqual([-1000, 1000]);
    expect(cartTotalOre(cart$.lines.peek())).toBe(0);
  });

  it('moves one, x units and all between the sides, keeping the totals', () => {
    const id = addProduct(cola, { quantity: 5000 });
    addProduct(bulle);
    moveLine(id, 'one');
    expect(sideTotalsOre(cart$.lines.peek())).toEqual({ left: 4 * 2000 + 3200, right: 2000 });
    const part = cart$.lines.peek().find((l) => l.side === 'right')!;
    moveLine(id, { units: 2000 });
    expect(cart$.lines.peek().filter((l) => l.side === 'right')).toHaveLength(1);
    expect(line(part.clientId).quantity).toBe(3000);
    expect(moveBlockReason(line(id), { units: 9000 })).toMatch(/Det finns bara 2 att flytta/);
    // A can is not split in halves; sweets by the kilo may be.
    expect(moveBlockReason(line(id), { units: 1500 })).toBe('Varan säljs styckvis och kan bara delas i hela enheter');
    const sweets = addProduct({ id: 13, name: 'Lösgodis', price: 14_900, is_bulk: 1 }, { quantity: 1000 });
    expect(moveBlockReason(line(sweets), { units: 250 })).toBeNull();
    removeLine(sweets);
    moveAllLines('left');
    expect(cart$.lines.peek().every((l) => l.side === 'right')).toBe(true);
    expect(cartTotalOre(cart$.lines.peek())).toBe(5 * 2000 + 3200);
  });

  it('pays the right side, or everything while the right side is empty; paid lines leave', () => {
    const a = addProduct(cola);
    const b = addProduct(bulle);
    expect(linesToPay(cart$.lines.peek())).toMatchObject({ scope: 'all' });
    moveLine(b, 'all');
    const pay = linesToPay(cart$.lines.peek());
    expect(pay.scope).toBe('right');
    expect(pay.lines.map((l) => l.clientId)).toEqual([b]);
    removePaid(pay.lines.map((l) => l.clientId));
    expect(cart$.lines.peek().map((l) => l.clientId)).toEqual([a]);
    removePaid([a]);
    expect(cart$.peek()).toMatchObject({ lines: [], owner: { kind: 'none' } });
  });

  it("a booking's saved lines: not editable, moved whole only, reloaded with their side", () => {
    const own = addProduct(cola);
    const charge = savedChargeLine({
      id: 7,
      product_id: 40,
      product: { name: 'El per dygn' },
      quantity: 3000,
      price: 5500,
      status: 'parked',
    });
    loadSaved({ kind: 'booking', id: 5 }, [
      accommodationLine({
        id: 21,
        start: '2026-11-20',
        end: '2026-11-23',
        nights: 3,
        price: 120_000,
        position: { full_name: 'A12' },
      }),
      charge,
    ]);
    expect(cart$.lines.peek().map((l) => l.name)).toEqual(['Logi A12', 'El per dygn', 'Coca-Cola 33 cl']);
    expect(line('accommodation-21')).toMatchObject({
      caption: '2026-11-20 – 2026-11-23, 3 nätter',
      saved: { kind: 'accommodation', id: 21 },
      price: 120_000,
    });
    setQuantity('charge-7', 1000);
    expect(line('charge-7').quantity).toBe(3000);
    expect(moveBlockReason(line('charge-7'), 'one')).toBe(CART_TEXTS.savedMovesWhole);
    moveLine('charge-7', 'one');
    expect(line('charge-7').side).toBe('left');
    moveLine('charge-7', 'all');
    loadSaved({ kind: 'booking', id: 5 }, [
      accommodationLine({
        id: 21,
        start: '2026-11-20',
        end: '2026-11-23',
        nights: 3,
        price: 120_000,
        position: { full_name: 'A12' },
      }),
      charge,
    ]);
    expect(line('charge-7').side).toBe('right');
    expect(line(own)).toBeTruthy();
    loadSaved({ kind: 'booking', id: 6 }, []);
    expect(cart$.lines.peek().map((l) => l.clientId)).toEqual([own]);
  });

  it('↑/↓ walk the lines in table order and delete keeps a neighbour focused', () => {
    const a = addProduct(cola);
    const b = addProduct(bulle);
    const c = addProduct({ id: 13, name: 'Te', price: 2500 });
    moveLine(a, 'all');
    cart$.focusedId.set(b);
    focusStep(1);
    expect(cart$.focusedId.peek()).toBe(c);
    focusStep(1);
    expect(cart$.focusedId.peek()).toBe(a); // the right side follows the left
    focusStep(5);
    expect(cart$.focusedId.peek()).toBe(a);
    removeLine(a);
    expect(cart$.focusedId.peek()).toBe(c);
  });

  it('parses what the cashier types without rounding money', () => {
    expect(parseKronor('12,50')).toBe(1250);
    expect(parseKronor('1 234,5')).toBe(123450);
    expect(parseKronor('1,234')).toBeNull();
    expect(parseUnits('1,5')).toBe(1500);
    expect(parseUnits('')).toBeNull();
  });
});

describe('the cart kept per workstation', () => {
  let off: (() => void) | null = null;
  afterEach(() => {
    off?.();
    off = null;
    localStorage.clear();
  });

  it('survives a reload and each workstation has its own', () => {
    session$.workstation.set({ id: 1, machine_id: 'm1', hostname: null, default_printer: null, printers: [] });
    off = installCartPersistence();
    clearCart();
    addProduct(cola);
    expect(JSON.parse(localStorage.getItem('campsite.cart.1')!).lines).toHaveLength(1);
    session$.workstation.set({ id: 2, machine_id: 'm2', hostname: null, default_printer: null, printers: [] });
    expect(cart$.lines.peek()).toHaveLength(0);
    session$.workstation.set({ id: 1, machine_id: 'm1', hostname: null, default_printer: null, printers: [] });
    expect(cart$.lines.peek().map((l) => l.name)).toEqual(['Coca-Cola 33 cl']);
  });
});
