// The invoice pane's buttons as commands (money.md 2 "Invoice dialog"): payment, payout, credit, resend (plain
// or with a payment link), reminder, download and print; on a credit invoice owing money back also 'Flytta till
// tillgodo' (POST invoices/convert-to-credit, money.md 7). Which show and which are possible is one pure rule,
// invoiceActionState, read by the commands' `when` and by the pane.
import { useEffect } from 'react';
import { guard, loggedIn, role, type Rule } from '../../../commands/guards';
import { loadLater } from '../../../commands/loadLater';
import { defineCommand, registerCommands } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { call } from '../../../data/call';
import { showSnackbar } from '../../../data/snackbars';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { openInvoiceOverlay } from '../invoiceOverlays';
import { moveToCredit } from './moveToCredit';

/** What the rules need of the invoice the pane shows. */
export interface InvoiceFacts {
  id: number;
  number: number;
  isCredit: boolean;
  /** Nothing left to pay (or to pay out). */
  closed: boolean;
  overdue: boolean;
  /** A payment link can be sent (payment_options has 'surfboard'). */
  linkable: boolean;
  hasEmail: boolean;
  /** Öre a credit invoice still owes the customer (-remaining_amount; 0 when none or not a credit invoice). */
  owedBack: number;
  /** The invoice's customer (0 when it has none) and name, for 'Flytta till tillgodo'. */
  customerId: number;
  customerName: string;
}

declare module '../../../commands/contextKeys' {
  interface ContextKeys {
    /** The invoice the top pane shows, once loaded. */
    invoice: InvoiceFacts | null;
  }
}

