import { useId } from 'react';
import { showSnackbar } from '../../../data/snackbars';
import { REMARKS_MAX, useRemarksAutosave } from './useRemarksAutosave';
import * as s from './booking.css';
import * as e from '../../../shell/panes/entity.css';

export interface RemarksEditorProps {
  label: string;
  serverValue: string | null | undefined;
  save: (value: string | null) => Promise<unknown>;
}

/** The remarks text area with its 600-character counter, autosave and 'Sparat!' (bookings.md 4). */
export function RemarksEditor({ label, serverValue, save }: RemarksEditorProps) {
  const id = useId();
  const r = useRemarksAutosave({
    serverValue,
    save,
    onSavedWhileClosed: () => showSnackbar('success', 'Bokningsanteckningen har sparats'),
  });
  return (
    <div className={e.section}>
      <label htmlFor={id} className={e.sectionTitle}>
        {label}
      </label>
      <textarea
        id={id}
        className={s.textarea}
        value={r.value}
        maxLength={REMARKS_MAX}
        aria-describedby={`${id}-count ${id}-status`}
        onChange={(ev) => r.onChange(ev.target.value)}
        onBlur={() => void r.flush()}
      />
      <div className={s.remarksFoot}>
        <span id={`${id}-status`} role="status">
          {r.saved && <span className={s.savedText}>Sparat!</span>}
          {r.failed && <span className={s.failedText}>Kunde inte spara</span>}
        </span>
        <span id={`${id}-count`}>
          {r.value.length} / {REMARKS_MAX}
        </span>
      </div>
    </div>
  );
}
