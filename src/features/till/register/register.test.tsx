// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation } from '../../../navigation/navigation';
import {
  sampleLayoutTab,
  samplePaymentMethod,
  sampleProduct,
  sampleProductGroup,
  sampleRegister,
} from '../../../contracts/samples';

const navigate = vi.fn();
const location = { pathname: '/register', search: {} as Record<string, unknown> };
installNavigation({ navigate, location: () => location });
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {},
  api: vi.fn(async () => {
    throw new Error('no api in this test');
  }),
}));
const startPayment = vi.fn(async (_req: Record<string, unknown>) => undefined);
vi.mock('../payment/paymentFlow', () => ({
  startPayment: (r: Record<string, unknown>) => startPayment(r),
  resumePayment: async () => undefined,
}));
vi.mock('../payment/fiscal', async () => {
  const { observable } = await import('@legendapp/state');
  return { fiscal$: observable({ fatal: false, flags: [], reasons: [] }), refreshFiscal: vi.fn() };
});
vi.mock('../orders/park', () => ({ parkCart: vi.fn(async () => true) }));
vi.mock('../../../shell/panes/open', () => ({ openBooking: vi.fn() }));

const { catalog$ } = await import('../../../data/stores');
const { runtime$, session$ } = await import('../../../data/session');
const { snackbars$ } = await import('../../../data/snackbars');
const { cart$, clearCart, addProduct } = await import('./cartStore');
const { ChargesTable, EMPTY_CHARGES_TEXT } = await import('./ChargesTable');
const { ProductPad } = await import('./ProductPad');
const { handleScan, UNKNOWN_PRODUCT_TEXT } = await import('./scanRouting');
const { SCAN_NOT_READY_TEXT } = await import('./scanTexts');
const { pendingProduct$ } = await import('./addFlow');
const { PaymentBar } = await import('./PaymentBar');
const { registerCommands } = await import('../../../commands/registry');
const { installContextProvider } = await import('../../../commands/registry');
const { installCartKeys, tillCommands, lineEdit$ } = await import('./till.commands');
// The sale screen contributes the cart keys; these tests render its parts alone.
installCartKeys();
const { LineEditDialog } = await import('./ChargeDialogs');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const products = [
  { id: 11, name: 'Coca-Cola 33 cl', price: 2000, barcode: '7350042000011', gui_color: 'red', product_group_id: 1 },
  { id: 12, name: 'Kanelbulle', price: 3200, barcode: null, gui_color: 'amber', product_group_id: 1 },
  { id: 13, name: 'Övrigt kiosk', price: 0, barcode: null, gui_color: 'grey', product_group_id: 1 },
];
const button = (id: number, row: number, column: number, product_id: number | null, extra = {}) => ({
  id,
  product_layout_tab_id: 1,
  parent_button_id: null,
  row,
  column,
  type: 'button',
  color: null,
  text: null,
  product_id,
  ...extra,
});

registerCommands(tillCommands);
installContextProvider(() => ({
  path: location.pathname,
  level: 'kassor',
  modules: [],
  loggedIn: true,
  focus: { top: 'pane', modal: null, pane: 'register' },
  entity: null,
  selected: null,
}));

