// The units page 'Enheter' (money.md 2 "/units"): the cashier opens it from the palette, walks the
// tabs with the arrow keys, makes a test print on the virtual printer (alt+shift+t) and tries to
// connect a HID scanner (alt+shift+h). Headless Chromium opens no device chooser, so the page gets
// what the browser answers when the cashier closes the chooser without a choice, and says so in
// Swedish. Keyboard only.
import { expect, highlight, keys, loginFast, openPalette, pageHeading, tabTo, test, USERS } from './helpers';

test('kassören går till Enheter, bläddrar bland flikarna, gör en testutskrift och provar HID-skannern', async ({
  page,
}) => {
  // The chooser closed without a choice: WebHID resolves with no devices.
  await page.addInitScript(`Object.defineProperty(navigator, 'hid', { configurable: true, value: {
    requestDevice: async () => [], getDevices: async () => [], addEventListener() {}, removeEventListener() {} } });`);
  await loginFast(page, USERS.kassor);

  await openPalette(page);
  await page.keyboard.type('Enheter');
  await highlight(page, 'Enheter');
  await keys(page, 'Enter');
  await expect(pageHeading(page)).toHaveText('Enheter');
  await expect(page).toHaveURL(/\/units/);

  // The keyboard lands on the tab row: Kassaregister first.
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Kassaregister')).toBeFocused();
  await expect(page.getByText('Registrerad hos Skatteverket')).toBeVisible();
  await expect(page.getByText('Tillverkningsnummer')).toBeVisible();

  await keys(page, 'ArrowRight');
  await expect(page).toHaveURL(/\/units\/terminaler$/);
  await expect(page.getByRole('table', { name: 'Kortterminaler' }).getByText('Kortterminal 1')).toBeVisible();

  await keys(page, 'ArrowRight');
  await expect(page).toHaveURL(/\/units\/skrivare$/);
  await expect(tab('Skrivare')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Standardskrivare' }).getByText('SIM', { exact: true })).toBeVisible();
  await keys(page, 'Alt+Shift+T');
  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('TESTUTSKRIFT').first()).toBeVisible();
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  await expect(page.getByTestId('units-message-testPrint')).toHaveText(
    'Testutskriften skickades till Virtuell Skrivare',
  );

  // The preview gives the keyboard back to the tab row; if not, Tab gets there.
  if (!(await tab('Skrivare').evaluate((el) => el === document.activeElement)))
    await tabTo(page, tab('Skrivare'), { back: true });
  await keys(page, 'ArrowRight');
  await expect(page).toHaveURL(/\/units\/skanner$/);
  await expect(page.getByText('Alltid på')).toBeVisible();
  await keys(page, 'Alt+Shift+H');
  await expect(page.getByTestId('units-message-scanner')).toHaveText('Ingen skanner valdes');
});
