// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../data/api', () => ({
  ApiError: class extends Error {},
  api: vi.fn(async (_m: string, path: string) => {
    if (path === 'bookings/5') return { booking: { id: 5, customer_id: 77 } };
    if (path === 'customer-credit/customer') return { customer_credit: { customer_id: 77, customerCredit: 5000 } };
    throw new Error(`unexpected ${path}`);
  }),
}));

const { addProduct, cart$, clearCart, loadSaved, moveLine, savedChargeLine } = await import('./cartStore');
const {
  credit$,
  chooseCredit,
  CREDIT_TEXTS,
  creditBlockReason,
  installCustomerCredit,
  payableWithCredit,
  validateCreditText,
} = await import('./customerCredit');
const { applyDiscountAll, DISCOUNT_ALL_TEXTS, discountTargets } = await import('./tillExtras.commands');
const { buildSaleRequest } = await import('./saleRequest');

const cola = { id: 11, name: 'Coca-Cola 33 cl', price: 2000 };
const bulle = { id: 12, name: 'Kanelbulle', price: 3250 };
const nbsp = (s: string | null) => s?.replace(/\u00a0/g, ' ');

describe('customer credit at the till', () => {
  beforeEach(() => {
    clearCart();
    credit$.set({ ownerKey: null, customerId: null, balance: null, use: 0 });
  });

  it("reads the booking customer's balance; a new owner forgets it", async () => {
    const off = installCustomerCredit();
    expect(creditBlockReason()).toBe(CREDIT_TEXTS.none);
    loadSaved({ kind: 'booking', id: 5 }, [savedChargeLine({ id: 1, product_id: 11, quantity: 1000, price: 2000 })]);
    await vi.waitFor(() =>
      expect(credit$.peek()).toMatchObject({ ownerKey: 'booking:5', customerId: 77, balance: 5000 }),
    );
    expect(creditBlockReason()).toBeNull();
    credit$.use.set(1000);
    clearCart();
    expect(credit$.peek()).toMatchObject({ ownerKey: null, balance: null, use: 0 });
    off();
  });

  it('asks how much (default min(balance, total)), checks it, and the payable shrinks; cash rounds after the credit', async () => {
    addProduct(bulle); // 32,50
    credit$.assign({ ownerKey: 'booking:5', customerId: 77, balance: 5000 });
    let asked = '';
    await chooseCredit(async (prefilled, validate) => {
      asked = prefilled;
      expect(validate('abc')).toBe(CREDIT_TEXTS.notNumber);
      expect(validate('-1')).toBe(CREDIT_TEXTS.notPositive);
      expect(nbsp(validate('40'))).toBe(CREDIT_TEXTS.aboveTotal);
      return '20';
    });
    expect(asked).toBe('32,50');
    expect(credit$.use.peek()).toBe(2000);
    const lines = cart$.lines.peek();
    expect(payableWithCredit(lines, false)).toMatchObject({ customerCredit: 2000, payable: 1250, rounding: 0 });
    expect(payableWithCredit(lines, true)).toMatchObject({ customerCredit: 2000, payable: 1300, rounding: 50 });
    const req = buildSaleRequest(
      lines,
      { kind: 'booking', id: 5 },
      { id: 1, name: 'Kontant', rounds_to_kronor: true },
      2000,
    );
    expect(req).toMatchObject({ amount: 1300, customer_credit_amount: 2000 });
    // All of it: one button pays 0.
    expect(buildSaleRequest(lines, { kind: 'booking', id: 5 }, { id: 2, name: 'Kort' }, 3250)).toMatchObject({
      amount: 0,
      customer_credit_amount: 3250,
    });
    expect(nbsp(validateCreditText('60', 5000, 9000))).toBe('Kunden har bara 50,00 kr tillgodo.');
    expect(validateCreditText('', 5000, 9000)).toBeNull();
  });
});

describe('Rabatt på alla', () => {
  beforeEach(() => clearCart());

  it('gives every new line of the paying side the discount; saved lines and the other side stay', () => {
    loadSaved({ kind: 'booking', id: 5 }, [savedChargeLine({ id: 1, product_id: 11, quantity: 1000, price: 2000 })]);
    const a = addProduct(cola);
    const b = addProduct(bulle);
    expect(discountTargets().map((l) => l.clientId)).toEqual([a, b]);
    expect(applyDiscountAll({ type: 'percent', value: 1000, override: false })).toBeNull();
    const byId = (id: string) => cart$.lines.peek().find((l) => l.clientId === id)!;
    expect([byId(a).discountType, byId(a).discountValue, byId(b).discountValue]).toEqual(['percent', 1000, 1000]);
    expect(byId('charge-1').discountType).toBe('none');

    // Only the right side is paid now: only it changes; an existing discount is kept unless override,
    // and when every line keeps its own the dialog says so instead of closing as if it had given one.
    moveLine(b, 'all');
    expect(applyDiscountAll({ type: 'flat', value: 5000, override: false })).toBe(DISCOUNT_ALL_TEXTS.allDiscounted);
    expect(DISCOUNT_ALL_TEXTS.allDiscounted).toMatch(/^Alla rader har redan rabatt/);
    expect(byId(b)).toMatchObject({ discountType: 'percent', discountValue: 1000 });
    expect(applyDiscountAll({ type: 'flat', value: 5000, override: true })).toBeNull();
    // Flat is capped at the item price.
    expect(byId(b)).toMatchObject({ discountType: 'flat', discountValue: 3250 });
    expect(byId(a)).toMatchObject({ discountType: 'percent', discountValue: 1000 });

    expect(applyDiscountAll({ type: 'fixed', value: 100, override: true })).toBe(DISCOUNT_ALL_TEXTS.type);
    expect(applyDiscountAll({ type: 'percent', value: 0, override: true })).toBe(DISCOUNT_ALL_TEXTS.value);
    clearCart();
    expect(applyDiscountAll({ type: 'percent', value: 100, override: true })).toBe(DISCOUNT_ALL_TEXTS.noLines);
  });
});
