/**
 * The product form's rules (money.md 3 Product, 5 Product; 'Skapa ny produkt'), shared by the
 * console dialog and the server's POST products/create so both say the same thing.
 */

/** money.md 3: the product colours, in the spec's order. */
export const PRODUCT_COLORS = [
  'red',
  'pink',
  'purple',
  'deep-purple',
  'indigo',
  'blue',
  'light-blue',
  'cyan',
  'teal',
  'green',
  'light-green',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deep-orange',
  'brown',
  'blue-grey',
  'grey',
] as const;
export type ProductColor = (typeof PRODUCT_COLORS)[number];

/** Swedish names for the colour list (the spec gives only the identifiers). */
export const PRODUCT_COLOR_LABELS: Record<ProductColor, string> = {
  red: 'Röd',
  pink: 'Rosa',
  purple: 'Lila',
  'deep-purple': 'Mörklila',
  indigo: 'Indigo',
  blue: 'Blå',
  'light-blue': 'Ljusblå',
  cyan: 'Cyan',
  teal: 'Blågrön',
  green: 'Grön',
  'light-green': 'Ljusgrön',
  lime: 'Lime',
  yellow: 'Gul',
  amber: 'Bärnsten',
  orange: 'Orange',
  'deep-orange': 'Mörkorange',
  brown: 'Brun',
  'blue-grey': 'Blågrå',
  grey: 'Grå',
};

export const PRODUCT_NAME_MAX = 50;
/** Integer öre; far above any till price, so a typo of many digits is caught. */
export const PRODUCT_PRICE_MAX = 100_000_000;

export const PRODUCT_TEXTS = {
  nameRequired: 'Ange ett namn',
  nameTooLong: 'Max 50 tecken',
  duplicateName: 'Det finns redan en produkt med samma namn',
  groupRequired: 'Välj en produktgrupp till produkten',
  /** Same text as the 'Ange streckkod' dialog. */
  barcodeInvalid: 'Streckkoden ska vara 8 till 13 siffror',
  colorInvalid: 'Välj en av färgerna i listan',
  priceInvalid: 'Priset måste vara ett tal',
  priceTooHigh: 'Priset är för högt',
} as const;

/** A barcode already on another live product. */
export const barcodeUsedText = (productName: string) => `Streckkoden används redan av ${productName}`;

export type ProductField = 'name' | 'product_group_id' | 'price' | 'barcode' | 'gui_color';

/** What the form edits; price in öre (null = empty field), barcode '' = none. */
export interface ProductDraft {
  id: number;
  name: string;
  product_group_id: number | null;
  price: number | null;
  barcode: string;
  gui_color: string;
  is_bulk: 0 | 1;
  unit_id: number;
}

/** money.md 3: new-product defaults id 0, blue, is_bulk 0, price 0, unit 1; maybe a scanned barcode or a group. */
export function newProductDraft(
  prefill: { barcode?: string | null; productGroupId?: number | null } = {},
): ProductDraft {
  return {
    id: 0,
    name: '',
    product_group_id: prefill.productGroupId ?? null,
    price: 0,
    barcode: prefill.barcode?.trim() ?? '',
    gui_color: 'blue',
    is_bulk: 0,
    unit_id: 1,
  };
}

/** Another product as the rules see it. */
export interface ExistingProduct {
  id: number;
  name: string;
  barcode?: string | null;
}

export interface ProductIssues {
  errors: Partial<Record<ProductField, string>>;
  warnings: Partial<Record<ProductField, string>>;
}

/** A UPC-A (12 digits) and its EAN-13 form (a leading 0) are one code, as the scanner matches them. */
export function barcodeKey(code: string): string {
  const c = code.trim();
  return c.length === 12 ? `0${c}` : c;
}

export const isBarcode = (code: string) => /^\d{8,13}$/.test(code.trim());

/** The live product (other than `selfId`) that already carries this barcode, if any. */
export function productWithBarcode(
  code: string,
  others: readonly ExistingProduct[],
  selfId = 0,
): ExistingProduct | null {
  if (!code.trim()) return null;
  const key = barcodeKey(code);
  return others.find((p) => p.id !== selfId && p.barcode && barcodeKey(String(p.barcode)) === key) ?? null;
}

/** money.md 5 Product: duplicate names are compared without case (and without outer spaces). */
export function hasDuplicateName(name: string, others: readonly ExistingProduct[], selfId = 0): boolean {
  const n = name.trim().toLocaleLowerCase('sv-SE');
  return n !== '' && others.some((p) => p.id !== selfId && p.name.trim().toLocaleLowerCase('sv-SE') === n);
}

/**
 * Every rule of money.md 5 Product: errors block saving, the duplicate name only warns.
 * `others` are the live products (for the duplicate name and the used barcode); `groupIds` the
 * live product groups (when known: the server always knows, the console from its catalog).
 */
export function validateProduct(
  d: ProductDraft,
  ctx: { others?: readonly ExistingProduct[]; groupIds?: readonly number[] } = {},
): ProductIssues {
  const errors: ProductIssues['errors'] = {};
  const warnings: ProductIssues['warnings'] = {};
  const others = ctx.others ?? [];
  const name = d.name.trim();
  if (!name) errors.name = PRODUCT_TEXTS.nameRequired;
  else if (name.length > PRODUCT_NAME_MAX) errors.name = PRODUCT_TEXTS.nameTooLong;
  else if (hasDuplicateName(name, others, d.id)) warnings.name = PRODUCT_TEXTS.duplicateName;

  if (d.product_group_id == null || (ctx.groupIds && !ctx.groupIds.includes(d.product_group_id))) {
    errors.product_group_id = PRODUCT_TEXTS.groupRequired;
  }
  if (d.price != null && !Number.isSafeInteger(d.price)) errors.price = PRODUCT_TEXTS.priceInvalid;
  else if (d.price != null && Math.abs(d.price) > PRODUCT_PRICE_MAX) errors.price = PRODUCT_TEXTS.priceTooHigh;

  if (d.barcode.trim()) {
    if (!isBarcode(d.barcode)) errors.barcode = PRODUCT_TEXTS.barcodeInvalid;
    else {
      const holder = productWithBarcode(d.barcode, others, d.id);
      if (holder) errors.barcode = barcodeUsedText(holder.name);
    }
  }
  if (!(PRODUCT_COLORS as readonly string[]).includes(d.gui_color)) errors.gui_color = PRODUCT_TEXTS.colorInvalid;
  return { errors, warnings };
}

export const hasProductErrors = (i: ProductIssues) => Object.keys(i.errors).length > 0;

/** What is stored: trimmed name, the price as its absolute value (empty or 0 = no fixed price), no empty barcode. */
export function normalizeProduct(d: ProductDraft) {
  return {
    name: d.name.trim(),
    product_group_id: d.product_group_id,
    price: Math.abs(d.price ?? 0),
    barcode: d.barcode.trim() || null,
    gui_color: d.gui_color,
    is_bulk: d.is_bulk,
    unit_id: d.unit_id,
  };
}
