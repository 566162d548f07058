import { describe, expect, it } from 'vitest';
import type { CartLine } from './cartStore';
import {
  amountFor,
  buildSaleRequest,
  isRefund,
  payBlockReason,
  refundMethodBlock,
  registerMethods,
  SALE_TEXTS,
} from './saleRequest';
import { payBlockedBy, REGISTER_TEXTS } from './fiscalBlock';
import { FISCAL_TEXTS, type FiscalState } from '../../../devices/controlUnit/fiscalState';
import { sampleRegister } from '../../../contracts/samples';

const free = (o: Partial<CartLine> = {}): CartLine => ({
  clientId: 'a',
  side: 'left',
  productId: 11,
  name: 'Korv',
  quantity: 1000,
  price: 2590,
  originalPrice: 2590,
  discountType: 'none',
  discountValue: 0,
  ...o,
});
const cash = { id: 1, name: 'Kontant', gateway: 'cash', rounds_to_kronor: true };
const card = { id: 2, name: 'Kort', gateway: 'integrated_terminal', rounds_to_kronor: false };

describe('the sale request', () => {
  it('a free sale: items with price and discount; cash rounds to whole kronor, card does not', () => {
    const lines = [
      free(),
      free({ clientId: 'b', productId: 12, quantity: 2000, price: 1000, discountType: 'percent', discountValue: 1000 }),
    ];
    // 25,90 + 2 × 9,00 = 43,90
    expect(amountFor(lines, cash)).toMatchObject({ payable: 4400, rounding: 10 });
    const req = buildSaleRequest(lines, { kind: 'none' }, card);
    expect(req).toEqual({
      payment_method_id: 2,
      amount: 4390,
      customer_credit_amount: 0,
      should_check_out: false,
      items: [
        { product_id: 11, quantity: 1000, price: 2590, discount_type: 'none', discount_value: 0, line_id: 'a' },
        { product_id: 12, quantity: 2000, price: 1000, discount_type: 'percent', discount_value: 1000, line_id: 'b' },
      ],
    });
    expect(buildSaleRequest(lines, { kind: 'none' }, cash).amount).toBe(4400);
  });

  it('a booking names its saved charges and lodging charges exactly: a line on the other side stays unpaid', () => {
    const saved = free({ clientId: 'charge-7', productId: 40, saved: { kind: 'charge', id: 7 } });
    // 2 nights at 780,00 less 12,5 % = 682,50 (the server's line total for the same charge).
    const lodging = free({
      clientId: 'accommodation-21',
      productId: null,
      price: 78_000,
      originalPrice: 78_000,
      discountType: 'percent',
      discountValue: 1250,
      saved: { kind: 'accommodation', id: 21 },
    });
    const lodging2 = free({
      clientId: 'accommodation-22',
      productId: null,
      price: 39_000,
      originalPrice: null,
      saved: { kind: 'accommodation', id: 22 },
    });
    const withLodging = buildSaleRequest([lodging, lodging2, saved, free()], { kind: 'booking', id: 5 }, card);
    expect(withLodging).toMatchObject({
      booking_id: 5,
      charge_ids: [7],
      accommodation_charge_ids: [21, 22],
      amount: 68_250 + 39_000 + 2590 + 2590,
    });
    expect(withLodging.booking_group_id).toBeUndefined();
    expect(withLodging.items).toHaveLength(1);
    // Only one night paid now (the other moved to the left side): only its id goes.
    expect(buildSaleRequest([lodging2], { kind: 'booking', id: 5 }, cash)).toMatchObject({
      charge_ids: [],
      accommodation_charge_ids: [22],
      amount: 39_000,
    });
    const without = buildSaleRequest([free()], { kind: 'booking', id: 5 }, card);
    expect(without).toMatchObject({ charge_ids: [], accommodation_charge_ids: [] });
  });

  it('a booking group is paid by its id with the charge and lodging ids of the paid side', () => {
    const lodging = free({
      clientId: 'accommodation-30',
      productId: null,
      price: 39_000,
      originalPrice: null,
      saved: { kind: 'accommodation', id: 30 },
    });
    const fee = free({ clientId: 'charge-8', productId: 41, price: 4900, saved: { kind: 'charge', id: 8 } });
    const req = buildSaleRequest([lodging, fee], { kind: 'booking_group', id: 4, label: 'Familjen' }, card);
    expect(req).toMatchObject({
      booking_group_id: 4,
      charge_ids: [8],
      accommodation_charge_ids: [30],
      amount: 43_900,
      items: [],
    });
    expect(req.booking_id).toBeUndefined();
  });

  it('a parked order is paid by its id and the charge ids on the paid side', () => {
    const parked = free({ clientId: 'charge-9', saved: { kind: 'charge', id: 9 } });
    expect(buildSaleRequest([parked], { kind: 'order', id: 3 }, card)).toMatchObject({
      parked_order_id: 3,
      charge_ids: [9],
      items: [],
    });
  });

  it('refuses what the server would refuse', () => {
    expect(payBlockReason([])).toBe(SALE_TEXTS.empty);
    expect(payBlockReason([free({ price: 0, originalPrice: null })])).toBe(SALE_TEXTS.noPrice);
    expect(payBlockReason([free()])).toBeNull();
  });

  it('shows the till methods switched on for this workstation', () => {
    const all = [
      cash,
      card,
      { id: 5, name: 'Faktura', gateway: 'invoicing' },
      { id: 3, name: 'Swish', gateway: 'swish', workstation_ids: [9] },
    ];
    expect(registerMethods(all, 1).map((m) => m.id)).toEqual([1, 2]);
    expect(registerMethods(all, 9).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('payment blocked by the register', () => {
  const ok: FiscalState = { fatal: false, flags: [], reasons: [] };
  const open = { id: 1, opened_at: '2026-11-21T07:00:00Z' };
  it('gives the Swedish reason', () => {
    expect(payBlockedBy(null, ok)).toBe(REGISTER_TEXTS.noRegister);
    expect(payBlockedBy(sampleRegister({ id: 1, opened_at: null }), ok)).toBe(REGISTER_TEXTS.closed);
    expect(payBlockedBy(open, null)).toBe(FISCAL_TEXTS.checking);
    expect(
      payBlockedBy(open, {
        fatal: true,
        flags: ['notRegistered'],
        reasons: [{ flag: 'notRegistered', fatal: true, text: FISCAL_TEXTS.notRegistered }],
      }),
    ).toBe(FISCAL_TEXTS.notRegistered);
    expect(
      payBlockedBy(open, {
        fatal: false,
        flags: ['lowStorage'],
        reasons: [{ flag: 'lowStorage', fatal: false, text: FISCAL_TEXTS.lowStorage }],
      }),
    ).toBeNull();
  });
});

describe('a return (cart total below zero)', () => {
  const swish = { id: 3, name: 'Swish', gateway: 'swish' };
  it('is paid back with a negative amount: cash rounded like a sale, mirrored; the card exactly', () => {
    const lines = [free({ quantity: -1000, price: 1249, originalPrice: 1249 })];
    expect(isRefund(lines)).toBe(true);
    expect(payBlockReason(lines)).toBeNull();
    expect(buildSaleRequest(lines, { kind: 'none' }, cash)).toMatchObject({
      amount: -1200,
      items: [{ product_id: 11, quantity: -1000, price: 1249 }],
    });
    expect(buildSaleRequest(lines, { kind: 'none' }, card).amount).toBe(-1249);
    expect(amountFor([free({ quantity: -1000, price: 1250, originalPrice: 1250 })], cash).payable).toBe(-1300);
  });

  it('a return is its own receipt: sold and returned lines never share one (SWEDEN.md); only cash and the card pay back', () => {
    const back = [free({ clientId: 'b', quantity: -2000, price: 1000 })];
    const mixed = [free({ quantity: 1000, price: 1000 }), ...back];
    expect(payBlockReason(mixed)).toBe(SALE_TEXTS.mixed);
    expect(payBlockReason([mixed[0], free({ clientId: 'b', quantity: -1000, price: 1000 })])).toBe(SALE_TEXTS.mixed);
    expect(payBlockReason(back)).toBeNull();
    expect(isRefund(back)).toBe(true);
    expect(refundMethodBlock(back, swish)).toBe(SALE_TEXTS.refundMethod);
    expect(refundMethodBlock(back, cash)).toBeNull();
    expect(refundMethodBlock(back, card)).toBeNull();
    expect(refundMethodBlock([free()], swish)).toBeNull();
  });

  it('refuses a 0 quantity and a saved charge with a negative quantity', () => {
    expect(payBlockReason([free({ quantity: 0 })])).toBe(SALE_TEXTS.zeroQuantity);
    expect(payBlockReason([free({ quantity: -1000, saved: { kind: 'charge', id: 4 } })])).toBe(
      SALE_TEXTS.savedNegative,
    );
  });
});