describe('the register screen parts', () => {
  beforeEach(() => {
    clearCart();
    navigate.mockClear();
    startPayment.mockClear();
    snackbars$.set([]);
    runtime$.phase.set('ready');
    session$.user.set({ id: 1, level: 'kassor' } as never);
    session$.workstation.set({ id: 1, machine_id: 'm', hostname: null, default_printer: null, printers: [] });
    catalog$.assign({
      products: products.map((p) => sampleProduct(p)),
      productGroups: [sampleProductGroup({ id: 1, vat_rate: 1200 })],
      layoutTabs: [
        sampleLayoutTab({
          id: 1,
          name: 'Kiosk',
          product_layout_buttons: [button(1, 1, 1, 11), button(2, 1, 2, 12), button(3, 2, 1, 13)],
        }),
        sampleLayoutTab({ id: 2, name: 'Café', product_layout_buttons: [] }),
      ],
      paymentMethods: [
        samplePaymentMethod({ id: 1, name: 'Kontant', gateway: 'cash', rounds_to_kronor: true }),
        samplePaymentMethod({ id: 2, name: 'Kort', gateway: 'integrated_terminal' }),
      ],
      register: sampleRegister({ id: 1, opened_at: '2026-11-21T07:00:00Z' }),
    });
  });
  afterEach(() => cleanup());

  it('shows the empty text, then the lines; ↑/↓ choose a line and → moves it to the right side', async () => {
    render(<ChargesTable />);
    expect(screen.getByText(EMPTY_CHARGES_TEXT)).toBeTruthy();
    act(() => {
      addProduct(products[0]);
      addProduct(products[1]);
    });
    const grid = screen.getByRole('grid', { name: 'Avgifter' });
    for (const name of ['Flytta', 'Sparad', 'Vara', 'Antal', 'Pris', 'Summa', 'Status'])
      expect(within(grid).getAllByRole('columnheader', { name: new RegExp(name) }).length).toBeGreaterThan(0);
    grid.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowUp}');
    expect(grid.getAttribute('aria-activedescendant')).toBe(`cart-row-${cart$.lines.peek()[0].clientId}`);
    await user.keyboard('{ArrowRight}');
    expect(cart$.lines.peek()[0].side).toBe('right');
    expect(screen.getByText('Betalas nu')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(cart$.lines.peek()[0].side).toBe('left');
  });

  it('shift+→ moves one unit of a line', async () => {
    let id = '';
    act(() => {
      id = addProduct(products[0], { quantity: 3000 });
    });
    render(<ChargesTable />);
    const grid = screen.getByRole('grid', { name: 'Avgifter' });
    grid.focus();
    await userEvent.setup().keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cart$.lines.peek().map((l) => [l.side, l.quantity])).toEqual([
      ['left', 2000],
      ['right', 1000],
    ]);
    expect(cart$.lines.peek()[0].clientId).toBe(id);
  });

  it('layout buttons add with Enter; arrows move between them and between tabs; no price opens the dialog', async () => {
    render(<ProductPad />);
    const user = userEvent.setup();
    const cola = screen.getByRole('button', { name: /Coca-Cola 33 cl/ });
    cola.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Kanelbulle/ }));
    await user.keyboard('{Enter}{Enter}');
    expect(cart$.lines.peek().map((l) => [l.name, l.quantity])).toEqual([
      ['Coca-Cola 33 cl', 1000],
      ['Kanelbulle', 2000],
    ]);
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Övrigt kiosk/ }));
    await user.keyboard('{Enter}');
    expect(pendingProduct$.peek()?.id).toBe(13);
    act(() => pendingProduct$.set(null));
    // The tabs (WAI-ARIA pattern): one in the Tab order, arrows select and focus, wrapping; Home and End.
    const kiosk = screen.getByRole('tab', { name: 'Kiosk' });
    const cafe = screen.getByRole('tab', { name: 'Café' });
    expect([kiosk.tabIndex, cafe.tabIndex]).toEqual([0, -1]);
    kiosk.focus();
    await user.keyboard('{ArrowRight}');
    expect(cafe.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(cafe);
    expect([kiosk.tabIndex, cafe.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(cafe.id);
    expect(screen.queryByRole('button', { name: /Kanelbulle/ })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(kiosk);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cafe);
    await user.keyboard('{Home}');
    expect(kiosk.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(kiosk.id);
  });

  it("methods beyond F1..F4 are under 'Fler': its menu opens by keyboard and pays with the chosen one", async () => {
    catalog$.paymentMethods.set([
      samplePaymentMethod({ id: 1, name: 'Kontant', gateway: 'cash', rounds_to_kronor: true }),
      samplePaymentMethod({ id: 2, name: 'Kort', gateway: 'integrated_terminal' }),
      samplePaymentMethod({ id: 3, name: 'Swish', gateway: 'swish' }),
      samplePaymentMethod({ id: 4, name: 'Kort bar', gateway: 'integrated_terminal' }),
      samplePaymentMethod({ id: 5, name: 'Swish företag', gateway: 'swish' }),
    ]);
    act(() => {
      addProduct(products[0]);
    });
    render(<PaymentBar />);
    expect(screen.queryByRole('button', { name: /Swish företag/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fler betalningsmetoder' }).textContent).toBe('Fler');
    // The menu's code arrives just after the first render, behind the same button.
    const user = userEvent.setup();
    await vi.waitFor(async () => {
      screen.getByRole('button', { name: 'Fler betalningsmetoder' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('menu', { name: 'Fler betalningsmetoder' })).toBeTruthy();
    });
    const item = await screen.findByRole('menuitem', { name: 'Swish företag' });
    await vi.waitFor(() => expect(document.activeElement).toBe(item));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalled());
    expect(startPayment.mock.calls[0][0]).toMatchObject({ payment_method_id: 5, amount: 2000 });
  });

  it('routes scans: a known barcode adds, an unknown one opens Skapa ny produkt, anything else warns', async () => {
    const { productForm$, closeProductForm } = await import('../products/productFormStore');
    handleScan('7350042000011');
    expect(cart$.lines.peek().map((l) => l.name)).toEqual(['Coca-Cola 33 cl']);
    handleScan('7350042999996');
    expect(productForm$.peek()).toMatchObject({ barcode: '7350042999996', afterSave: 'cart' });
    expect(snackbars$.peek().map((s) => s.text)).not.toContain(UNKNOWN_PRODUCT_TEXT);
    closeProductForm();
    // Issue 10: a wrong check digit (or a code that lost its first digit) is never a new product.
    for (const bad of ['7350042999994', '350042999996', '73513538']) {
      handleScan(bad);
      expect(productForm$.peek()).toBeNull();
      expect(snackbars$.peek().map((s) => s.text)).toContain('Ogiltig streckkod');
    }
    expect(cart$.lines.peek()).toHaveLength(1);
    // A scan while the console loads is refused, visibly, and changes nothing.
    runtime$.phase.set('loading');
    handleScan('7350042000011');
    runtime$.phase.set('ready');
    expect(snackbars$.peek().map((s) => s.text)).toContain(SCAN_NOT_READY_TEXT);
    expect(cart$.lines.peek().map((l) => l.quantity)).toEqual([1000]);
    handleScan('hello world!');
    expect(snackbars$.peek().map((s) => s.text)).toContain('Oidentifierat objekt');
    location.pathname = '/actions';
    handleScan('7350042000011');
    expect(navigate).toHaveBeenCalledWith({ to: '/register', search: { product: 11 }, replace: false });
    location.pathname = '/register';
  });

  it('payment buttons show F1..F, the total, and pay the cart through the payment flow', async () => {
    act(() => {
      addProduct({ ...products[0], price: 2590 });
    });
    render(<PaymentBar />);
    expect(screen.getByTestId('cart-total').textContent).toBe('25,90\u00a0kr');
    expect(screen.getByTestId('cart-cash-total').textContent).toBe('26,00\u00a0kr');
    fireEvent.click(screen.getByRole('button', { name: /Kontant/ }));
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalled());
    expect(startPayment.mock.calls[0][0]).toMatchObject({
      payment_method_id: 1,
      amount: 2600,
      items: [{ product_id: 11, quantity: 1000, price: 2590 }],
    });
    act(() => catalog$.register.set(sampleRegister({ id: 1, opened_at: null })));
    expect(screen.getByText('Kassan är stängd. Öppna kassan innan du tar betalt.')).toBeTruthy();
  });

  it("'Pris och rabatt': a typed price becomes a fixed discount, percent resets to the original price", async () => {
    let id = '';
    act(() => {
      id = addProduct(products[0], { quantity: 2000 });
      lineEdit$.set(id);
    });
    render(<LineEditDialog />);
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: 'Pris' });
    await user.clear(price);
    await user.type(price, '15');
    expect(screen.getByText(/Summa 30,00/)).toBeTruthy();
    const type = screen.getByRole('combobox', { name: 'Rabatt' });
    expect((type as HTMLSelectElement).value).toBe('fixed');
    await user.selectOptions(type, 'percent');
    expect((price as HTMLInputElement).value).toBe('20,00');
    const value = screen.getByRole('textbox', { name: 'Rabatt %' });
    await user.clear(value);
    await user.type(value, '25');
    await user.click(screen.getByRole('button', { name: /Spara/ }));
    expect(cart$.lines.peek()[0]).toMatchObject({ price: 2000, discountType: 'percent', discountValue: 2500 });
    expect(lineEdit$.peek()).toBeNull();
  });
});
