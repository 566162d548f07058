// Customer form (bookings.md 2 "Customer selector and customer form", 5 "Customer form"): a
// receptionist creates a customer with the keyboard only, meets the server's e-mail check with an
// address a demo customer already has, corrects it, saves with Enter, then edits the surname (alt+e).
import type { Page } from '@playwright/test';
import {
  apiGet,
  apiLogin,
  expect,
  expectNoA11yViolations,
  keys,
  loginFast,
  shot,
  syncedBookings,
  tabTo,
  test,
  USERS,
} from './helpers';

interface Customer {
  id: number;
  full_name: string;
  is_org: boolean;
  email: string | null;
  surname: string | null;
  email_status: string | null;
}

// Providers the server's e-mail check accepts without a DNS lookup (server/customers/emailCheck.ts).
const KNOWN = /@(gmail\.com|hotmail\.(com|se)|outlook\.(com|se)|live\.se|telia\.com|icloud\.com|yahoo\.(com|se))$/i;

/** A private demo customer with an e-mail address, the way the console would load one. */
async function customerWithEmail(token: string): Promise<Customer> {
  const ids = [
    ...new Set((await syncedBookings(token)).map((b) => b.customer_id).filter((id): id is number => id != null)),
  ];
  let fallback: Customer | null = null;
  for (const id of ids.slice(0, 60)) {
    const { customer } = await apiGet<{ customer: Customer }>(token, `customers/${id}`);
    if (customer.is_org || !customer.email || customer.email_status === 'blocked') continue;
    if (KNOWN.test(customer.email)) return customer;
    fallback ??= customer;
  }
  if (!fallback) throw new Error('Ingen demokund med e-postadress hittades');
  return fallback;
}

const formDialog = (page: Page, name: 'Ny kund' | 'Redigera kund') => page.getByRole('dialog', { name });
const customerPane = (page: Page) => page.locator('[data-entity-pane="customer"]');

test.describe('Kundformulär', () => {
  test('ny kund med serverns e-postfel, rättad och sparad med Enter; sedan redigerad med alt+e', async ({ page }) => {
    // Two cores shared with the server: axe alone can take many seconds.
    test.setTimeout(300_000);
    const token = await apiLogin(USERS.receptionist);
    const taken = await customerWithEmail(token);
    // Letters only, so the name search finds no demo customer and capitalisation is predictable.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
    const surname = `Provsson${tag}`;
    const phone = `073${String(Date.now()).slice(-7)}`;

    await loginFast(page, USERS.receptionist);
    await keys(page, 'Alt+Shift+N');
    const dialog = formDialog(page, 'Ny kund');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Kundtyp', { exact: true })).toBeEnabled();
    const given = dialog.getByLabel('Förnamn', { exact: true });
    await expect(given).toBeFocused();

    // Words of four letters or more get their capital while typing.
    await page.keyboard.type('tova');
    await expect(given).toHaveValue('Tova');
    await keys(page, 'Tab');
    await page.keyboard.type(surname.toLowerCase());
    await expect(dialog.getByLabel('Efternamn', { exact: true })).toHaveValue(surname);
    // Past 'Sök adress' (the address search) to the street field.
    await tabTo(page, dialog.getByLabel('Gatunamn', { exact: true }));
    await page.keyboard.type('storgatan');
    await keys(page, 'Tab');
    await page.keyboard.type('12');
    await keys(page, 'Tab');
    await page.keyboard.type('903 25');
    await keys(page, 'Tab');
    await page.keyboard.type('umeå');
    await expect(dialog.getByLabel('Ort', { exact: true })).toHaveValue('Umeå');
    await expect(dialog.getByLabel('Land', { exact: true })).toHaveValue('752');
    await expect(dialog.getByLabel('Landskod', { exact: true })).toHaveValue('752');

    await tabTo(page, dialog.getByLabel('Mobilnummer', { exact: true }));
    await page.keyboard.type(phone);
    await tabTo(page, dialog.getByLabel('E-post', { exact: true }));
    await page.keyboard.type(taken.email!);
    await keys(page, 'Shift+Tab');

    // The server's check: the address belongs to the demo customer, offered as a suggestion.
    await expect(dialog.getByText(`E-postadressen används av: ${taken.full_name}`)).toBeVisible();
    await expect(dialog.getByLabel('E-post', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: new RegExp(taken.full_name) })).toBeVisible();
    await page.screenshot({ path: '/tmp/customer-form.png' });
    await shot(page, 'customer-form-email-used');
    await expectNoA11yViolations(page, { include: '[data-customer-form]' });

    // Saving now is refused: the e-mail error stays and nothing is created.
    await tabTo(page, dialog.getByLabel('E-post', { exact: true }));
    await keys(page, 'Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`E-postadressen används av: ${taken.full_name}`)).toBeVisible();

    await keys(page, 'Control+a');
    await page.keyboard.type(`tova.${tag}@gmail.com`);
    await expect(dialog.getByText(/E-postadressen används av/)).toBeHidden();
    await keys(page, 'Enter');

    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const pane = customerPane(page);
    await expect(pane.getByRole('heading', { level: 2 })).toContainText(`Tova ${surname}`);
    await expect(page).toHaveURL(/[?&]customer=\d+/);
    await expect(pane.getByRole('tab', { name: 'Kundinformation', selected: true })).toBeVisible();
    await expect(pane.getByText(`tova.${tag}@gmail.com`)).toBeVisible();
    await shot(page, 'customer-pane-new');
    await expectNoA11yViolations(page, { include: '[data-entity-pane="customer"]' });
    const id = Number(new URL(page.url()).searchParams.get('customer'));

    // alt+e edits the open customer: the type is locked now that it has an id.
    await keys(page, 'Alt+e');
    const edit = formDialog(page, 'Redigera kund');
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Kundtyp', { exact: true })).toBeDisabled();
    await expect(edit.getByLabel('Efternamn', { exact: true })).toHaveValue(surname);
    await tabTo(page, edit.getByLabel('Efternamn', { exact: true }));
    await keys(page, 'Control+a');
    await page.keyboard.type(`${surname}-berg`);
    await keys(page, 'Enter');
    await expect(edit).toBeHidden({ timeout: 15_000 });
    await expect(pane.getByRole('heading', { level: 2 })).toContainText(`Tova ${surname}-berg`);

    const { customer } = await apiGet<{ customer: Customer }>(token, `customers/${id}`);
    expect(customer.surname).toBe(`${surname}-berg`);

    // The history tab shows the change, reached with the arrow keys; the tab lands in the URL.
    await tabTo(page, pane.getByRole('tab', { name: 'Kundinformation' }), { max: 80 });
    await keys(page, 'ArrowRight');
    await expect(pane.getByRole('tab', { name: 'Historik', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/ctab=history/);
    await expect(pane.getByText('Kunden uppdaterades')).toBeVisible();
    await expectNoA11yViolations(page, { include: '[data-entity-pane="customer"]' });

    // The credit timeline of a new customer is empty; Escape closes it and leaves the pane open.
    await tabTo(page, pane.getByRole('button', { name: 'Visa tillgodo' }), { back: true });
    await keys(page, 'Enter');
    const credit = page.getByRole('dialog', { name: 'Kundens tillgodo' });
    await expect(credit.getByText('Det saknas händelser som påverkar kundens tillgodo')).toBeVisible();
    await keys(page, 'Escape');
    await expect(credit).toBeHidden();
    await expect(pane).toBeVisible();
  });
});
