import { suggestionsHeader } from '../../domain/customerForm';
import type { Suggestion } from './serverChecks';
import * as s from './customerForm.css';

/** 'Menade du den här kunden?': customers the checks found; choosing one opens it instead of a new one. */
export function CustomerSuggestions({ list, onChoose }: { list: Suggestion[]; onChoose: (s: Suggestion) => void }) {
  const header = suggestionsHeader(list.length);
  return (
    <section className={s.suggestions} aria-label={header} aria-live="polite">
      <div className={s.suggestionsTitle}>{header}</div>
      <ul className={s.suggestionList}>
        {list.map((c) => (
          <li key={c.id}>
            <button type="button" className={s.suggestion} onClick={() => onChoose(c)}>
              <span>{c.full_name || 'Namnlös kund'}</span>
              {c.shortAddress && <span className={s.suggestionSub}>{c.shortAddress}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
