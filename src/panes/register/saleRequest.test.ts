import { describe, expect, it } from 'vitest';
import type { CartLine } from './cartStore';
import { amountFor, buildSaleRequest, payBlockReason, registerMethods, SALE_TEXTS } from './saleRequest';
import { payBlockedBy, REGISTER_TEXTS } from './fiscalBlock';
import { FISCAL_TEXTS, type FiscalState } from '../../devices/controlUnit/fiscalState';

const free = (o: Partial<CartLine> = {}): CartLine => ({
  clientId: 'a', side: 'left', productId: 11, name: 'Korv', quantity: 1000, price: 2590, originalPrice: 2590,
  discountType: 'none', discountValue: 0, ...o,
});
const cash = { id: 1, name: 'Kontant', gateway: 'cash', rounds_to_kronor: true };
const card = { id: 2, name: 'Kort', gateway: 'integrated_terminal', rounds_to_kronor: false };

describe('the sale request', () => {
  it('a free sale: items with price and discount; cash rounds to whole kronor, card does not', () => {
    const lines = [free(), free({ clientId: 'b', productId: 12, quantity: 2000, price: 1000, discountType: 'percent', discountValue: 1000 })];
    // 25,90 + 2 × 9,00 = 43,90
    expect(amountFor(lines, cash)).toMatchObject({ payable: 4400, rounding: 10 });
    const req = buildSaleRequest(lines, { kind: 'none' }, card);
    expect(req).toEqual({
      paymentMethodId: 2, amount: 4390, customerCreditAmount: 0, shouldCheckOut: false,
      items: [
        { product_id: 11, quantity: 1000, price: 2590, discount_type: 'none', discount_value: 0 },
        { product_id: 12, quantity: 2000, price: 1000, discount_type: 'percent', discount_value: 1000 },
      ],
    });
    expect(buildSaleRequest(lines, { kind: 'none' }, cash).amount).toBe(4400);
  });

  it('a booking names its saved charges exactly; lodging only when its line is paid', () => {
    const saved = free({ clientId: 'charge-7', productId: 40, saved: { kind: 'charge', id: 7 } });
    const lodging = free({ clientId: 'accommodation', productId: null, price: 120_000, originalPrice: null, saved: { kind: 'accommodation' } });
    const withLodging = buildSaleRequest([lodging, saved, free()], { kind: 'booking', id: 5 }, card);
    expect(withLodging).toMatchObject({ bookingId: 5, chargeIds: [7], amount: 120_000 + 2590 + 2590 });
    expect(withLodging.accommodationChargeIds).toBeUndefined();
    expect(withLodging.items).toHaveLength(1);
    const without = buildSaleRequest([free()], { kind: 'booking', id: 5 }, card);
    expect(without).toMatchObject({ chargeIds: [], accommodationChargeIds: [] });
  });

  it('a parked order is paid by its id and the charge ids on the paid side', () => {
    const parked = free({ clientId: 'charge-9', saved: { kind: 'charge', id: 9 } });
    expect(buildSaleRequest([parked], { kind: 'order', id: 3 }, card)).toMatchObject({ parkedOrderId: 3, chargeIds: [9], items: [] });
  });

  it('refuses what the server would refuse', () => {
    expect(payBlockReason([])).toBe(SALE_TEXTS.empty);
    expect(payBlockReason([free({ price: 0, originalPrice: null })])).toBe(SALE_TEXTS.noPrice);
    expect(payBlockReason([free()])).toBeNull();
  });

  it('shows the till methods switched on for this workstation', () => {
    const all = [cash, card, { id: 5, name: 'Faktura', gateway: 'invoicing' }, { id: 3, name: 'Swish', gateway: 'swish', workstation_ids: [9] }];
    expect(registerMethods(all, 1).map((m) => m.id)).toEqual([1, 2]);
    expect(registerMethods(all, 9).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('payment blocked by the register', () => {
  const ok: FiscalState = { fatal: false, flags: [], reasons: [] };
  const open = { id: 1, opened_at: '2026-11-21T07:00:00Z' };
  it('gives the Swedish reason', () => {
    expect(payBlockedBy(null, ok)).toBe(REGISTER_TEXTS.noRegister);
    expect(payBlockedBy({ id: 1, opened_at: null }, ok)).toBe(REGISTER_TEXTS.closed);
    expect(payBlockedBy(open, null)).toBe(FISCAL_TEXTS.checking);
    expect(payBlockedBy(open, { fatal: true, flags: ['notRegistered'], reasons: [{ flag: 'notRegistered', fatal: true, text: FISCAL_TEXTS.notRegistered }] }))
      .toBe(FISCAL_TEXTS.notRegistered);
    expect(payBlockedBy(open, { fatal: false, flags: ['lowStorage'], reasons: [{ flag: 'lowStorage', fatal: false, text: FISCAL_TEXTS.lowStorage }] })).toBeNull();
  });
});
