// @vitest-environment jsdom
// 'Fakturera' by context (a table: context in, availability out), the request each source makes, and the till's
// pseudo methods on the payment bar whatever methods the workstation has switched on.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../../commands/types';
import { samplePaymentMethod, sampleRegister } from '../../../contracts/samples';
import { installNavigation } from '../../../navigation/navigation';

vi.mock('../../../data/api', () => ({ ApiError: class extends Error {}, api: vi.fn() }));
vi.mock('../../till/payment/fiscal', async () => {
  const { observable } = await import('@legendapp/state');
  return { fiscal$: observable({ fatal: false, flags: [], reasons: [] }), refreshFiscal: vi.fn() };
});
const location = { pathname: '/register', search: {} as Record<string, unknown> };
installNavigation({ navigate: vi.fn(), location: () => location });

const { invoiceCreateCommands, INVOICE_RIGHTS } = await import('./invoiceCreate.commands');
const { createInvoice$, createInvoiceBody, createTitle, sendState } = await import('./createInvoice');
const { availability, installContextProvider, registerCommands } = await import('../../../commands/registry');
const { invoiceBlockReason } = await import('../../till/register/saleRequest');
const { catalog$ } = await import('../../../data/stores');
const { session$ } = await import('../../../data/session');
const { cart$, clearCart, addProduct } = await import('../../till/register/cartStore');
const { installCartKeys } = await import('../../till/register/till.commands');
const { PaymentBar } = await import('../../till/register/PaymentBar');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const line = (over: Record<string, unknown> = {}) =>
  ({
    clientId: 'a',
    productId: 1,
    name: 'Glass',
    quantity: 1000,
    price: 2500,
    originalPrice: 2500,
    discountType: 'none',
    discountValue: 0,
    side: 'left',
    ...over,
  }) as never;
const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  path: '/bookings',
  level: 'receptionist',
  modules: ['PMS'],
  loggedIn: true,
  focus: { top: 'pane', modal: null, pane: 'entity' },
  entity: null,
  selected: null,
  ...over,
});
const judge = (id: string, over: Partial<CommandContext>) =>
  availability(invoiceCreateCommands.find((c) => c.id === id)!, ctx(over));
const pane = (param: 'booking' | 'group' | 'customer' | 'invoice', id: number) => ({ pane: { param, id } });
const booking = (over: Record<string, unknown> = {}) => ({
  booking: {
    id: 7,
    known: {
      check_in: '2026-07-01',
      check_out: '2026-07-04',
      checked_in_at: null,
      checked_out_at: null,
      deleted_at: null,
      is_draft: false,
      confirmed_at: 'x',
      ...over,
    },
    customer: { isOrg: null, countryId: null, hasCustomer: true },
  },
});
const cart = (lines: never[]) => ({ cart: { lines, payBlock: null, creditBlock: null, methods: [] } });

