// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation } from '../../../navigation/navigation';
import { sampleProduct, sampleProductGroup } from '../../../contracts/samples';

const navigate = vi.fn();
const location = { pathname: '/register', search: {} as Record<string, unknown> };
installNavigation({ navigate, location: () => location });
const apiMock = vi.fn();
vi.mock('../../../data/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: (...a: unknown[]) => apiMock(...a),
}));
vi.mock('../../../shell/panes/open', () => ({ openBooking: vi.fn() }));

const { ApiError } = await import('../../../data/api');
const { catalog$ } = await import('../../../data/stores');
const { runtime$, session$ } = await import('../../../data/session');
const { snackbars$ } = await import('../../../data/snackbars');
const { input$ } = await import('../../../data/dialogs');
const { cart$, clearCart } = await import('../register/cartStore');
const { pendingProduct$ } = await import('../register/addFlow');
const { handleScan } = await import('../register/scanRouting');
const { InputDialog } = await import('../../../shell/input/InputDialog');
const { ProductFormDialog, PRODUCT_CREATED_TEXT } = await import('./ProductFormDialog');
const { productForm$, openProductForm, closeProductForm } = await import('./productFormStore');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const groups = [
  { id: 1, name: 'Kiosk', vat_rate: 1200 },
  { id: 2, name: 'Café', vat_rate: 1200 },
];
const products = [
  { id: 11, name: 'Kanelbulle', price: 3200, barcode: '7350042000011', gui_color: 'amber', product_group_id: 2 },
];
const created = (over: Record<string, unknown> = {}) => ({
  id: 50,
  name: 'Solkräm',
  price: 8900,
  barcode: '2000000000008',
  gui_color: 'blue',
  product_group_id: 1,
  is_bulk: 0,
  unit_id: 1,
  deposit_price: null,
  requires_delivery_date: false,
  is_accommodation: false,
  ...over,
});
const dialog = () => screen.getByRole('dialog', { name: 'Skapa ny produkt' });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('Skapa ny produkt', () => {
  beforeEach(() => {
    clearCart();
    apiMock.mockReset();
    snackbars$.set([]);
    runtime$.phase.set('ready');
    session$.user.set({ id: 1, level: 'kassor' } as never);
    catalog$.assign({
      products: products.map((p) => sampleProduct(p)),
      productGroups: groups.map((g) => sampleProductGroup(g)),
    });
    render(
      <>
        <ProductFormDialog />
        <InputDialog />
      </>,
    );
  });
  afterEach(() => {
    closeProductForm();
    cleanup();
  });

  it('opens from an unknown scan with the barcode, the name focused, blue chosen and the hotkeys shown', async () => {
    act(() => handleScan('2000000000008'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(field('Streckkod').value).toBe('2000000000008');
    expect(document.activeElement).toBe(field('Namn'));
    expect((screen.getByLabelText('Färg') as HTMLSelectElement).value).toBe('blue');
    expect(screen.getByRole('button', { name: /Spara/ }).textContent).toMatch(/Enter|↵/);
    expect(screen.getByRole('button', { name: /Ange streckkod/ }).querySelector('kbd')).toBeTruthy();
  });

  it('refuses to save without a name and a group, in the spec’s words, and asks nothing of the server', async () => {
    act(() => openProductForm({ barcode: '2000000000008' }));
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ange ett namn')).toBeTruthy();
    expect(screen.getByText('Välj en produktgrupp till produkten')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
    field('Namn').focus();
    await user.paste('x'.repeat(51));
    expect(screen.getByText('Max 50 tecken')).toBeTruthy();
  });

  it('warns about a name in use without blocking, saves with Enter, and the product goes into the cart', async () => {
    apiMock.mockResolvedValueOnce({
      product: created({ name: 'KANELBULLE', price: 2500, product_group_id: 2 }),
      warnings: {},
    });
    act(() => openProductForm({ barcode: '2000000000008', afterSave: 'cart' }));
    const user = userEvent.setup();
    await user.type(field('Namn'), 'KANELBULLE');
    expect(screen.getByText('Det finns redan en produkt med samma namn')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Produktgrupp'), 'Café');
    await user.type(field('Pris'), '25');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(productForm$.peek()).toBeNull());
    expect(apiMock).toHaveBeenCalledWith(
      'POST',
      'products/create',
      expect.objectContaining({
        body: { name: 'KANELBULLE', product_group_id: 2, price: 2500, barcode: '2000000000008', gui_color: 'blue' },
      }),
    );
    expect(catalog$.products.peek().map((p) => p.id)).toContain(50);
    expect(cart$.lines.peek().map((l) => [l.name, l.price])).toEqual([['KANELBULLE', 2500]]);
    expect(snackbars$.peek().map((s) => s.text)).toContain(PRODUCT_CREATED_TEXT);
  });

  it('a product without a price goes through the edit-charge dialog; from the palette elsewhere nothing is added', async () => {
    apiMock.mockResolvedValueOnce({ product: created({ price: 0 }), warnings: {} });
    act(() => openProductForm({ productGroupId: 1, afterSave: 'cart' }));
    const user = userEvent.setup();
    await user.type(field('Namn'), 'Solkräm{Control>}{Enter}{/Control}');
    await waitFor(() => expect(pendingProduct$.peek()?.id).toBe(50));
    act(() => pendingProduct$.set(null));

    apiMock.mockResolvedValueOnce({ product: created({ id: 51, name: 'Bad' }), warnings: {} });
    act(() => openProductForm({ productGroupId: 1, afterSave: 'none' }));
    await user.type(field('Namn'), 'Bad{Enter}');
    await waitFor(() => expect(productForm$.peek()).toBeNull());
    expect(cart$.lines.peek()).toEqual([]);
  });

  it('shows the server’s refusal at its field and keeps the form open', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(422, 'validation_failed', 'Streckkoden används redan av Glass', {
        errors: { barcode: ['Streckkoden används redan av Glass'] },
      }),
    );
    act(() => openProductForm({ barcode: '2000000000008', productGroupId: 1 }));
    const user = userEvent.setup();
    await user.type(field('Namn'), 'Solkräm{Enter}');
    expect(await screen.findByText('Streckkoden används redan av Glass')).toBeTruthy();
    expect(productForm$.peek()).not.toBeNull();
    expect(field('Streckkod').getAttribute('aria-invalid')).toBe('true');
  });

  it('a scan while the form is open fills its Streckkod field instead of opening another form', async () => {
    act(() => openProductForm({ barcode: '2000000000008', productGroupId: 1 }));
    const seq = productForm$.peek()!.seq;
    act(() => handleScan('7350042000011'));
    expect(productForm$.peek()).toMatchObject({ seq, barcode: '7350042000011' });
    expect(field('Streckkod').value).toBe('7350042000011');
    // Even a known product's code: the cashier is labelling this item, nothing goes into the cart.
    expect(cart$.lines.peek()).toEqual([]);
  });

  it('alt+s opens the barcode dialog; its code lands in the form, and a scan there closes it with the code', async () => {
    act(() => openProductForm({ productGroupId: 1 }));
    const user = userEvent.setup();
    await user.keyboard('{Alt>}s{/Alt}');
    const sub = await screen.findByRole('dialog', { name: 'Ange streckkod' });
    expect(sub.textContent).toContain('Skanna streckkoden, eller skriv in manuellt');
    await user.keyboard('123{Enter}');
    expect(await screen.findByText('Streckkoden ska vara 8 till 13 siffror')).toBeTruthy();
    await user.keyboard('45670{Enter}');
    await waitFor(() => expect(input$.peek()).toBeNull());
    expect(field('Streckkod').value).toBe('12345670');

    await user.keyboard('{Alt>}s{/Alt}');
    await screen.findByRole('dialog', { name: 'Ange streckkod' });
    act(() => handleScan('96385074'));
    await waitFor(() => expect(input$.peek()).toBeNull());
    expect(field('Streckkod').value).toBe('96385074');
  });

  it('Escape closes the form without saving', async () => {
    act(() => openProductForm());
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(productForm$.peek()).toBeNull());
    expect(apiMock).not.toHaveBeenCalled();
  });
});
