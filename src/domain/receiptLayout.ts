// What a receipt shows of a discounted line and how its VAT table fits the paper: shared by the
// server's receipt print object (server/sales/receiptPrint.ts) and the receipt pane.
import { basePriceOre, chargeLineDiscountOre, chargeLineTotalOre, type ChargePricing } from './discount';
import { lineTotalOre } from './money';
import { columns, type PrintItem, type PrintTableCell } from './printObject';

/** A line's price before its discount and the discount itself (SKVFS 2014:9: a discount is shown). */
export interface LineDiscount {
  /** The unit price before the discount: the product's price for a hand-set price (fixed). */
  basePrice: number;
  /** quantity × basePrice: what the line would have cost. */
  gross: number;
  /** gross − what the line costs; the other sign when a price was raised by hand (or on a return). */
  discount: number;
  kind: 'percent' | 'flat' | 'price';
  /** Hundredths of a percent (percent), öre per unit (flat), the new unit price (price). */
  value: number;
}

/** The discount of a line, or null when it has none: a price set by hand counts as one (as on the X/Z reports). */
export function lineDiscount(c: ChargePricing, sale = chargeLineTotalOre(c)): LineDiscount | null {
  const discount = chargeLineDiscountOre(c, sale);
  if (c.discountType === 'none' || discount === 0) return null;
  const basePrice = basePriceOre(c);
  const kind = c.discountType === 'fixed' ? 'price' : c.discountType;
  return {
    basePrice,
    gross: lineTotalOre(basePrice, c.quantity),
    discount,
    kind,
    value: kind === 'price' ? c.price : c.discountValue,
  };
}

const percentText = (hundredths: number) => `${(hundredths / 100).toString().replace('.', ',')} %`;

/** 'Rabatt 10 %', 'Rabatt 5,00 kr/st', 'Rabatt, nytt pris 0,01 kr/st' or 'Påslag, nytt pris …'. */
export function lineDiscountText(d: LineDiscount, kr: (ore: number) => string): string {
  if (d.kind === 'percent') return `Rabatt ${percentText(d.value)}`;
  if (d.kind === 'flat') return `Rabatt ${kr(d.value)}/st`;
  return `${d.value < d.basePrice ? 'Rabatt' : 'Påslag'}, nytt pris ${kr(d.value)}/st`;
}

export interface VatRow {
  rate: number;
  gross: number;
  vat: number;
  net: number;
}

const HEADERS = ['Moms %', 'Moms', 'Netto', 'Brutto'];

/**
 * The VAT per rate for a paper `width` characters wide. A table (rate, VAT, net, gross; amounts
 * in `kr` without the 'kr') whose columns are as wide as their longest text, the spare room shared out; when
 * even that does not fit (amounts of millions on narrow paper), one block per rate of left-right
 * lines, which fits any amount a line can hold. Nothing ever wraps inside a number.
 */
export function vatTableItems(vat: readonly VatRow[], width: number, kr: (ore: number) => string): PrintItem[] {
  const amount = (ore: number) => kr(ore).replace(/[\s\u00a0]kr$/, '');
  const rows = vat.map((v) => [percentText(v.rate), amount(v.vat), amount(v.net), amount(v.gross)]);
  const need = HEADERS.map((h, i) => Math.max(columns(h), ...rows.map((r) => columns(r[i]))));
  // Every column but the last keeps one space after it.
  const widths = need.map((n, i) => (i < need.length - 1 ? n + 1 : n));
  const slack = width - widths.reduce((a, b) => a + b, 0);
  if (slack < 0) return vatBlocks(vat, kr);
  for (let k = 0; k < slack; k++) widths[1 + (k % 3)] += 1;
  const cell = (text: string, i: number): PrintTableCell => ({
    width: widths[i] / width,
    align: i === 0 ? 'left' : 'right',
    text,
  });
  return [{ type: 'table', rows: [HEADERS, ...rows].map((r) => r.map(cell)) }];
}

function vatBlocks(vat: readonly VatRow[], kr: (ore: number) => string): PrintItem[] {
  const pair = (l: string, r: string): PrintItem => ({ type: 'left-right', values: [l, r], bold: false, text_size: 0 });
  return vat.flatMap((v) => [
    { type: 'text', value: `Moms ${percentText(v.rate)}`, alignment: 'left', bold: false, text_size: 0 } as PrintItem,
    pair('  Moms', kr(v.vat)),
    pair('  Netto', kr(v.net)),
    pair('  Brutto', kr(v.gross)),
  ]);
}
