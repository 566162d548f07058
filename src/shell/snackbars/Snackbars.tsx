import { useValue } from '@legendapp/state/react';
import { dismissSnackbar, snackbars$ } from '../../data/snackbars';
import * as s from './snackbars.css';

/** Snackbars (shell.md 2.11b): announced politely, errors assertively; they close after 5 s. */
export function Snackbars() {
  const list = useValue(snackbars$);
  return (
    <div className={s.stack} aria-live="polite">
      {list.map((b) => (
        <div
          key={b.id}
          className={`${s.snackbar} ${s.color[b.color]}`}
          role={b.color === 'error' ? 'alert' : 'status'}
          data-snackbar
        >
          <span>{b.text}</span>
          <button
            type="button"
            className={s.close}
            onClick={() => dismissSnackbar(b.id)}
            aria-label="Stäng meddelandet"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
