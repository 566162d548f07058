import { describe, expect, it } from 'vitest';
import { chargeTotal, isUnpaidCharge, remainingToPay } from './checkoutSums';

describe('checkout sums', () => {
  it('a line is price × quantity (thousandths) less its discount', () => {
    expect(chargeTotal({ price: 5000, quantity: 2000 })).toBe(10000);
    expect(chargeTotal({ price: 3333, quantity: 1500 })).toBe(5000);
    expect(chargeTotal({ price: 10000, quantity: 1000, discount_type: 'percent', discount_value: 2500 })).toBe(7500);
    expect(chargeTotal({ price: 10000, quantity: 1000, discount_type: 'flat', discount_value: 15000 })).toBe(0);
    expect(chargeTotal({ price: 10000, quantity: 1000, total: 4200 })).toBe(4200);
  });

  it('paid and invoiced charges are settled; parked ones are still to pay', () => {
    expect(isUnpaidCharge({ price: 1, quantity: 1000, status: 'paid' })).toBe(false);
    expect(isUnpaidCharge({ price: 1, quantity: 1000, status: 'invoiced' })).toBe(false);
    expect(isUnpaidCharge({ price: 1, quantity: 1000, status: 'parked' })).toBe(true);
  });

  it('remaining = accommodation left + unpaid charges', () => {
    const charges = [
      { price: 5000, quantity: 1000, status: 'parked' },
      { price: 9900, quantity: 1000, status: 'paid' },
      { price: 2500, quantity: 2000, status: 'parked' },
    ];
    expect(remainingToPay(30000, charges)).toBe(40000);
    expect(remainingToPay(0, [])).toBe(0);
    expect(remainingToPay(-500, [])).toBe(0);
  });
});
