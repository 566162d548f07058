import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  barcodeKey,
  barcodeUsedText,
  hasDuplicateName,
  newProductDraft,
  normalizeProduct,
  PRODUCT_COLORS,
  productWithBarcode,
  validateProduct,
  type ExistingProduct,
  type ProductDraft,
  type ProductField,
} from './productForm';

const others: ExistingProduct[] = [
  { id: 1, name: 'Glass Piggelin', barcode: '7310865004703' },
  { id: 2, name: 'Kaffe', barcode: '036000291452' },
  { id: 3, name: 'Tvättpolett', barcode: null },
];
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...newProductDraft(),
  name: 'Solkräm',
  product_group_id: 10,
  ...over,
});

describe('newProductDraft', () => {
  it('has the spec defaults: id 0, blue, is_bulk 0, price 0, unit 1', () => {
    expect(newProductDraft()).toEqual({
      id: 0,
      name: '',
      product_group_id: null,
      price: 0,
      barcode: '',
      gui_color: 'blue',
      is_bulk: 0,
      unit_id: 1,
    });
  });
  it('takes a scanned barcode and a product group', () => {
    expect(newProductDraft({ barcode: ' 2000000000008 ', productGroupId: 4 })).toMatchObject({
      barcode: '2000000000008',
      product_group_id: 4,
    });
  });
});

describe('validateProduct', () => {
  const cases: [string, Partial<ProductDraft>, ProductField, string | undefined][] = [
    ['name required', { name: '   ' }, 'name', 'Ange ett namn'],
    ['name 50 characters is fine', { name: 'x'.repeat(50) }, 'name', undefined],
    ['name 51 characters', { name: 'x'.repeat(51) }, 'name', 'Max 50 tecken'],
    ['name counted without outer spaces', { name: ` ${'x'.repeat(50)} ` }, 'name', undefined],
    ['group required', { product_group_id: null }, 'product_group_id', 'Välj en produktgrupp till produkten'],
    ['group must be a live one', { product_group_id: 99 }, 'product_group_id', 'Välj en produktgrupp till produkten'],
    ['empty price is fine (no fixed price)', { price: null }, 'price', undefined],
    ['negative price is fine (stored as absolute)', { price: -2500 }, 'price', undefined],
    ['price not a whole number of öre', { price: 12.5 }, 'price', 'Priset måste vara ett tal'],
    ['price far too high', { price: 100_000_001 }, 'price', 'Priset är för högt'],
    ['no barcode is fine', { barcode: '' }, 'barcode', undefined],
    ['barcode 7 digits', { barcode: '1234567' }, 'barcode', 'Streckkoden ska vara 8 till 13 siffror'],
    ['barcode 14 digits', { barcode: '12345678901234' }, 'barcode', 'Streckkoden ska vara 8 till 13 siffror'],
    ['barcode with letters', { barcode: '12345678A' }, 'barcode', 'Streckkoden ska vara 8 till 13 siffror'],
    ['barcode 8 digits', { barcode: '12345670' }, 'barcode', undefined],
    ['barcode in use', { barcode: '7310865004703' }, 'barcode', 'Streckkoden används redan av Glass Piggelin'],
    [
      'barcode in use in its EAN-13 form',
      { barcode: '0036000291452' },
      'barcode',
      'Streckkoden används redan av Kaffe',
    ],
    ['colour from the list', { gui_color: 'deep-orange' }, 'gui_color', undefined],
    ['colour not in the list', { gui_color: 'black' }, 'gui_color', 'Välj en av färgerna i listan'],
  ];
  it.each(cases)('%s', (_, over, field, expected) => {
    expect(validateProduct(draft(over), { others, groupIds: [10, 11] }).errors[field]).toBe(expected);
  });

  it('warns, without blocking, about a name already used (case-insensitive)', () => {
    const r = validateProduct(draft({ name: 'KAFFE ' }), { others, groupIds: [10] });
    expect(r.warnings.name).toBe('Det finns redan en produkt med samma namn');
    expect(r.errors).toEqual({});
  });

  it('does not compare a product with itself', () => {
    expect(validateProduct(draft({ id: 2, name: 'Kaffe', barcode: '036000291452' }), { others }).errors).toEqual({});
    expect(validateProduct(draft({ id: 2, name: 'Kaffe' }), { others }).warnings).toEqual({});
  });

  it('accepts every colour of the list', () => {
    for (const c of PRODUCT_COLORS) expect(validateProduct(draft({ gui_color: c })).errors).toEqual({});
  });
});

describe('barcodes', () => {
  it('a UPC-A and its EAN-13 form are the same code', () => {
    expect(barcodeKey('036000291452')).toBe(barcodeKey('0036000291452'));
    expect(productWithBarcode('0036000291452', others)?.id).toBe(2);
    expect(productWithBarcode('', others)).toBeNull();
    expect(barcodeUsedText('Kaffe')).toBe('Streckkoden används redan av Kaffe');
  });
  it('duplicate names ignore case and outer spaces, never match an empty name', () => {
    expect(hasDuplicateName('  glass piggelin', others)).toBe(true);
    expect(hasDuplicateName('', [{ id: 9, name: '' }])).toBe(false);
  });
});

describe('normalizeProduct', () => {
  it('stores the price as its absolute value; empty means 0 (no fixed price)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (p) => {
        expect(normalizeProduct(draft({ price: p })).price).toBe(Math.abs(p));
      }),
    );
    expect(normalizeProduct(draft({ price: null })).price).toBe(0);
  });
  it('trims the name and drops an empty barcode', () => {
    expect(normalizeProduct(draft({ name: ' Solkräm ', barcode: ' ' }))).toMatchObject({
      name: 'Solkräm',
      barcode: null,
    });
  });
});
