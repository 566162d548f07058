// Login page (shell.md 2.3, 4.1, 5, 6, 8 Login): where each level lands, the Swedish errors,
// the animated logo's minimum time and the demo welcome dialog. Keyboard only.
import {
  chooseDomain,
  expect,
  expectNoA11yViolations,
  keys,
  loginAs,
  loginFields,
  pageHeading,
  shot,
  tabTo,
  test,
  USERS,
} from './helpers';

const LANDINGS = [
  { email: USERS.kassor, path: '/register', heading: 'Försäljning' },
  { email: USERS.receptionist, path: '/actions', heading: 'In- och utcheckningar' },
  { email: USERS.manager, path: '/', heading: 'Dashboard' },
];

test.describe('Inloggning', () => {
  for (const { email, path, heading } of LANDINGS) {
    test(`${email} hamnar på ${path}`, async ({ page, baseURL }) => {
      await loginAs(page, email);
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(pageHeading(page)).toHaveText(heading);
      await shot(page, `login-landing-${email.split('@')[0]}`);
    });
  }

  test('inloggningssidan klarar axe och visar domän, användarnamn, lösenord och Logga in', async ({ page }) => {
    await page.goto('/');
    const f = loginFields(page);
    await expect(f.username).toBeVisible({ timeout: 30_000 });
    await expect(f.password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await shot(page, 'login-page');
    await expectNoA11yViolations(page);
  });

  test('tomma fält ger "Ange användarnamn (email)" och "Ange lösenord"; felet försvinner när fältet ändras', async ({
    page,
  }) => {
    await page.goto('/');
    const f = loginFields(page);
    await expect(f.username).toBeVisible({ timeout: 30_000 });
    await chooseDomain(page);
    await tabTo(page, f.username);
    await keys(page, 'Control+a', 'Delete', 'Enter');
    await expect(page.getByText('Ange användarnamn (email)')).toBeVisible();
    await expect(page.getByText('Ange lösenord')).toBeVisible();
    await expect(f.username).toHaveAttribute('aria-invalid', 'true');
    await expect(f.password).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'login-empty-fields');
    await expectNoA11yViolations(page);
    // An error clears when its field changes (shell.md 5).
    await tabTo(page, f.username);
    await page.keyboard.type('c');
    await expect(page.getByText('Ange användarnamn (email)')).toBeHidden();
    await expect(page.getByText('Ange lösenord')).toBeVisible();
  });

  test('fel lösenord visar serverns meddelande vid lösenordsfältet', async ({ page }) => {
    await loginAs(page, USERS.manager, { password: 'fel-lösenord', expectFailure: true });
    const { password } = loginFields(page);
    const message = page.getByText('Fel användarnamn eller lösenord');
    await expect(message).toBeVisible({ timeout: 15_000 });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The message belongs to the password field: announced with it.
    await expect(password).toHaveAccessibleDescription(/Fel användarnamn eller lösenord/);
    await expect(page.locator('main#main')).toHaveCount(0);
    await shot(page, 'login-wrong-password');
  });

  test('animerad logotyp minst 4,8 s, sedan välkomstdialogen för demoversionen', async ({ page }) => {
    await page.goto('/');
    const f = loginFields(page);
    await expect(f.username).toBeVisible({ timeout: 30_000 });
    await chooseDomain(page);
    await tabTo(page, f.username);
    await keys(page, 'Control+a');
    await page.keyboard.type(USERS.manager);
    await tabTo(page, f.password);
    await page.keyboard.type('demo1234');
    const sent = Date.now();
    await keys(page, 'Enter');
    await page.waitForTimeout(1_000);
    await shot(page, 'login-loading-logo');
    await expect(page.locator('main#main')).toBeVisible({ timeout: 45_000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(4_700);

    const welcome = page.getByRole('dialog', { name: 'Välkommen till demoversionen' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(/demo/i);
    await shot(page, 'login-welcome');
    await expectNoA11yViolations(page);
    await keys(page, 'Escape');
    await expect(welcome).toBeHidden();
    await expect(pageHeading(page)).toHaveText('Dashboard');
  });
});
