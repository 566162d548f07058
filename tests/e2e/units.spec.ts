// The units page 'Enheter' (money.md 2 "/units"): the cashier opens it from the palette, walks the
// tabs with the arrow keys, makes a test print on the virtual printer (alt+shift+t) and tries to
// connect a HID scanner (alt+shift+h); headless Chromium grants no device, so the page says why
// in Swedish. Keyboard only.
import { expect, highlight, keys, loginFast, openPalette, pageHeading, tabTo, test, USERS } from './helpers';

// What the WebHID driver answers when no scanner can be chosen (src/devices/scanner/hidPos.ts).
const HID_OUTCOMES = [
  'Ingen skanner valdes',
  'Klicka på Anslut för att välja skanner',
  'Webbläsaren stöder inte WebHID-skannrar (använd Chrome eller Edge)',
  // Headless Chromium opens no chooser and never answers: the page gives up after 20 s.
  'Ingen skanner valdes inom 20 sekunder. Försök igen.',
];

test('kassören går till Enheter, bläddrar bland flikarna, gör en testutskrift och provar HID-skannern', async ({ page }) => {
  test.setTimeout(90_000);
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
  await expect(page.getByTestId('units-message-testPrint')).toHaveText('Testutskriften skickades till Virtuell Skrivare');

  // The preview gives the keyboard back to the tab row; if not, Tab gets there.
  if (!(await tab('Skrivare').evaluate((el) => el === document.activeElement))) await tabTo(page, tab('Skrivare'), { back: true });
  await keys(page, 'ArrowRight');
  await expect(page).toHaveURL(/\/units\/skanner$/);
  await expect(page.getByText('Alltid på')).toBeVisible();
  await keys(page, 'Alt+Shift+H');
  const message = page.getByTestId('units-message-scanner');
  await expect(async () => {
    expect(HID_OUTCOMES).toContain((await message.textContent())?.trim());
  }).toPass({ timeout: 30_000 });
});