describe("'Fakturera' by context", () => {
  it.each<[string, string, Partial<CommandContext>, boolean | string]>([
    ['booking pane on top', 'booking.invoice', { ...pane('booking', 7), ...booking() }, true],
    [
      'a draft',
      'booking.invoice',
      { ...pane('booking', 7), ...booking({ is_draft: true, confirmed_at: null }) },
      'Ett utkast kan inte faktureras',
    ],
    ['a customer pane on top: not the booking verb', 'booking.invoice', pane('customer', 3), false],
    ['no pane', 'booking.invoice', {}, 'Ingen bokning är öppen'],
    ['the checkout mode', 'booking.invoice', { path: '/register/booking/7/checkout' }, true],
    ['a cashier', 'booking.invoice', { level: 'kassor', ...pane('booking', 7) }, INVOICE_RIGHTS],
    ['palette page of a booking', 'booking.invoice', { entity: { type: 'booking', id: 7 } }, true],
    [
      'palette page of a customer',
      'booking.invoice',
      { entity: { type: 'customer', id: 3 }, ...pane('booking', 7) },
      false,
    ],
    ['group pane on top', 'bookingGroup.invoice', pane('group', 2), true],
    ['group verb over a booking pane', 'bookingGroup.invoice', pane('booking', 7), false],
    ['group verb with no pane', 'bookingGroup.invoice', {}, 'Ingen gruppbokning är öppen'],
    ['customer pane on top', 'customer.invoice', pane('customer', 3), true],
    ['customer verb over the invoice pane', 'customer.invoice', pane('invoice', 40), false],
    ['till: the cart', 'register.invoice', { path: '/register', level: 'kassor', ...cart([line()]) }, true],
    ['till: a link', 'register.paymentLink', { path: '/register', level: 'kassor', ...cart([line()]) }, true],
    ['till: empty', 'register.invoice', { path: '/register', ...cart([]) }, 'Varukorgen är tom'],
    [
      'till: a return',
      'register.invoice',
      { path: '/register', ...cart([line({ quantity: -1000 })]) },
      'Det finns inget att fakturera',
    ],
    ['till: elsewhere', 'register.invoice', { path: '/orders', ...cart([line()]) }, 'Öppna kassan (Försäljning) först'],
  ])('%s', (_n, id, over, want) => expect(judge(id, over)).toBe(want === false ? '' : want));

  it('one pane on top answers alt+F: never two verbs at once', () => {
    for (const p of [pane('booking', 7), pane('group', 2), pane('customer', 3), pane('invoice', 4)]) {
      const held = ['booking.invoice', 'bookingGroup.invoice', 'customer.invoice'].filter(
        (id) => judge(id, { ...p, ...booking() }) === true,
      );
      expect(held.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('what the till may invoice', () => {
  it.each<[string, never[], string | null]>([
    ['a sale', [line()], null],
    ['nothing', [], 'Varukorgen är tom'],
    ['a zero quantity', [line({ quantity: 0 })], 'Antalet kan inte vara 0'],
    ['no price', [line({ price: 0, originalPrice: null })], 'Någon rad saknar pris'],
    ['a return', [line({ quantity: -2000 })], 'Det finns inget att fakturera'],
    ['a sale with a return under it', [line(), line({ clientId: 'b', quantity: -1000, price: 1000 })], null],
  ])('%s', (_n, lines, want) => expect(invoiceBlockReason(lines)).toBe(want));
});

describe('the request and the title', () => {
  const choice = { clientKey: 'inv-12345678', paymentTermId: 4, customerId: null, send: true };
  it('names the owner, and the chosen customer only when the dialog asked for one', () => {
    expect(createInvoiceBody({ kind: 'group', id: 2 }, choice)).toEqual({
      client_key: 'inv-12345678',
      payment_term_id: 4,
      send: true,
      booking_group_id: 2,
    });
    expect(
      createInvoiceBody({ kind: 'till', owner: { kind: 'none' }, lines: [line()] }, { ...choice, customerId: 9 }),
    ).toEqual({
      client_key: 'inv-12345678',
      payment_term_id: 4,
      send: true,
      items: [{ product_id: 1, quantity: 1000, price: 2500, discount_type: 'none', discount_value: 0, line_id: 'a' }],
      customer_id: 9,
    });
  });
  it.each<[string, Parameters<typeof createTitle>[0], string]>([
    ['a booking', { kind: 'booking', id: 7 }, 'Fakturera 2026-00007'],
    ['a group', { kind: 'group', id: 2 }, 'Fakturera 2026-00007'],
    ['a customer', { kind: 'customer', id: 3 }, 'Fakturera Anna Berg'],
    ['an order', { kind: 'till', owner: { kind: 'order', id: 1 }, lines: [] }, 'Fakturera notan'],
    ['a free sale', { kind: 'till', owner: { kind: 'none' }, lines: [] }, 'Fakturera notan'],
    ['a link', { kind: 'till', owner: { kind: 'booking', id: 7 }, lines: [], paymentLink: true }, 'Skicka betallänk'],
  ])('titles %s', (_n, source, want) =>
    expect(createTitle(source, { number: '2026-00007', customerName: 'Anna Berg' })).toBe(want),
  );
  it('sends by e-mail only to an address', () => {
    expect(sendState('anna@example.se')).toEqual({ enabled: true, reason: null });
    expect(sendState('  ')).toEqual({ enabled: false, reason: 'Kunden har ingen e-postadress' });
    expect(sendState(null).enabled).toBe(false);
  });
});

describe("the till's pseudo methods", () => {
  registerCommands(invoiceCreateCommands);
  installCartKeys();
  installContextProvider(() => ({
    path: location.pathname,
    level: 'kassor',
    modules: [],
    loggedIn: true,
    focus: { top: 'pane', modal: null, pane: 'register' },
    entity: null,
    selected: null,
  }));
  afterEach(() => {
    cleanup();
    act(() => createInvoice$.set(null));
    clearCart();
  });

  it("shows 'Fakturera' (F8) and 'Betallänk' (F9) with no method on this workstation and the register closed", async () => {
    session$.workstation.set({ id: 1, machine_id: 'm', hostname: null, default_printer: null, printers: [] });
    catalog$.assign({
      // Switched on only at another workstation.
      paymentMethods: [samplePaymentMethod({ id: 1, name: 'Kontant', gateway: 'cash', workstation_ids: [9] })],
      register: sampleRegister({ id: 1, opened_at: null }),
    });
    act(() => {
      addProduct({ id: 11, name: 'Glass', price: 2500 });
      addProduct({ id: 12, name: 'Bulle', price: 3000 });
      cart$.lines.set((ls) => ls.map((l, i) => (i === 1 ? { ...l, side: 'right' as const } : l)));
    });
    render(<PaymentBar />);
    expect(screen.getByText('Inga betalningsmetoder är aktiverade på den här enheten.')).toBeTruthy();
    const invoice = screen.getByRole('button', { name: /^Fakturera/ }) as HTMLButtonElement;
    const link = screen.getByRole('button', { name: /^Betallänk/ }) as HTMLButtonElement;
    expect(invoice.textContent).toMatch(/F8/);
    expect(link.textContent).toMatch(/F9/);
    expect([invoice.disabled, link.disabled]).toEqual([false, false]);
    await userEvent.setup().click(invoice);
    // Only the right side, the lines the cashier is paying.
    const req = createInvoice$.peek()!;
    expect(req.source).toMatchObject({ kind: 'till', owner: { kind: 'none' }, paymentLink: false });
    expect(req.source.kind === 'till' && req.source.lines.map((l) => l.name)).toEqual(['Bulle']);
  });
});
