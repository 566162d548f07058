// Issue 11 "No typed key is lost": keys typed right after ctrl+F, ctrl+K and ctrl+K over the demo
// welcome dialog, and after '/' (Shift+7) on the lists, land in the field that opens or takes the
// focus, in order, at a person's pace and fast. Sent as a
// Swedish keyboard sends them (CDP Input.dispatchKeyEvent with key, code and modifiers), each key
// the moment the one before was sent plus the gap, without waiting for the page.
import type { CDPSession, Page } from '@playwright/test';
import { expect, keys, loginAs, loginFast, palette, pageHeading, test, USERS } from './helpers';
import { pressSwedish } from './swedishKeyboard';

const WORDS = ['hugo', 'anna', 'berg', 'lind', 'kaj', 'nils', 'olle', 'tove', 'malin', 'sven', 'pia', 'ebba'];
/** A person's pace, and fast typing that still stays above a scanner's 20 ms (wedgeDetector.ts). */
const PACES = { person: [70, 110, 90], fast: [22, 30, 25] };

async function cdpOf(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** ctrl+<letter> as a Swedish keyboard sends it: Control down, the letter with ctrl, both up. */
async function ctrlLetter(cdp: CDPSession, letter: string) {
  const vk = letter.toUpperCase().charCodeAt(0);
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Control',
    code: 'ControlLeft',
    windowsVirtualKeyCode: 17,
    modifiers: 2,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: letter,
    code: `Key${letter.toUpperCase()}`,
    windowsVirtualKeyCode: vk,
    modifiers: 2,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: letter,
    code: `Key${letter.toUpperCase()}`,
    windowsVirtualKeyCode: vk,
    modifiers: 2,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Control',
    code: 'ControlLeft',
    windowsVirtualKeyCode: 17,
  });
}

/** Types the word right behind the hotkey, `gap` ms per key, never waiting for the page to react. */
async function typeAtPace(cdp: CDPSession, word: string, gap: number) {
  const t0 = Date.now();
  const sent: Promise<unknown>[] = [];
  for (const [i, ch] of [...word].entries()) {
    const wait = t0 + (i + 1) * gap - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const k = { key: ch, code: `Key${ch.toUpperCase()}`, windowsVirtualKeyCode: ch.toUpperCase().charCodeAt(0) };
    // Stamped when the finger pressed it: a stall of this test process is not a burst of keys.
    const timestamp = (t0 + (i + 1) * gap) / 1000;
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...k, text: ch, unmodifiedText: ch, timestamp }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...k, timestamp: timestamp + 0.005 }));
  }
  await Promise.all(sent);
}

const searchField = (page: Page) => page.getByRole('dialog').getByRole('combobox', { name: 'Sök' });
const paletteField = (page: Page) => palette(page).getByRole('combobox');

async function rounds(
  page: Page,
  hotkey: 'f' | 'k',
  field: (p: Page) => ReturnType<Page['locator']>,
  closed: () => Promise<void>,
) {
  const cdp = await cdpOf(page);
  let n = 0;
  for (const [pace, gaps] of Object.entries(PACES)) {
    for (let i = 0; i < 10; i++) {
      const word = WORDS[n++ % WORDS.length];
      const gap = gaps[i % gaps.length];
      await ctrlLetter(cdp, hotkey);
      await typeAtPace(cdp, word, gap);
      await expect(field(page), `${pace} ${gap} ms, försök ${i + 1}: ${word}`).toHaveValue(word);
      await keys(page, 'Escape');
      await closed();
    }
  }
}

test.describe('Inga tangenter tappas när en dialog öppnas', () => {
  test('ctrl+F och sedan skriva genast: sökfältet får varje tecken, i ordning', async ({ page }) => {
    await loginFast(page, USERS.manager);
    await expect(pageHeading(page)).toBeVisible();
    await rounds(page, 'f', searchField, () => expect(page.getByRole('dialog')).toHaveCount(0));
  });

  test('ctrl+K och sedan skriva genast: paletten får varje tecken, i ordning', async ({ page }) => {
    await loginFast(page, USERS.manager);
    await expect(pageHeading(page)).toBeVisible();
    await rounds(page, 'k', paletteField, () => expect(palette(page)).toBeHidden());
  });

  test('ctrl+K över välkomstdialogen: paletten får varje tecken', async ({ page }) => {
    await loginAs(page, USERS.manager, { keepWelcome: true });
    const welcome = page.getByRole('dialog', { name: 'Välkommen till demoversionen' });
    await expect(welcome).toBeVisible();
    await rounds(page, 'k', paletteField, async () => {
      await expect(palette(page)).toBeHidden();
      await expect(welcome).toBeVisible();
    });
  });

  // '/' used to focus the filter 60 ms late: keys typed right behind it moved the rows instead (j, k).
  for (const [path, field] of [
    ['/actions', /^Filtrera listorna/],
    ['/bookings', /^Sök bokning/],
  ] as const) {
    test(`'/' på ${path} och sedan skriva genast: filtret får varje tecken`, async ({ page }) => {
      await loginFast(page, USERS.receptionist, { path });
      await expect(pageHeading(page)).toBeVisible();
      const filter = page.getByRole('searchbox', { name: field });
      const cdp = await cdpOf(page);
      let n = 0;
      for (const [pace, gaps] of Object.entries(PACES)) {
        for (let i = 0; i < 4; i++) {
          const word = WORDS[n++ % WORDS.length];
          await pressSwedish(cdp, '/');
          await typeAtPace(cdp, word, gaps[i % gaps.length]);
          await expect(filter, `${pace}, försök ${i + 1}: ${word}`).toHaveValue(word);
          await filter.fill('');
          // Back to the rows, so the next '/' comes from the list as before.
          await keys(page, 'ArrowDown');
          await expect(filter).not.toBeFocused();
        }
      }
    });
  }
});
