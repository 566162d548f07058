// Issue 11 "Swedish keyboards": every hotkey the cheat sheet shows reaches its command when pressed
// as a Swedish keyboard sends it (key, code, Windows key code and modifiers through CDP
// Input.dispatchKeyEvent): '/' is Shift+7, '?' is Shift and the + key, Shift+digits type other
// characters. The console records which commands ran in window.__executedCommands (registry.ts),
// a list only this journey defines.
import type { CDPSession, Page } from '@playwright/test';
import { expect, loginFast, pageHeading, test, USERS } from './helpers';

interface SwedishKey {
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  text?: string;
}

/** Shift on the top row of a Swedish keyboard. */
const SHIFTED_DIGITS: Record<string, string> = {
  1: '!',
  2: '"',
  3: '#',
  4: '¤',
  5: '%',
  6: '&',
  7: '/',
  8: '(',
  9: ')',
  0: '=',
};
/** Characters of bindings and the Swedish key that types them (Shift included where it is needed). */
const CHARACTERS: Record<string, SwedishKey & { shift: boolean }> = {
  '/': { key: '/', code: 'Digit7', windowsVirtualKeyCode: 55, shift: true },
  '?': { key: '?', code: 'Minus', windowsVirtualKeyCode: 187, shift: true },
  '+': { key: '+', code: 'Minus', windowsVirtualKeyCode: 187, shift: false },
};
const NAMED: Record<string, SwedishKey> = {
  escape: { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 },
  delete: { key: 'Delete', code: 'Delete', windowsVirtualKeyCode: 46 },
  enter: { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
};
const MODS = { alt: 1, ctrl: 2, meta: 4, shift: 8 } as const;

/** The key events a Swedish keyboard on Linux/Windows sends for a binding ('mod' is Ctrl there). */
function swedishPress(hotkey: string): { mods: (keyof typeof MODS)[]; key: SwedishKey } {
  const parts = hotkey.split('+');
  const name = parts.pop()!;
  const mods = parts.map((m) => (m === 'mod' ? 'ctrl' : m)) as (keyof typeof MODS)[];
  const shift = mods.includes('shift');
  const typing = !mods.some((m) => m === 'ctrl' || m === 'alt' || m === 'meta');
  let key: SwedishKey;
  if (CHARACTERS[name]) {
    const c = CHARACTERS[name];
    if (c.shift && !shift) mods.push('shift');
    key = { key: c.key, code: c.code, windowsVirtualKeyCode: c.windowsVirtualKeyCode };
  } else if (/^[a-z]$/.test(name)) {
    key = {
      key: shift ? name.toUpperCase() : name,
      code: `Key${name.toUpperCase()}`,
      windowsVirtualKeyCode: name.toUpperCase().charCodeAt(0),
    };
  } else if (/^[0-9]$/.test(name)) {
    key = { key: shift ? SHIFTED_DIGITS[name] : name, code: `Digit${name}`, windowsVirtualKeyCode: 48 + Number(name) };
  } else if (/^f\d+$/.test(name)) {
    key = { key: name.toUpperCase(), code: name.toUpperCase(), windowsVirtualKeyCode: 111 + Number(name.slice(1)) };
  } else if (NAMED[name]) {
    key = NAMED[name];
  } else throw new Error(`Ingen svensk tangent för ${hotkey}`);
  if (typing && key.key.length === 1) key = { ...key, text: key.key };
  return { mods, key };
}

const MOD_KEYS = {
  alt: { key: 'Alt', code: 'AltLeft', windowsVirtualKeyCode: 18 },
  ctrl: { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17 },
  meta: { key: 'Meta', code: 'MetaLeft', windowsVirtualKeyCode: 91 },
  shift: { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 },
};

/** Presses the binding: modifiers down in order, the key down and up, modifiers up. */
async function pressSwedish(cdp: CDPSession, hotkey: string) {
  const { mods, key } = swedishPress(hotkey);
  let held = 0;
  for (const m of mods) {
    held |= MODS[m];
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...MOD_KEYS[m], modifiers: held });
  }
  await cdp.send('Input.dispatchKeyEvent', {
    type: key.text ? 'keyDown' : 'rawKeyDown',
    ...key,
    unmodifiedText: key.text,
    modifiers: held,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: key.key,
    code: key.code,
    windowsVirtualKeyCode: key.windowsVirtualKeyCode,
    modifiers: held,
  });
  for (const m of [...mods].reverse()) {
    held &= ~MODS[m];
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...MOD_KEYS[m], modifiers: held });
  }
}

