// Whole rows for tests: each contract type with neutral defaults (flags off, lists empty), overridden by
// what a test relies on.
import type { Booking } from './bookings';
import type { Country, Position } from './catalog';
import type { ParkedOrder } from './parkedOrders';
import type { RegisterDay } from './register';
import type { Charge, LayoutTab, PaymentMethod, Product, ProductGroup } from './till';

const STAMP = '2026-01-01T00:00:00.000Z';

export const sampleRegister = (over: Partial<RegisterDay> = {}): RegisterDay => ({
  id: 1,
  name: 'Kassa 1',
  legal_name: 'Demo Camping AB',
  org_number: '556000-0000',
  address: 'Campingvägen 1',
  opened_at: null,
  is_registered: false,
  is_assigned_to_workstation: false,
  workstation_id: null,
  control_unit_manufacturer_id: null,
  current_control_unit: { manufacturer_id: null, requires_client_signature: false },
  printer_port: 'SIM',
  did_not_close: false,
  grand_total_sales: 0,
  grand_total_returns: 0,
  last_receipt_serial: 0,
  warnings: [],
  reports: [],
  ...over,
});

export const sampleProduct = (over: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Vara',
  barcode: null,
  price: 0,
  deposit_price: null,
  gui_color: 'blue',
  is_bulk: 0,
  product_group_id: 1,
  unit_id: 1,
  requires_delivery_date: false,
  is_accommodation: false,
  ...over,
});

export const sampleProductGroup = (over: Partial<ProductGroup> = {}): ProductGroup => ({
  id: 1,
  name: 'Varor',
  kind: 'goods',
  display_order: 0,
  tax_name: 'Moms 25 %',
  vat_code: 'MP1',
  vat_rate: 2500,
  products: [],
  ...over,
});

export const sampleLayoutTab = (over: Partial<LayoutTab> = {}): LayoutTab => ({
  id: 1,
  name: 'Flik',
  display_order: 0,
  is_pinned: false,
  product_layout_buttons: [],
  ...over,
});

export const samplePaymentMethod = (over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  gateway: 'cash',
  name: 'Kontant',
  button_text: over.name ?? 'Kontant',
  icon_class_name: '',
  gui_color: null,
  default_gui_color: 'green',
  settings_description: null,
  allow_user_activation: true,
  rounds_to_kronor: false,
  display_order: 0,
  workstation_ids: [],
  accounts: [],
  ...over,
});

export const samplePosition = (over: Partial<Position> = {}): Position => ({
  id: 1,
  name: '1',
  full_name: 'Plats 1',
  map_name: '1',
  category_id: 1,
  map_x: 0,
  map_y: 0,
  width: 0.01,
  height: 0.01,
  border_radius: 0,
  display_order: 0,
  remarks: null,
  has_electricity: false,
  deleted_at: null,
  ...over,
});

export const sampleCountry = (over: Partial<Country> = {}): Country => ({
  id: 752,
  iso_code: 'SE',
  name: 'Sverige',
  dialling_code: '46',
  is_common: true,
  default_language: 'sv',
  ...over,
});

export const sampleCharge = (over: Partial<Charge> = {}): Charge => ({
  id: 1,
  client_id: null,
  booking_id: null,
  parked_order_id: null,
  product: { id: 1, name: 'Vara', gui_color: 'blue' },
  product_id: 1,
  position_id: null,
  quantity: 1000,
  price: 0,
  original_price: null,
  note: null,
  caption: null,
  delivery_date: null,
  start: null,
  end: null,
  discount_type: 'none',
  discount_value: 0,
  status: 'parked',
  total: 0,
  is_tally_charge: false,
  is_bookvisit_charge: false,
  created_at: STAMP,
  updated_at: STAMP,
  ...over,
});

export const sampleParkedOrder = (over: Partial<ParkedOrder> = {}): ParkedOrder => ({
  id: 1,
  name: 'Nota',
  created_at: STAMP,
  updated_at: STAMP,
  charges: [],
  ...over,
});

export const sampleBooking = (over: Partial<Booking> = {}): Booking => ({
  id: 1,
  booking_number: '1',
  title: 'Bokning 1',
  type: 'regular',
  check_in: '2026-01-01',
  check_out: '2026-01-02',
  checked_in_at: null,
  checked_out_at: null,
  auto_checkout_at: null,
  confirmed_at: STAMP,
  created_at: STAMP,
  updated_at: STAMP,
  deleted_at: null,
  is_draft: false,
  draft_expires_at: null,
  position_id: null,
  category_id: 1,
  customer_id: null,
  customer_name: '',
  customer_country_id: null,
  booking_group_id: null,
  adults: 2,
  children: 0,
  dogs: 0,
  expected_arrival_time: null,
  total_accommodation_amount: 0,
  remaining_accommodation_amount: 0,
  is_fully_paid: true,
  channel_id: 1,
  access_driver: null,
  cancellation_status: null,
  remarks: null,
  ...over,
});