export const INVOICE_ACTIONS = [
  'takePayment',
  'startRefund',
  'registerPayment',
  'registerPayout',
  'credit',
  'moveToCredit',
  'resend',
  'resendWithLink',
  'sendReminder',
  'download',
  'print',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** true: shown and possible; a string: shown, disabled for that reason; false: not shown. */
export type ActionState = true | string | false;

/**
 * The spec's rules: the payment buttons by kind ('Ta betalt' / 'Påbörja återbetalning', 'Registrera en
 * inbetalning' / 'Registrera en utbetalning'), off when nothing is left; a credit invoice is never credited; the
 * payment link hidden on a closed invoice (and a credit invoice, where no money comes in); the reminder only for
 * an overdue invoice; sending needs the customer's e-mail.
 */
export function invoiceActionState(f: InvoiceFacts): Record<InvoiceAction, ActionState> {
  const incoming: ActionState = f.isCredit ? false : f.closed ? T.invoiceClosed : true;
  const outgoing: ActionState = f.isCredit ? (f.closed ? T.creditClosed : true) : false;
  const mail: ActionState = f.hasEmail || T.customerHasNoEmail;
  // Our reading of convert-to-credit: only a credit invoice with money owed back to a customer (no reason shown).
  const movable = f.isCredit && f.owedBack > 0 && f.customerId > 0;
  return {
    takePayment: incoming,
    startRefund: outgoing,
    registerPayment: incoming,
    registerPayout: outgoing,
    credit: !f.isCredit,
    moveToCredit: movable,
    resend: mail,
    resendWithLink: f.closed || f.isCredit || !f.linkable ? false : mail,
    sendReminder: f.overdue && !f.isCredit ? mail : false,
    download: true,
    print: true,
  };
}

export const INVOICE_HOTKEYS: Record<InvoiceAction, string> = {
  takePayment: 'alt+t',
  startRefund: 'alt+shift+t',
  registerPayment: 'alt+j',
  registerPayout: 'alt+shift+j',
  credit: 'alt+shift+k',
  // Free everywhere on a Swedish keyboard (g, t, f and o of 'tillgodo' / 'flytta' are taken).
  moveToCredit: 'alt+shift+y',
  resend: 'alt+shift+s',
  resendWithLink: 'alt+shift+l',
  sendReminder: 'alt+shift+m',
  download: 'alt+shift+h',
  print: 'alt+shift+u',
};

const invoiceOnTop: Rule = (ctx) =>
  (ctx.pane?.param === 'invoice' && ctx.invoice != null && ctx.invoice.id === ctx.pane.id) || T.noInvoiceOpen;
const allowed = (action: InvoiceAction): Rule =>
  guard(
    loggedIn(),
    role('invoices', 'Din behörighet räcker inte'),
    invoiceOnTop,
    (ctx) => invoiceActionState(ctx.invoice!)[action],
  );

const loadPdf = loadLater(() => import('./invoicePdf'));
// A second press while the first send is on its way sends nothing more.
const sending = new Set<string>();
async function once(key: string, work: () => Promise<void>) {
  if (sending.has(key)) return;
  sending.add(key);
  try {
    await work();
  } catch {
    /* the API client's catalogue has shown the error */
  } finally {
    sending.delete(key);
  }
}

// The newest e-mail of the answer: a mail the mail server refused is recorded 'failed', and the server's own
// warning snackbar has said so; a success snackbar then would contradict it.
const sent = (d: { invoice: { emails: { id: number; status: string }[] } }) =>
  d.invoice.emails.reduce<{ id: number; status: string } | null>((a, m) => (a && a.id > m.id ? a : m), null)?.status !==
  'failed';

async function resend(id: number, withPaymentLink: boolean) {
  const d = await call('POST invoices/resend', { body: { invoiceId: id, withPaymentLink } });
  if (sent(d)) showSnackbar('success', withPaymentLink ? T.resentWithLink : T.resent);
}
async function remind(id: number) {
  const d = await call('POST invoices/send-reminder', { body: { invoiceId: id } });
  if (sent(d)) showSnackbar('success', T.reminderSent);
}

const command = (
  action: InvoiceAction,
  title: string,
  keywords: string[],
  run: (f: InvoiceFacts) => void | Promise<void>,
): CommandDescriptor =>
  defineCommand({
    id: `invoice.${action}`,
    title,
    group: 'Faktura',
    keywords,
    hotkey: INVOICE_HOTKEYS[action],
    scope: 'pane',
    owner: 'entity',
    when: allowed(action),
    run: (ctx: CommandContext) => (ctx.invoice ? run(ctx.invoice) : undefined),
  });

export const invoiceCommands: CommandDescriptor[] = [
  command('takePayment', T.takePayment, ['betala', 'kort', 'kontant', 'swish'], (f) =>
    openInvoiceOverlay('checkout', f.id),
  ),
  command('startRefund', T.startRefund, ['återbetala', 'utbetalning', 'kreditfaktura'], (f) =>
    openInvoiceOverlay('checkout', f.id),
  ),
  command('registerPayment', T.registerPayment, ['bank', 'bankgiro', 'inbetalning'], (f) =>
    openInvoiceOverlay('register-payment', f.id),
  ),
  command('registerPayout', T.registerPayout, ['utbetalning', 'bank'], (f) =>
    openInvoiceOverlay('register-payment', f.id),
  ),
  command('credit', T.credit, ['kreditfaktura', 'kreditera'], (f) => openInvoiceOverlay('credit', f.id)),
  command('moveToCredit', T.reassign, ['tillgodo', 'kreditfaktura', 'återbetalning', 'spara'], (f) =>
    once(`move:${f.id}`, async () => {
      await moveToCredit(f);
    }),
  ),
  command('resend', T.resend, ['skicka', 'e-post', 'mejl'], (f) => once(`resend:${f.id}`, () => resend(f.id, false))),
  command('resendWithLink', T.resendWithLink, ['betallänk', 'länk', 'skicka'], (f) =>
    once(`resend:${f.id}`, () => resend(f.id, true)),
  ),
  command('sendReminder', T.sendReminder, ['påminnelse', 'förfallen'], (f) =>
    once(`remind:${f.id}`, () => remind(f.id)),
  ),
  command('download', T.download, ['pdf', 'ladda ner', 'spara'], (f) =>
    once(`pdf:${f.id}`, async () => (await loadPdf()).downloadInvoicePdf(f.id, f.number)),
  ),
  command('print', T.print, ['pdf', 'skriv ut', 'utskrift'], (f) =>
    once(`pdf:${f.id}`, async () => (await loadPdf()).printInvoicePdf(f.id)),
  ),
];

// Registered while at least one invoice pane is mounted (a pane over a pane of the same kind replaces it).
let users = 0;
let unregister: (() => void) | null = null;
export function useInvoiceCommands() {
  useEffect(() => {
    if (users++ === 0) unregister = registerCommands(invoiceCommands);
    return () => {
      if (--users === 0) {
        unregister?.();
        unregister = null;
      }
    };
  }, []);
}
