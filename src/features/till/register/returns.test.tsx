// @vitest-environment jsdom
// A return at the till: 'Antal' (alt+a) takes a negative quantity, the cart's total turns negative and
// the payment bar says it pays money back ('Återköp', 'Att återbetala').
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation } from '../../../navigation/navigation';
import { samplePaymentMethod, sampleProduct, sampleProductGroup, sampleRegister } from '../../../contracts/samples';

const location = { pathname: '/register', search: {} as Record<string, unknown> };
installNavigation({ navigate: vi.fn(), location: () => location });
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
const { settleInput } = await import('../../../data/dialogs');
const { cart$, clearCart, addProduct, CART_TEXTS } = await import('./cartStore');
const { PaymentBar } = await import('./PaymentBar');
const { InputDialog } = await import('../../../shell/input/InputDialog');
const { registerCommands, installContextProvider, executeCommand } = await import('../../../commands/registry');
const { installCartKeys, tillCommands } = await import('./till.commands');
// The sale screen contributes the cart keys; this test renders its parts alone.
installCartKeys();
const { SALE_TEXTS } = await import('./saleRequest');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const cola = {
  id: 11,
  name: 'Coca-Cola 33 cl',
  price: 2000,
  barcode: '7350042000011',
  gui_color: 'red',
  product_group_id: 1,
};

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

describe("a return through 'Antal' (alt+a)", () => {
  beforeEach(() => {
    clearCart();
    startPayment.mockClear();
    runtime$.phase.set('ready');
    session$.user.set({ id: 1, level: 'kassor' } as never);
    session$.workstation.set({ id: 1, machine_id: 'm', hostname: null, default_printer: null, printers: [] });
    catalog$.assign({
      products: [sampleProduct(cola)],
      productGroups: [sampleProductGroup({ id: 1, vat_rate: 1200 })],
      layoutTabs: [],
      paymentMethods: [
        samplePaymentMethod({ id: 1, name: 'Kontant', gateway: 'cash', rounds_to_kronor: true }),
        samplePaymentMethod({ id: 2, name: 'Kort', gateway: 'integrated_terminal' }),
        samplePaymentMethod({ id: 3, name: 'Swish', gateway: 'swish' }),
      ],
      register: sampleRegister({ id: 1, opened_at: '2026-11-21T07:00:00Z' }),
    });
  });
  afterEach(() => {
    act(() => settleInput(null));
    cleanup();
  });

  it('refuses 0, takes -1, and the payment bar pays the refund back', async () => {
    act(() => {
      addProduct(cola);
    });
    render(
      <>
        <InputDialog />
        <PaymentBar />
      </>,
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('20,00\u00a0kr');
    expect(screen.queryByTestId('cart-refund')).toBeNull();

    const user = userEvent.setup();
    let run!: Promise<boolean>;
    act(() => {
      run = executeCommand('register.quantity', undefined, 'hotkey');
    });
    const field = (await screen.findByRole('textbox', { name: 'Antal Coca-Cola 33 cl' })) as HTMLInputElement;
    expect(field.value).toBe('1');
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(screen.getByText(CART_TEXTS.quantityZero)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '-1{Enter}');
    await act(async () => {
      await run;
    });
    expect(cart$.lines.peek().map((l) => l.quantity)).toEqual([-1000]);

    expect(screen.getByTestId('cart-total').textContent).toBe('\u221220,00\u00a0kr');
    expect(screen.getByText(/Att återbetala/)).toBeTruthy();
    expect(screen.getByTestId('cart-refund').textContent).toMatch(/^Återköp – kunden får tillbaka 20,00/);
    const cash = screen.getByRole('button', { name: /Återbetala med Kontant/ });
    expect(cash).toBeTruthy();
    // Swish cannot pay money back: it is not offered (no button), its command is not available, the server would refuse it too.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Återbetala med KontantF1',
      'Återbetala med KortF2',
    ]);
    expect(screen.queryByRole('button', { name: /Swish/ })).toBeNull();
    expect(await executeCommand('register.pay3', undefined, 'hotkey')).toBe(false);
    expect(startPayment).not.toHaveBeenCalled();
    expect(await executeCommand('register.pay1', undefined, 'hotkey')).toBe(true);
    expect(startPayment.mock.calls[0][0]).toMatchObject({
      payment_method_id: 1,
      amount: -2000,
      items: [{ product_id: 11, quantity: -1000, price: 2000 }],
    });
    expect(SALE_TEXTS.refundMethod).toMatch(/kontant eller med kortterminalen/);
  });
});
