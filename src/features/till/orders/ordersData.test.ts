// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { krText, orderTotalOre, type ParkedCharge, type ParkedOrder } from './ordersData';
import { sampleCharge } from '../../../contracts/samples';

const charge = (price: number, quantity: number): ParkedCharge =>
  sampleCharge({
    id: 1,
    product_id: 1,
    product: { id: 1, name: 'Vara', gui_color: 'blue' },
    quantity,
    price,
    original_price: null,
    discount_type: 'none',
    discount_value: 0,
  });

describe('parked order totals as the lists show them', () => {
  it('an order stored before the bounds (500 lines × 1e9 × 1e8) shows a dash instead of throwing', () => {
    const order: ParkedOrder = {
      id: 1,
      name: 'Stor',
      created_at: '',
      updated_at: '',
      charges: Array.from({ length: 500 }, () => charge(1e8, 1e9)),
    };
    expect(() => krText(orderTotalOre(order))).not.toThrow();
    expect(krText(orderTotalOre(order))).toBe('–');
  });
  it('an ordinary total is formatted in kronor', () => {
    expect(
      krText(orderTotalOre({ id: 2, name: 'Bord 4', created_at: '', updated_at: '', charges: [charge(2500, 2000)] })),
    ).toBe('50,00\u00a0kr');
  });
});
