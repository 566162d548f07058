import { useId, useSyncExternalStore } from 'react';
import { availability, contextFor, executeCommand, getCommand, onCommandsChanged } from '../commands/registry';
import { useFocusState } from '../commands/focusStack';
import { Button, type ButtonProps } from './Button';
import { Kbd } from './Kbd';
import * as s from './styles.css';

export interface CommandButtonProps extends Omit<ButtonProps, 'children' | 'hotkey' | 'onPress'> {
  /** The command's id: its label (or title), hotkey, availability and run come from its descriptor. */
  command: string;
  args?: unknown;
}

let version = 0;
const subscribe = (l: () => void) =>
  onCommandsChanged(() => {
    version++;
    l();
  });

/** Why the command cannot run now, or null; a context not installed yet (component tests) judges nothing. */
function reasonFor(id: string, args: unknown): string | null {
  const c = getCommand(id);
  if (!c) return null;
  try {
    const r = availability(c, contextFor(c, args));
    return r === true ? null : r;
  } catch {
    return null;
  }
}

/**
 * A button for a command: the text, the key cap, the disabled state and its reason are the
 * descriptor's, and pressing it runs the command like its hotkey and the palette do.
 */
export function CommandButton({ command, args, isDisabled, ...rest }: CommandButtonProps) {
  useSyncExternalStore(subscribe, () => version);
  useFocusState();
  const reasonId = useId();
  const c = getCommand(command);
  // Commands a pane registers in an effect arrive right after its first render.
  if (!c) return null;
  const reason = reasonFor(command, args);
  const disabled = isDisabled || reason != null;
  return (
    <>
      <Button
        {...rest}
        hotkey={c.hotkey}
        isDisabled={disabled}
        aria-describedby={reason ? reasonId : undefined}
        onPress={() => void executeCommand(command, args, 'button')}
      >
        {c.label ?? c.title}
      </Button>
      {reason && (
        <span id={reasonId} className={s.visuallyHidden}>
          {reason}
        </span>
      )}
    </>
  );
}

/** The key cap of a command's hotkey, where a label or a hint mentions the key (nothing if it has none). */
export function CommandKbd({ command }: { command: string }) {
  useSyncExternalStore(subscribe, () => version);
  const hotkey = getCommand(command)?.hotkey;
  return hotkey ? <Kbd hotkey={hotkey} /> : null;
}
