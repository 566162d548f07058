// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../commands/types';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { INVOICE_ACTIONS, invoiceActionState, invoiceCommands, type InvoiceFacts } from './invoice.commands';

const facts = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  id: 1,
  number: 1001,
  isCredit: false,
  closed: false,
  overdue: false,
  linkable: true,
  hasEmail: true,
  owedBack: 0,
  customerId: 7,
  customerName: 'Anna Svensson',
  ...over,
});

/** The visible buttons, with true or the reason each is off. */
const shown = (f: InvoiceFacts) =>
  Object.fromEntries(Object.entries(invoiceActionState(f)).filter(([, v]) => v !== false));

describe('which invoice buttons show and why one is off', () => {
  it('an open invoice: pay, register, credit, send, link, download, print; no reminder', () => {
    expect(shown(facts())).toEqual({
      takePayment: true,
      registerPayment: true,
      credit: true,
      resend: true,
      resendWithLink: true,
      download: true,
      print: true,
    });
  });

  it('an overdue invoice also reminds', () => {
    expect(invoiceActionState(facts({ overdue: true })).sendReminder).toBe(true);
  });

  it('a closed invoice hides the payment link, keeps credit, and says why payment is off', () => {
    const s = invoiceActionState(facts({ closed: true }));
    expect(s.resendWithLink).toBe(false);
    expect(s.takePayment).toBe(T.invoiceClosed);
    expect(s.registerPayment).toBe(T.invoiceClosed);
    expect(s.credit).toBe(true);
  });

  it("a credit invoice: 'Påbörja återbetalning' and 'Registrera en utbetalning', never credited, no link or reminder", () => {
    expect(shown(facts({ isCredit: true, overdue: true }))).toEqual({
      startRefund: true,
      registerPayout: true,
      resend: true,
      download: true,
      print: true,
    });
    expect(invoiceActionState(facts({ isCredit: true, closed: true })).startRefund).toBe(T.creditClosed);
  });

  it.each([
    ['a credit invoice owing money back to its customer', { isCredit: true, owedBack: 30_000 }, true],
    ['a credit invoice with nothing left to pay back', { isCredit: true, owedBack: 0, closed: true }, false],
    ['a credit invoice without a customer', { isCredit: true, owedBack: 30_000, customerId: 0 }, false],
    ['an invoice (money comes in, nothing goes back)', { owedBack: 30_000 }, false],
  ])("'Flytta till tillgodo' on %s: %s", (_, over, answer) => {
    expect(invoiceActionState(facts(over)).moveToCredit).toBe(answer);
  });

  it('sending needs the customer’s e-mail', () => {
    const s = invoiceActionState(facts({ hasEmail: false, overdue: true }));
    expect([s.resend, s.resendWithLink, s.sendReminder]).toEqual([
      T.customerHasNoEmail,
      T.customerHasNoEmail,
      T.customerHasNoEmail,
    ]);
  });

  it('no payment link when the server offers none', () => {
    expect(invoiceActionState(facts({ linkable: false })).resendWithLink).toBe(false);
  });

  it('every action of an invoice is either an incoming or an outgoing one, never both', () => {
    for (const isCredit of [false, true]) {
      const s = invoiceActionState(facts({ isCredit }));
      expect([s.takePayment, s.startRefund].filter((v) => v !== false)).toHaveLength(1);
      expect([s.registerPayment, s.registerPayout].filter((v) => v !== false)).toHaveLength(1);
    }
  });
});

describe('the commands judge the invoice the top pane shows', () => {
  const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
    path: '/invoices',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: { top: 'pane', modal: null, pane: 'entity' },
    entity: null,
    selected: null,
    pane: { param: 'invoice', id: 1 },
    panes: [{ param: 'invoice', id: 1 }],
    invoice: facts(),
    ...over,
  });
  const when = (id: string, c: CommandContext) => invoiceCommands.find((x) => x.id === id)!.when!(c);

  it('has one command per action, each with its own key', () => {
    expect(invoiceCommands.map((c) => c.id)).toEqual(INVOICE_ACTIONS.map((a) => `invoice.${a}`));
    expect(new Set(invoiceCommands.map((c) => c.hotkey)).size).toBe(INVOICE_ACTIONS.length);
  });

  it.each([
    ['no invoice pane', { pane: { param: 'booking' as const, id: 1 } }, T.noInvoiceOpen],
    ['the pane still loading', { invoice: null }, T.noInvoiceOpen],
    ['another invoice loaded', { invoice: facts({ id: 2 }) }, T.noInvoiceOpen],
    ['a cashier', { level: 'kassor' }, 'Din behörighet räcker inte'],
    ['a closed invoice', { invoice: facts({ closed: true }) }, T.invoiceClosed],
    ['a credit invoice', { invoice: facts({ isCredit: true }) }, false],
    ['an open invoice', {}, true],
  ])("'Ta betalt' with %s", (_, over, answer) => {
    expect(when('invoice.takePayment', ctx(over as Partial<CommandContext>))).toBe(answer);
  });

  it("'Flytta till tillgodo' is judged on the top pane's invoice and needs the invoices role", () => {
    const owing = facts({ isCredit: true, owedBack: 5_000 });
    expect(when('invoice.moveToCredit', ctx({ invoice: owing }))).toBe(true);
    expect(when('invoice.moveToCredit', ctx({ invoice: owing, level: 'kassor' }))).toBe('Din behörighet räcker inte');
    expect(when('invoice.moveToCredit', ctx({ invoice: { ...owing, id: 2 } }))).toBe(T.noInvoiceOpen);
    expect(invoiceCommands.find((c) => c.id === 'invoice.moveToCredit')).toMatchObject({
      title: 'Flytta till tillgodo',
      hotkey: 'alt+shift+y',
    });
  });

  it('credits only an invoice, reminds only an overdue one', () => {
    expect(when('invoice.credit', ctx({ invoice: facts({ isCredit: true }) }))).toBe(false);
    expect(when('invoice.sendReminder', ctx())).toBe(false);
    expect(when('invoice.sendReminder', ctx({ invoice: facts({ overdue: true }) }))).toBe(true);
  });
});
