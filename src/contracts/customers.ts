// Customers (bookings.md 3 "Customer"): one customer, saving it, its bookings, history, documents and credit.
import { z } from 'zod';
import { id, idOrNew, idParam, text as inputText } from '../domain/input';
import { bookingFields } from './bookings';
import { country } from './catalog';
import { contract } from './define';
import { customerEditingRecord, documentInvoice, documentReceipt } from './documents';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();
const maybe = () => z.string().nullable();

/** A customer with every field, as the customer pane and forms read it (server/customers/routes.ts). */
export const customer = row({
  id: int(),
  full_name: z.string(),
  given_name: maybe(),
  surname: maybe(),
  is_org: z.boolean(),
  org_name: maybe(),
  org_number: maybe(),
  org_reference: maybe(),
  street_name: maybe(),
  street_number: maybe(),
  zip: maybe(),
  city: maybe(),
  country: country.nullable(),
  country_id: int(),
  dialling_code_country_id: int().nullable(),
  diallingCodeCountry: country.nullable(),
  phone_number: maybe(),
  fullPhoneNumber: maybe(),
  email: maybe(),
  email_status: maybe(),
  shortAddress: z.string(),
  customer_description: maybe(),
  color: z.string(),
  class: z.string(),
  created_at: stamp(),
  updated_at: stamp(),
  deleted_at: stamp().nullable(),
});
export type Customer = z.output<typeof customer>;

const customerParams = z.object({ id: idParam() });
const customerAnswer = row({ customer });

export const customerShow = contract('GET', 'customers/:id', { params: customerParams, response: customerAnswer });

const text = () => inputText('Måste vara en text').max(1000, 'Max 1000 tecken').nullish();
const countryRef = () => id('Välj ett land').nullish();
/** The form's fields; anything else the client sends (full_name, country objects...) is ignored. */
export const customerBody = z.object({
  id: idOrNew().nullish(),
  is_org: z.boolean().optional(),
  given_name: text(),
  surname: text(),
  org_name: text(),
  org_number: text(),
  org_reference: text(),
  street_name: text(),
  street_number: text(),
  zip: text(),
  city: text(),
  country_id: countryRef(),
  dialling_code_country_id: countryRef(),
  phone_number: text(),
  email: text(),
});
export type CustomerBody = z.output<typeof customerBody>;
/** Create (no id or 0) or update. */
export const saveCustomer = contract('POST', 'customers', { body: customerBody, response: customerAnswer });

export const customerBookings = contract('GET', 'customers/:id/bookings', {
  params: customerParams,
  response: row({ bookings: z.array(bookingFields) }),
});
export const customerEditingRecords = contract('GET', 'customers/editing-records', {
  query: z.object({ customer_id: idParam() }),
  response: row({ editing_records: z.array(customerEditingRecord) }),
});
export const customerReceipts = contract('GET', 'customers/:id/receipts', {
  params: customerParams,
  response: row({ receipts: z.array(documentReceipt) }),
});
export const customerInvoices = contract('GET', 'customers/:id/invoices', {
  params: customerParams,
  response: row({ invoices: z.array(documentInvoice) }),
});

export const creditTimelineItem = row({ date: z.string(), amount: int(), text: z.string(), balance_amount: int() });
export type CreditTimelineItem = z.output<typeof creditTimelineItem>;
export const customerCredit = contract('GET', 'customer-credit/customer', {
  query: z.object({
    customerId: idParam('Välj en kund'),
    // Query strings carry '1'/'true'/'0'/'false'.
    includeTimeline: z.enum(['1', '0', 'true', 'false'], { error: 'Måste vara sant eller falskt' }).optional(),
  }),
  response: row({
    customer_credit: row({
      customer_id: int(),
      customerCredit: int(),
      timelineItems: z.array(creditTimelineItem).optional(),
    }),
  }),
});
