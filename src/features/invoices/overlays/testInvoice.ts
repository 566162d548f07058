// Invoices and payment methods as the overlays' tests use them (the contract's shapes, filled in).
import type { InvoiceDetail, SalesItem } from '../../../contracts/invoices';
import type { PaymentMethod } from '../../../contracts/till';

export const testLine = (id: number, quantity: number, price: number, over: Partial<SalesItem> = {}): SalesItem => ({
  id,
  product: { id: 100 + id, name: `Vara ${id}`, gui_color: 'blue' },
  product_name: `Vara ${id}`,
  quantity,
  price,
  original_price: null,
  caption: null,
  vat_rate: 2500,
  is_accommodation_charge: false,
  discount_type: null,
  discount_value: null,
  sale: Math.round((price * quantity) / 1000),
  ...over,
});

export function testInvoice(over: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const total = over.total ?? 100000;
  return {
    id: 5,
    invoice_number: 1042,
    ocr: '104206',
    invoice_date: '2026-03-01',
    due_date: '2026-03-31',
    deposit_due_date: null,
    total,
    deposit_amount: null,
    paid_amount: 0,
    credited_amount: 0,
    remaining_amount: total,
    rounding: 0,
    status: 'open',
    is_credit_invoice: false,
    isOverdue: false,
    isOverdueDeposit: false,
    original_invoice_id: null,
    original_invoice_number: null,
    customer_id: 9,
    customer_name: 'Anna Berg',
    booking_id: null,
    booking_group_id: null,
    booking_number: null,
    position_name: null,
    payment_term_id: 4,
    paymentTerm: '30 dagar',
    created_at: '2026-03-01T09:00:00.000Z',
    sales_items: [testLine(1, 2000, 40000, { is_accommodation_charge: true }), testLine(2, 1000, 20000)],
    payment_applications: [],
    credit_applications: [],
    emails: [],
    customer_email: null,
    vat_summary: [],
    payment_options: [],
    url: null,
    print: 'invoices/5/pdf',
    credit_invoice_ids: [],
    ...over,
  };
}

export const testMethod = (
  id: number,
  gateway: string,
  name: string,
  over: Partial<PaymentMethod> = {},
): PaymentMethod => ({
  id,
  gateway,
  name,
  button_text: name,
  icon_class_name: '',
  gui_color: null,
  default_gui_color: 'green',
  settings_description: null,
  allow_user_activation: true,
  rounds_to_kronor: false,
  display_order: id,
  workstation_ids: [],
  accounts: [{ id: 10 + id, account_number: `19${id}0`, name: `Konto ${id}` }],
  ...over,
});

/** Cash, card, Swish, bankgiro, and the three that never pay (invoicing, link, credit). */
export const TEST_METHODS: PaymentMethod[] = [
  testMethod(1, 'cash', 'Kontant'),
  testMethod(2, 'integrated_terminal', 'Kort'),
  testMethod(3, 'swish', 'Swish'),
  testMethod(4, 'bankgiro', 'Bankgiro', {
    accounts: [
      { id: 41, account_number: '5050-1055', name: 'Bankgiro 1' },
      { id: 42, account_number: '5050-2066', name: 'Bankgiro 2' },
    ],
  }),
  testMethod(5, 'invoicing', 'Fakturera'),
  testMethod(6, 'payment_link', 'Betallänk'),
  testMethod(7, 'customer_credit', 'Tillgodo'),
  testMethod(8, 'cash', 'Kassaskåp', { accounts: [] }),
];
