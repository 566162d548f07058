import { useRef } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { useFocusLayer } from '../../../commands/focusStack';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { actionsUi$ } from './actionsUi';
import { actionsDisplay$, DISPLAY_LABELS, setDisplaySetting, type ActionsDisplay } from './displaySettings';
import * as s from './actions.css';

const KEYS = Object.keys(DISPLAY_LABELS) as (keyof ActionsDisplay)[];
const TITLE = 'Visningsinställningar';

/** The local display settings of the lists (shell.md 3): a button and a small popover of checkboxes. */
export function DisplaySettingsMenu() {
  const triggerRef = useRef<HTMLSpanElement>(null);
  const open = useValue(actionsUi$.settingsOpen);
  const values = useValue(actionsDisplay$.values);
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
      <Popover
        triggerRef={triggerRef}
        isOpen={open}
        onOpenChange={(o) => actionsUi$.settingsOpen.set(o)}
        placement="bottom end"
        offset={6}
        className={s.popover}
      >
        <Dialog className={s.popoverDialog} aria-label={TITLE}>
          <div className={s.popoverTitle} aria-hidden="true">
            {TITLE}
          </div>
          {KEYS.map((k, i) => (
            <label key={k} className={s.checkbox}>
              <input
                type="checkbox"
                checked={values[k]}
                autoFocus={i === 0}
                onChange={(e) => setDisplaySetting(k, e.currentTarget.checked)}
              />
              {DISPLAY_LABELS[k]}
            </label>
          ))}
        </Dialog>
      </Popover>
    </>
  );
}
