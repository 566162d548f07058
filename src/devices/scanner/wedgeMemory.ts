/** What the wedge detector remembers about this machine's scanner across reloads (localStorage). */

const SUFFIX_KEY = 'campsite.scanner.suffixed';
/** Whether this machine's wedge scanner was seen ending a code with Enter/Tab (kept across reloads). */
export function readSuffixed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SUFFIX_KEY) === '1';
  } catch {
    return false;
  }
}
export function writeSuffixed() {
  try {
    globalThis.localStorage?.setItem(SUFFIX_KEY, '1');
  } catch {
    /* private mode: this page only */
  }
}
