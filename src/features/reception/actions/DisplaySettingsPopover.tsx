import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { actionsUi$ } from './actionsUi';
import {
  actionsDisplay$,
  DISPLAY_LABELS,
  DISPLAY_TITLE as TITLE,
  setDisplaySetting,
  type ActionsDisplay,
} from './displaySettings';
import * as s from './actions.css';

const KEYS = Object.keys(DISPLAY_LABELS) as (keyof ActionsDisplay)[];

/** The display settings' popover of checkboxes, under its button (DisplaySettingsMenu). */
export function DisplaySettingsPopover({ triggerRef }: { triggerRef: RefObject<HTMLElement | null> }) {
  const open = useValue(actionsUi$.settingsOpen);
  const values = useValue(actionsDisplay$.values);
  return (
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
  );
}
