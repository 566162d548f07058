// Issue 11: the page body does not scroll away (a hidden screen-reader text outside the layout made
// /actions 1,333 px tall in a 900 px window), /bookings fits 1400 px without cutting 'Kvar', and
// the lists take the keyboard when their screen opens, so arrows work at once.
import type { Page } from '@playwright/test';
import { expect, keys, loginFast, pageHeading, test, USERS } from './helpers';

const bodyHeight = (page: Page) =>
  page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, inner: innerHeight }));

test.describe('Skärmarna ryms i fönstret', () => {
  for (const path of ['/actions', '/bookings', '/register']) {
    test(`${path}: sidan rullar inte i ett 900 px högt fönster`, async ({ page }) => {
      await loginFast(page, USERS.manager, { path });
      await expect(pageHeading(page)).toBeVisible();
      // The lists have their rows (the hidden texts sit in them).
      if (path !== '/register') await expect(page.getByRole('row').nth(2)).toBeVisible();
      await page.waitForTimeout(500);
      const h = await bodyHeight(page);
      expect(h.scroll, `scrollHeight ${h.scroll} px i ${h.inner} px`).toBeLessThanOrEqual(h.inner);
    });
  }

  test("/bookings i 1400 × 900: kolumnen 'Kvar' syns hel", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await loginFast(page, USERS.manager, { path: '/bookings' });
    const kvar = page.getByRole('columnheader', { name: 'Kvar' });
    await expect(kvar).toBeVisible();
    const cut = await kvar.evaluate((el) => {
      // The word itself, not the sort button's padding around it.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text: Node | null = walker.nextNode();
      while (text && !text.textContent?.includes('Kvar')) text = walker.nextNode();
      if (!text) return 'ingen text Kvar';
      const range = document.createRange();
      range.selectNodeContents(text);
      const r = range.getBoundingClientRect();
      // Every ancestor that clips must hold the whole header.
      for (let a: Element | null = el; a; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (r.left < c.left - 0.5 || r.right > c.left + a.clientWidth + 0.5)
          return `utanför ${a.className}: ${r.left}–${r.right} mot ${c.left}–${c.left + a.clientWidth}`;
      }
      return r.right > innerWidth ? `utanför fönstret: ${r.right} > ${innerWidth}` : null;
    });
    expect(cut).toBeNull();
    const w = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: innerWidth }));
    expect(w.scroll).toBeLessThanOrEqual(w.inner);
  });
});

test.describe('Listorna tar tangentbordet när skärmen öppnas', () => {
  test('/actions: pil ned flyttar genast till nästa rad', async ({ page }) => {
    await loginFast(page, USERS.manager, { path: '/actions' });
    const rows = page.locator('[data-action-row]');
    await expect(rows.nth(1)).toBeVisible();
    await expect(rows.first()).toBeFocused();
    await keys(page, 'ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
  });

  test('/bookings: pil ned flyttar genast till nästa rad', async ({ page }) => {
    await loginFast(page, USERS.manager, { path: '/bookings' });
    const grid = page.getByRole('grid').first();
    await expect(grid).toBeFocused();
    await expect(grid).toHaveAttribute('aria-activedescendant', /.+/);
    const before = (await grid.getAttribute('aria-activedescendant'))!;
    await keys(page, 'ArrowDown');
    await expect(grid).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(grid).not.toHaveAttribute('aria-activedescendant', before);
  });
});
