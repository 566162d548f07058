import { hotkeyLabel } from './Kbd';
import * as s from './keyCap.css';

/** A key cap at full contrast, for the dialogs' primary buttons. */
export function KeyCap({ hotkey }: { hotkey: string }) {
  return (
    <kbd className={s.key} aria-label={`Kortkommando ${hotkeyLabel(hotkey)}`}>
      {hotkeyLabel(hotkey)}
    </kbd>
  );
}
