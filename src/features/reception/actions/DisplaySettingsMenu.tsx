import { useRef } from 'react';
import { useValue } from '@legendapp/state/react';
import { useFocusLayer } from '../../../commands/focusStack';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { lazyPart } from '../../../ui/lazyPart';
import { actionsUi$ } from './actionsUi';
import { DISPLAY_TITLE as TITLE } from './displaySettings';

// The popover's code (React Aria's popover and dialog) arrives just after the first screen.
const DisplaySettingsPopover = lazyPart(() => import('./DisplaySettingsPopover').then((m) => m.DisplaySettingsPopover));

/** The local display settings of the lists (shell.md 3): a button and a small popover of checkboxes. */
export function DisplaySettingsMenu() {
  const triggerRef = useRef<HTMLSpanElement>(null);
  const open = useValue(actionsUi$.settingsOpen);
  useFocusLayer('modal', open, 'actionsDisplay');
  return (
    <>
      <span ref={triggerRef} style={{ display: 'inline-flex' }}>
        <Button
          variant="ghost"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPress={() => actionsUi$.settingsOpen.set(!open)}
        >
          <Icon name="Settings" size={16} />
          {TITLE}
        </Button>
      </span>
      <DisplaySettingsPopover triggerRef={triggerRef} />
    </>
  );
}
