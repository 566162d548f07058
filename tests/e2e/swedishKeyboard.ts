// A Swedish keyboard as the browser receives it (CDP Input.dispatchKeyEvent with key, code,
// Windows key code and modifiers): '/' is Shift+7, '?' is Shift and the + key, Shift+digits type
// other characters. Shared by the journeys that press hotkeys as our users do.
import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';

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
  '-': { key: '-', code: 'Slash', windowsVirtualKeyCode: 189, shift: false },
  '.': { key: '.', code: 'Period', windowsVirtualKeyCode: 190, shift: false },
  ',': { key: ',', code: 'Comma', windowsVirtualKeyCode: 188, shift: false },
  ':': { key: ':', code: 'Period', windowsVirtualKeyCode: 190, shift: true },
  '&': { key: '&', code: 'Digit6', windowsVirtualKeyCode: 54, shift: true },
};
/** The three letters of their own, right of P and L. */
const SWEDISH_LETTERS: Record<string, { code: string; windowsVirtualKeyCode: number }> = {
  å: { code: 'BracketLeft', windowsVirtualKeyCode: 221 },
  ä: { code: 'Quote', windowsVirtualKeyCode: 222 },
  ö: { code: 'Semicolon', windowsVirtualKeyCode: 192 },
};
const NAMED: Record<string, SwedishKey> = {
  escape: { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 },
  delete: { key: 'Delete', code: 'Delete', windowsVirtualKeyCode: 46 },
  enter: { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
  // Keys every layout places alike, named so a journey sends each key through this one way.
  tab: { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 },
  space: { key: ' ', code: 'Space', windowsVirtualKeyCode: 32 },
  backspace: { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 },
  home: { key: 'Home', code: 'Home', windowsVirtualKeyCode: 36 },
  end: { key: 'End', code: 'End', windowsVirtualKeyCode: 35 },
  arrowleft: { key: 'ArrowLeft', code: 'ArrowLeft', windowsVirtualKeyCode: 37 },
  arrowup: { key: 'ArrowUp', code: 'ArrowUp', windowsVirtualKeyCode: 38 },
  arrowright: { key: 'ArrowRight', code: 'ArrowRight', windowsVirtualKeyCode: 39 },
  arrowdown: { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40 },
};
const MODS = { alt: 1, ctrl: 2, meta: 4, shift: 8 } as const;

/** The key events a Swedish keyboard on Linux/Windows sends for a binding ('mod' is Ctrl there). */
function swedishPress(hotkey: string): { mods: (keyof typeof MODS)[]; key: SwedishKey } {
  const parts = hotkey.split('+');
  // The last part is the key, so '+' itself can be pressed ('+', 'ctrl++').
  const name = parts.pop() || (parts.pop(), '+');
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
  } else if (SWEDISH_LETTERS[name]) {
    key = { key: shift ? name.toUpperCase() : name, ...SWEDISH_LETTERS[name] };
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
export async function pressSwedish(cdp: CDPSession, hotkey: string) {
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

/** Above the scanner's 50 ms gap, like a person (helpers.ts HUMAN_KEY_DELAY_MS). */
const TYPING_GAP_MS = 60;

/**
 * Types text key by key as a Swedish keyboard sends it ('/' is Shift+7, '+' the key right of 0,
 * 'Å' Shift and the key right of P), with a person's gap between keys. Returns the keys pressed.
 */
export async function typeSwedish(cdp: CDPSession, text: string, gapMs = TYPING_GAP_MS): Promise<number> {
  const chars = [...text];
  for (const [i, ch] of chars.entries()) {
    if (i > 0) await new Promise((r) => setTimeout(r, gapMs));
    const lower = ch.toLowerCase();
    await pressSwedish(cdp, ch === ' ' ? 'space' : ch !== lower ? `shift+${lower}` : ch);
  }
  return chars.length;
}

/** A Swedish keyboard on one page: hotkeys ('alt+n', 'mod+shift+enter', 'tab') and typed text, counted. */
export interface SwedishKeyboard {
  press(...hotkeys: string[]): Promise<void>;
  type(text: string): Promise<void>;
  /** Keys pressed so far (a typed character is one key, a chord one press). */
  readonly count: number;
}

export async function swedishKeyboard(page: Page): Promise<SwedishKeyboard> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let count = 0;
  return {
    async press(...hotkeys) {
      for (const h of hotkeys) {
        await pressSwedish(cdp, h);
        count++;
      }
    },
    async type(text) {
      count += await typeSwedish(cdp, text);
    },
    get count() {
      return count;
    },
  };
}

/** The target has the keyboard, or holds the element that has it. */
export const focusIsIn = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Tab (or shift+Tab) on a Swedish keyboard until the target has the keyboard, as a person would reach it. */
export async function tabWith(kb: SwedishKeyboard, target: Locator, { max = 30, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await focusIsIn(target)) return;
    await kb.press(back ? 'shift+tab' : 'tab');
  }
  const at = await target.page().evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}` : 'inget';
  });
  throw new Error(`${max} tryck på Tab nådde inte ${target} (fokus på ${at})`);
}
