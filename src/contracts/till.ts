// The till's reference data of the full data load: products, product groups, the layout tabs,
// payment methods, tally cards, the register with its terminal, and parked orders' charges.
import { z } from 'zod';
import { id, money, text } from '../domain/input';
import { PRODUCT_TEXTS } from '../domain/productForm';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();

export const product = row({
  id: int(),
  name: z.string(),
  barcode: z.string().nullable(),
  price: int(),
  deposit_price: int().nullable(),
  gui_color: z.string(),
  is_bulk: int(),
  product_group_id: int(),
  unit_id: int(),
  requires_delivery_date: z.boolean(),
  is_accommodation: z.boolean(),
});
export type Product = z.output<typeof product>;
export const products = contract('GET', 'products', { response: row({ products: z.array(product) }) });

/** 'Skapa ny produkt' at the till (money.md 2); the rules are src/domain/productForm.ts. */
export const createProduct = contract('POST', 'products/create', {
  body: z.object({
    name: text(PRODUCT_TEXTS.nameRequired)
      .nullish()
      .transform((v) => v ?? ''),
    product_group_id: id(PRODUCT_TEXTS.groupRequired).nullish(),
    price: z.number({ error: PRODUCT_TEXTS.priceInvalid }).nullish(),
    barcode: text(PRODUCT_TEXTS.barcodeInvalid).nullish(),
    gui_color: text(PRODUCT_TEXTS.colorInvalid).nullish(),
    is_bulk: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
    unit_id: id().nullish(),
    deposit_price: money({ negative: 'Pant kan inte vara negativ' }).nullish(),
  }),
  // Warnings: the rules' soft findings by field ({ barcode: ['…'] }), the product is made anyway.
  response: row({ product, warnings: z.record(z.string(), z.array(z.string())) }),
});

export const productGroup = row({
  id: int(),
  name: z.string(),
  kind: z.string(),
  display_order: int(),
  tax_name: z.string(),
  vat_code: z.string(),
  vat_rate: z.number().nullable(),
  products: z.array(int()),
});
export type ProductGroup = z.output<typeof productGroup>;
export const productGroups = contract('GET', 'product-groups', {
  response: row({ product_groups: z.array(productGroup) }),
});

export const layoutButton = row({
  id: int(),
  product_layout_tab_id: int(),
  parent_button_id: int().nullable(),
  row: int(),
  column: int(),
  type: z.string(),
  color: z.string().nullable(),
  text: z.string().nullable(),
  product_id: int().nullable(),
});
export const layoutTab = row({
  id: int(),
  name: z.string(),
  display_order: int(),
  is_pinned: z.boolean(),
  product_layout_buttons: z.array(layoutButton),
});
export type LayoutTab = z.output<typeof layoutTab>;
export type LayoutButton = z.output<typeof layoutButton>;
export const layoutTabs = contract('GET', 'layouts/tabs', { response: row({ layout_tabs: z.array(layoutTab) }) });

export const paymentMethod = row({
  id: int(),
  gateway: z.string(),
  name: z.string(),
  button_text: z.string(),
  icon_class_name: z.string(),
  gui_color: z.string().nullable(),
  default_gui_color: z.string(),
  settings_description: z.string().nullable(),
  allow_user_activation: z.boolean(),
  rounds_to_kronor: z.boolean(),
  display_order: int(),
  workstation_ids: z.array(int()),
  accounts: z.array(row({ id: int(), account_number: z.string(), name: z.string() })),
});
export type PaymentMethod = z.output<typeof paymentMethod>;
export const paymentMethods = contract('GET', 'payment-methods', {
  response: row({ payment_methods: z.array(paymentMethod) }),
});

export const tallyCard = row({ card_uid: z.string(), booking_id: int(), created_at: stamp().nullable() });
export type TallyCard = z.output<typeof tallyCard>;
export const tallyCards = contract('GET', 'tally/activecards', { response: row({ cards: z.array(tallyCard) }) });

/** A line on a booking, a group or a parked order. */
export const charge = row({
  id: int(),
  client_id: z.string().nullable(),
  booking_id: int().nullable(),
  parked_order_id: int().nullable(),
  product: row({ id: int(), name: z.string(), gui_color: z.string() }),
  product_id: int(),
  position_id: int().nullable(),
  quantity: int(),
  price: int(),
  original_price: int().nullable(),
  note: z.string().nullable(),
  caption: z.string().nullable(),
  delivery_date: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  discount_type: z.string(),
  discount_value: int(),
  status: z.string(),
  total: int(),
  is_tally_charge: z.boolean(),
  is_bookvisit_charge: z.boolean(),
  created_at: stamp(),
  updated_at: stamp(),
});
export type Charge = z.output<typeof charge>;
