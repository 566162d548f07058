/**
 * How the wedge detector gives back keys it held (wedgeDetector.ts): a synthetic keydown/keyup to the
 * key's own target, and the character typed into a text field as the browser would have.
 */

const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number']);
/** Events we dispatch ourselves when replaying; the detector lets them through. */
const replayed = new WeakSet<Event>();

export const isReplayed = (e: Event) => replayed.has(e);

/** The printable character a scanner could send (visible ASCII, no space), or null. */
export function candidateChar(e: KeyboardEvent): string | null {
  if (e.ctrlKey || e.altKey || e.metaKey || e.repeat || e.isComposing) return null;
  return /^[\x21-\x7e]$/.test(e.key) ? e.key : null;
}

export function isTextField(t: EventTarget | null): t is HTMLInputElement | HTMLTextAreaElement {
  return t instanceof HTMLTextAreaElement || (t instanceof HTMLInputElement && TEXT_TYPES.has(t.type));
}

/** Targets whose typing we cannot replay faithfully: keys there act natively. */
export function isUnreplayable(t: EventTarget | null): boolean {
  return t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && !isTextField(t));
}

export function cloneKey(type: 'keydown' | 'keyup', e: KeyboardEvent): KeyboardEvent {
  const c = new KeyboardEvent(type, {
    key: e.key,
    code: e.code,
    location: e.location,
    shiftKey: e.shiftKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  // Listeners that read keyCode get it; a constructed event leaves it at 0.
  const keyCode = e.keyCode || (e.key.length === 1 ? e.key.toUpperCase().charCodeAt(0) : 0);
  Object.defineProperty(c, 'keyCode', { get: () => keyCode });
  Object.defineProperty(c, 'which', { get: () => keyCode });
  replayed.add(c);
  return c;
}

/** Types `ch` into a text field as the browser would have. */
export function insertIntoField(target: EventTarget | null, ch: string): void {
  if (target instanceof HTMLElement && target.isContentEditable) {
    if (typeof document.execCommand === 'function') document.execCommand('insertText', false, ch);
    return;
  }
  if (!isTextField(target) || target.readOnly || target.disabled) return;
  if (
    target === document.activeElement &&
    typeof document.execCommand === 'function' &&
    document.execCommand('insertText', false, ch)
  )
    return;
  const value = target.value;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = target.selectionStart;
    end = target.selectionEnd;
  } catch {
    /* number/email fields have no selection */
  }
  start ??= value.length;
  end ??= start;
  if (target.maxLength >= 0 && value.length - (end - start) + ch.length > target.maxLength) return;
  const proto = target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The prototype's setter, so React's value tracker notices the change and fires onChange.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(target, value.slice(0, start) + ch + value.slice(end));
  try {
    target.setSelectionRange(start + ch.length, start + ch.length);
  } catch {
    /* as above */
  }
  target.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: ch }));
}

/**
 * When a key was pressed, on the clock of `now`: a trusted event carries the moment the browser took
 * it in, so a long task in the console between two keys of a scan does not look like a pause.
 * Synthetic events (tests, replays) are timed when handled.
 */
export function keyTimeOf(
  e: Pick<KeyboardEvent, 'isTrusted' | 'timeStamp'>,
  now: number,
  perfNow: () => number = () => performance.now(),
): number {
  if (!e.isTrusted || !(e.timeStamp > 0)) return now;
  const age = perfNow() - e.timeStamp;
  return age >= 0 && age < 10_000 ? now - age : now;
}

/** Whether the browser holds input events not yet dispatched (Chromium); false where unknown. */
export function inputPending(): boolean {
  const s = (globalThis.navigator as { scheduling?: { isInputPending?: () => boolean } } | undefined)?.scheduling;
  try {
    return !!s?.isInputPending?.();
  } catch {
    return false;
  }
}
