// The register screen 'Försäljning' with keyboard and scanner only (issue 5 "Register and cart",
// "Scanner"): layout buttons, a scanned barcode, quantity with alt+a, an unknown code creating a product
// ('Skapa ny produkt'), the total.
// Paying is the payment flow's own journey.
import { formatKr } from '../../src/domain/money';
import { failsBarcodeCheck } from '../../src/domain/numbers';
import {
  apiGet,
  apiLogin,
  expect,
  expectNoA11yViolations,
  keys,
  loginFast,
  pageHeading,
  shot,
  tabTo,
  test,
  USERS,
  wedgeScan,
} from './helpers';

interface Product {
  id: number;
  name: string;
  price: number;
  barcode: string | null;
  requires_delivery_date: boolean;
}
interface Tab {
  id: number;
  name: string;
  product_layout_buttons: {
    row: number;
    column: number;
    type: string;
    product_id: number | null;
    parent_button_id: number | null;
    text: string | null;
  }[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a cashier rings up products from the buttons and the scanner, and changes a quantity', async ({ page }) => {
  const token = await apiLogin(USERS.kassor);
  const { products } = await apiGet<{ products: Product[] }>(token, 'products');
  const { layout_tabs: tabs } = await apiGet<{ layout_tabs: Tab[] }>(token, 'layouts/tabs');
  const { product_groups: groups } = await apiGet<{ product_groups: { id: number; name: string }[] }>(
    token,
    'product-groups',
  );
  // Typed on the closed select, the name picks the group; a name no other group starts with.
  const group = groups.find(
    (g) => !groups.some((o) => o !== g && o.name.toLowerCase().startsWith(g.name.toLowerCase())),
  )!;
  const byId = new Map(products.map((p) => [p.id, p]));
  const first = tabs[0];
  // The first two plain product buttons of the first tab, in the grid's reading order.
  const [a, b] = first.product_layout_buttons
    .filter((x) => x.type === 'button' && x.parent_button_id == null && x.product_id != null)
    .map((x) => ({ button: x, product: byId.get(x.product_id!)! }))
    .filter((x) => x.product && x.product.price > 0 && !x.product.requires_delivery_date);
  const scanned = products.find(
    (p) => p.barcode && p.price > 0 && !p.requires_delivery_date && p.id !== a.product.id && p.id !== b.product.id,
  )!;
  expect(scanned, 'a product with a barcode in the demo').toBeTruthy();

  await loginFast(page, USERS.kassor);
  // A cashier enters at the till.
  await expect(page).toHaveURL(/\/register$/);
  await expect(pageHeading(page)).toHaveText('Försäljning');
  await expect(page.getByText('Det finns inga avgifter att visa')).toBeVisible();

  const grid = page.getByRole('group', { name: first.name });
  const buttonOf = (x: typeof a) =>
    grid.getByRole('button', { name: new RegExp(`^${escapeRegExp(x.button.text ?? x.product.name)}`) });
  await tabTo(page, buttonOf(a));
  await keys(page, 'Enter');
  await tabTo(page, buttonOf(b));
  await keys(page, 'Enter');
  const table = page.getByRole('grid', { name: 'Avgifter' });
  await expect(table.getByRole('row').filter({ hasText: a.product.name })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: b.product.name })).toBeVisible();

  // The scanner: a keystroke burst 10 ms apart ending in Enter, while a product button has focus.
  await wedgeScan(page, scanned.barcode!);
  const scannedRow = table.getByRole('row').filter({ hasText: scanned.name });
  await expect(scannedRow).toBeVisible();
  // The scanned digits never reached the focused button as presses: still one of each.
  await expect(table.getByRole('row').filter({ hasText: a.product.name }).getByRole('gridcell').nth(3)).toHaveText('1');

  // alt+a: the quantity of the focused line (the scanned one).
  await keys(page, 'Alt+a');
  const dialog = page.getByRole('dialog', { name: 'Antal' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('3');
  await keys(page, 'Enter');
  await expect(dialog).toBeHidden();
  await expect(scannedRow.getByRole('gridcell').nth(3)).toHaveText('3');

  // An unknown 13-digit code opens 'Skapa ny produkt' with it (money.md 2); saved, it goes into the cart.
  const unknownCode = '2000000000008';
  await wedgeScan(page, unknownCode);
  const form = page.getByRole('dialog', { name: 'Skapa ny produkt' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Streckkod')).toHaveValue(unknownCode);
  await expect(form.getByLabel('Namn')).toBeFocused();
  const newName = 'Solkräm e2e';
  await page.keyboard.type(newName);
  await tabTo(page, form.getByLabel('Produktgrupp'));
  await page.keyboard.type(group.name);
  await expect(form.getByLabel('Produktgrupp')).toHaveValue(String(group.id));
  await tabTo(page, form.getByLabel('Pris'));
  await page.keyboard.type('25');
  await keys(page, 'Enter');
  await expect(form).toBeHidden();
  const newRow = table.getByRole('row').filter({ hasText: newName });
  await expect(newRow.getByRole('gridcell').nth(3)).toHaveText('1');
  // Now known: the same code adds a second unit.
  await wedgeScan(page, unknownCode);
  await expect(newRow.getByRole('gridcell').nth(3)).toHaveText('2');
  await expect(page.getByRole('dialog', { name: 'Skapa ny produkt' })).toBeHidden();

  // A code failing its check digit (a misread, or a scan that lost its first digit) is never a new product.
  const shortened = scanned.barcode!.slice(1);
  expect(failsBarcodeCheck(shortened), `${shortened} fails the UPC-A check`).toBe(true);
  for (const bad of ['2000000000009', shortened]) {
    await wedgeScan(page, bad);
    await expect(page.getByRole('status').filter({ hasText: 'Ogiltig streckkod' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Skapa ny produkt' })).toBeHidden();
  }

  const total = a.product.price + b.product.price + 3 * scanned.price + 2 * 2500;
  await expect(page.getByTestId('cart-total')).toHaveText(formatKr(total));
  await expectNoA11yViolations(page, { include: 'main#main' });
  await shot(page, 'register-cart');

  // A reload keeps the cart of this workstation.
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText(formatKr(total), { timeout: 30_000 });
});
