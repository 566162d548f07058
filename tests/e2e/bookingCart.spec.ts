// A booking's cart at the till with the keyboard only: the booking pane's alt+k opens
// /register/booking/{id} with one saved line per unpaid charge (a discounted lodging line among
// them), cash (F1) pays exactly what the server sells, the receipt is delivered and the booking's
// lodging shows paid.
import { formatKr } from '../../src/domain/money';
import { chargeLineTotalOre } from '../../src/domain/discount';
import {
  apiGet,
  apiLogin,
  apiPost,
  expect,
  highlight,
  keys,
  loginFast,
  openPalette,
  palette,
  paletteSelected,
  syncedBookings,
  test,
  USERS,
} from './helpers';

interface Acc {
  id: number;
  name: string;
  caption: string;
  price: number;
  discount_type: string;
  total: number;
  status: string;
}
interface Cart {
  charges: { id: number; total: number; product: { name: string } }[];
  accommodation_charges: Acc[];
  remaining_accommodation_amount?: number;
}

test("a booking's cart: alt+k, one line per charge (its fees too), cash pays it exactly, the booking reads paid", async ({
  page,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const kassa = await apiLogin(USERS.kassor);
  const { register } = await apiGet<{ register: { id: number; opened_at: string | null } }>(kassa, 'register');
  if (!register.opened_at)
    await apiPost(kassa, 'register/open', { id: register.id, payload: { float_amount: 100_000 } });

  // A live booking whose unpaid lodging has a discount (the demo gives every ninth regular stay 10 % off)
  // and whose booking fee is in its cart (issue 10: fees were counted in 'Kvar' but never sold).
  const all = (await syncedBookings(token)).filter((b) => !b.is_draft && !b.deleted_at && b.id % 9 === 4);
  let found: { id: number; booking_number: string; cart: Cart } | null = null;
  for (const b of all) {
    const cart = await apiGet<Cart>(token, `bookings/${b.id}/cart`);
    const hasFee = cart.charges.some((c) => c.product.name === 'Bokningsavgift');
    if (hasFee && cart.accommodation_charges.some((a) => a.discount_type === 'percent')) {
      found = { ...b, cart };
      break;
    }
  }
  expect(found, 'a booking with discounted unpaid lodging and a booking fee in the demo').toBeTruthy();
  const { id, booking_number: number, cart } = found!;
  const total = [...cart.accommodation_charges, ...cart.charges].reduce((s, l) => s + l.total, 0);
  // The booking's Kvar is what its cart sells: one source for the list, the pane, the checkout and the cart.
  expect(cart.remaining_accommodation_amount).toBe(total);
  const lodging = cart.accommodation_charges[0];
  // The line's own total is the domain's discount rule on its price (the server uses the same).
  expect(lodging.total).toBe(
    chargeLineTotalOre({
      price: lodging.price,
      quantity: 1000,
      originalPrice: lodging.price,
      discountType: 'percent',
      discountValue: 1000,
    }),
  );

  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await openPalette(page);
  await page.keyboard.type(number);
  await expect(paletteSelected(page)).toContainText(number, { timeout: 10_000 });
  await keys(page, 'Enter');
  await expect(palette(page).getByRole('combobox')).toHaveAttribute('placeholder', /Vad vill du göra med/);
  await highlight(page, 'Öppna bokning', 12);
  await keys(page, 'Enter');
  await expect(page.getByText(number).first()).toBeVisible();
  await keys(page, 'Alt+k');

  await expect(page).toHaveURL(new RegExp(`/register/booking/${id}$`));
  const table = page.getByRole('grid', { name: 'Avgifter' });
  // One saved row per charge: each lodging charge with its dates, each other charge.
  await expect(table.locator('tbody tr').filter({ hasText: 'Sparad' })).toHaveCount(
    cart.accommodation_charges.length + cart.charges.length,
  );
  const row = table.getByRole('row').filter({ hasText: lodging.caption });
  await expect(row).toContainText(lodging.name);
  await expect(row).toContainText('−10 %');
  await expect(row).toContainText(formatKr(lodging.total));
  await expect(page.getByTestId('cart-total')).toContainText(formatKr(total));
  await expect(table.getByRole('row').filter({ hasText: 'Bokningsavgift' })).toHaveCount(1);

  await keys(page, 'F1'); // Kontant
  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(delivery).toBeVisible({ timeout: 20_000 });
  await keys(page, 'Alt+s'); // Skriv ut
  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview).toContainText(lodging.caption);
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  await expect(page.getByText('Det finns inga avgifter att visa')).toBeVisible();

  // The server: every lodging charge sold is paid, nothing is left in the booking's cart.
  const after = await apiGet<{ accommodation_charges: Acc[] }>(token, `bookings/${id}/accommodation-charges`);
  const sold = new Set(cart.accommodation_charges.map((a) => a.id));
  expect(after.accommodation_charges.filter((a) => sold.has(a.id)).map((a) => a.status)).toEqual(
    cart.accommodation_charges.map(() => 'paid'),
  );
  expect(await apiGet<Cart>(token, `bookings/${id}/cart`)).toMatchObject({
    charges: [],
    accommodation_charges: [],
    remaining_accommodation_amount: 0,
  });
  const paid = await apiGet<{ booking: { is_fully_paid: boolean; remaining_accommodation_amount: number } }>(
    token,
    `bookings/${id}`,
  );
  expect(paid.booking).toMatchObject({ is_fully_paid: true, remaining_accommodation_amount: 0 });
  const listed = await apiGet<{ bookings: { id: number; remaining_accommodation_amount: number }[] }>(
    token,
    `bookings?search_string=${number}`,
  );
  expect(listed.bookings.find((b) => b.id === id)?.remaining_accommodation_amount).toBe(0);

  // The booking's pane reads it paid too.
  await openPalette(page);
  await page.keyboard.type(number);
  await expect(paletteSelected(page)).toContainText(number, { timeout: 10_000 });
  await keys(page, 'Enter');
  await highlight(page, 'Öppna bokning', 12);
  await keys(page, 'Enter');
  await expect(page.getByRole('definition').filter({ hasText: 'Fullt betald' }).first()).toBeVisible({
    timeout: 15_000,
  });
});
