// The 'Fakturera' dialog's request and what it sends (issue 13: invoicing from the till, the booking, the group
// and the customer). State and pure rules only: the commands import this with the shell, the dialog is lazy.
import { observable } from '@legendapp/state';
import type { ContractAt, ContractBody } from '../../../contracts';
import { INVOICE_COMMAND_TEXTS as INVOICE_TEXTS } from '../../../domain/invoiceCommandTexts';
import type { CartLine, CartOwner } from '../../till/register/cartStore';
import { cartSourceOf } from '../../till/register/saleRequest';

/** What is invoiced: a booking (in the till's checkout mode it is checked out after), a group, a customer's open charges, or the till's lines. */
export type InvoiceSource =
  | { kind: 'booking'; id: number; checkOut?: boolean }
  | { kind: 'group'; id: number }
  | { kind: 'customer'; id: number }
  /** The lines the cashier is paying (the right side, else the whole cart) and whose cart they are. */
  | { kind: 'till'; owner: CartOwner; lines: CartLine[]; paymentLink?: boolean };

export interface CreateInvoiceRequest {
  source: InvoiceSource;
  /** One per opening: the dialog's client_key lives as long as this. */
  seq: number;
}

export const createInvoice$ = observable<CreateInvoiceRequest | null>(null);
let seq = 0;

export function openCreateInvoice(source: InvoiceSource) {
  createInvoice$.set({ source, seq: ++seq });
}
export const closeCreateInvoice = () => createInvoice$.set(null);

export type CreateInvoiceBody = ContractBody<ContractAt<'POST invoices/create'>>;

export interface InvoiceChoice {
  clientKey: string;
  paymentTermId: number;
  /** A customer chosen in the dialog (an order, a free sale, an owner without one); null: the owner's. */
  customerId: number | null;
  send: boolean;
}

export const isPaymentLink = (s: InvoiceSource) => s.kind === 'till' && !!s.paymentLink;

/** POST invoices/create's body. A payment link's e-mail is the resend that follows, so create itself sends nothing. */
export function createInvoiceBody(source: InvoiceSource, choice: InvoiceChoice): CreateInvoiceBody {
  const body: CreateInvoiceBody = {
    client_key: choice.clientKey,
    payment_term_id: choice.paymentTermId,
    send: choice.send && !isPaymentLink(source),
  };
  if (source.kind === 'booking') body.booking_id = source.id;
  else if (source.kind === 'group') body.booking_group_id = source.id;
  else if (source.kind === 'customer') return { ...body, customer_id: source.id };
  else Object.assign(body, cartSourceOf(source.lines, source.owner));
  if (choice.customerId != null) body.customer_id = choice.customerId;
  return body;
}

/** The dialog's title: 'Skicka betallänk', 'Fakturera {booking number}', 'Fakturera notan' or 'Fakturera {customer}'. */
export function createTitle(source: InvoiceSource, loaded: { number: string | null; customerName: string | null }) {
  if (isPaymentLink(source)) return INVOICE_TEXTS.createTitleLink;
  if (source.kind === 'customer') return INVOICE_TEXTS.createTitle(loaded.customerName ?? 'kunden');
  const owner = source.kind === 'till' ? source.owner.kind : source.kind;
  if (owner === 'order' || owner === 'none') return INVOICE_TEXTS.createTitleOrder;
  return INVOICE_TEXTS.createTitle(loaded.number ?? (owner === 'booking' ? 'bokningen' : 'gruppbokningen'));
}

/** Whether 'Skicka fakturan med e-post' can be ticked, and why not. */
export function sendState(email: string | null | undefined): { enabled: boolean; reason: string | null } {
  return email?.trim() ? { enabled: true, reason: null } : { enabled: false, reason: INVOICE_TEXTS.customerHasNoEmail };
}

/** A new client key per dialog opening (reused by every retry of that opening). */
export const newInvoiceKey = () =>
  `inv-${globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`}`;