const executed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __executedCommands: string[] }).__executedCommands.slice());
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Kortkommandon' });

async function open(page: Page, path: string) {
  await page.goto(path);
  // A reload resumes the session first ('Återansluter'): as long as loginFast allows for it.
  await expect(page.locator('main#main')).toBeVisible({ timeout: 45_000 });
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  // The session is back (the user's menu shows): commands for a logged-in user can run.
  await expect(page.getByRole('button', { name: /Användarmeny för/ })).toBeVisible({ timeout: 30_000 });
}

/** Back to the screen as it opened: whatever the last key opened is closed, a screen it went to left. */
async function reset(page: Page, path: string) {
  const dialogs = page.locator('[role=dialog],[role=alertdialog]');
  // A person presses Escape once they see what the last key opened: a printable key waits out the
  // scanner's burst window (about 100 ms) and some commands fetch before their dialog shows.
  await page.waitForTimeout(500);
  for (let i = 0; i < 4 && (await dialogs.count()) > 0; i++) {
    await page.keyboard.press('Escape');
    // A dialog leaves with an animation: wait for it rather than pressing Escape on the page behind it.
    await expect(dialogs)
      .toHaveCount(0, { timeout: 2000 })
      .catch(() => {});
  }
  if (new URL(page.url()).pathname !== path || (await dialogs.count()) > 0) await open(page, path);
  // A person's next key comes a moment after the last dialog left.
  await page.waitForTimeout(250);
  // The lists take focus as their screen opens: the keys are pressed where a person would press them.
  await expect(page.locator('main#main')).toBeVisible();
}

/** Every row of the cheat sheet opened with a Swedish '?' on this screen: [command id, hotkey]. */
async function sheetRows(page: Page, cdp: CDPSession): Promise<[string, string][]> {
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  await pressSwedish(cdp, '?');
  await expect(sheet(page)).toBeVisible();
  const rows = await sheet(page)
    .locator('[data-command]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-command')!, e.getAttribute('data-hotkey')!] as [string, string]),
    );
  expect(await executed(page)).toContain('hotkey:help.cheatSheet');
  return rows;
}

test.describe('Svenskt tangentbord', () => {
  test.setTimeout(300_000);

  test("'/' och '?' på svenska tangenter: kortkommandon öppnas med ?, inte med /", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __executedCommands: string[] }).__executedCommands = [];
    });
    const cdp = await page.context().newCDPSession(page);
    await loginFast(page, USERS.manager);
    await expect(pageHeading(page)).toBeVisible();
    await pressSwedish(cdp, '/');
    await page.waitForTimeout(300);
    await expect(sheet(page)).toBeHidden();
    await pressSwedish(cdp, '?');
    await expect(sheet(page)).toBeVisible();
  });

  for (const path of ['/', '/actions', '/bookings', '/register']) {
    test(`varje kortkommando i fusklappen på ${path} når sitt kommando`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __executedCommands: string[] }).__executedCommands = [];
      });
      const cdp = await page.context().newCDPSession(page);
      await loginFast(page, USERS.manager, { path });
      const rows = await sheetRows(page, cdp);
      expect(rows.length).toBeGreaterThan(5);
      const missed: string[] = [];
      for (const [id, hotkey] of rows) {
        await reset(page, path);
        await pressSwedish(cdp, hotkey);
        await expect
          .poll(() => executed(page), { timeout: 3000 })
          .toContain(`hotkey:${id}`)
          .catch(() => missed.push(`${hotkey} → ${id}`));
      }
      expect(missed, `kortkommandon som inte nådde sitt kommando på ${path}`).toEqual([]);
    });
  }
});
