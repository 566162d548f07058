import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { useFocusLayer } from '../../commands/focusStack';
import { ui$ } from '../../data/ui';
import { recentSearches$, rememberSearch } from '../../data/search';
import { groupResults, queryText, wrapIndex, type RecentSearch, type SearchResult } from '../../domain/search';
import { Button } from '../../ui/Button';
import { Icon } from './ResultAvatar';
import { optionId, ResultList, type Row } from './ResultList';
import { SearchPreview } from './SearchPreview';
import { openResult } from './selectResult';
import { usePreview } from './usePreview';
import { useSearchResults } from './useSearchResults';
import * as s from './search.css';
import { useFocusWhenOpen } from '../../ui/useFocusWhenOpen';

const DESKTOP = '(min-width: 960px)';
const RECENT_GROUP = 'Senaste sökningar';

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (l) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', l);
      return () => m.removeEventListener('change', l);
    },
    () => window.matchMedia(query).matches,
  );
}

const isQueryEntry = (r: RecentSearch) => r.type === 'query' && !('unique_id' in r);

/** The global search (shell.md 2.9, 4.6): ctrl+F or the top bar's button. */
export function SearchDialog() {
  const open = useValue(ui$.searchOpen);
  const [text, setText] = useState('');
  const textRef = useRef(text);
  textRef.current = text;

  // However the dialog closes (Escape, outside click, a command), typed text goes to the history.
  useEffect(() => {
    if (open) return;
    const t = textRef.current.trim();
    if (t) rememberSearch({ type: 'query', value: t });
    setText('');
  }, [open]);

  return (
    <ModalOverlay
      className={s.overlay}
      isOpen={open}
      isDismissable
      onOpenChange={(o) => {
        if (!o) ui$.searchOpen.set(false);
      }}
    >
      <Modal className={s.modal}>
        <AriaDialog className={s.dialog} aria-label="Sök">
          <SearchBody text={text} setText={setText} />
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

function SearchBody({ text, setText }: { text: string; setText: (t: string) => void }) {
  useFocusLayer('modal', true, 'search');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusWhenOpen(inputRef);
  const desktop = useMedia(DESKTOP);
  const recent = useValue(recentSearches$);
  const search = useSearchResults(text);
  const [active, setActive] = useState(0);

  const showingRecent = search.status === 'idle';
  const rows: (Row & { group_title: string })[] = useMemo(() => {
    if (showingRecent) return recent.map((r) => ({ ...r, group_title: RECENT_GROUP }));
    return search.status === 'error' ? [] : search.results;
  }, [showingRecent, recent, search]);
  const groups = useMemo(() => groupResults(rows), [rows]);
  const flat = useMemo(() => groups.flatMap((g) => g.items.map((it) => it.item)), [groups]);
  const resultsKey = showingRecent ? 'recent' : search.status === 'error' ? 'error' : search.shownQuery;

  // New results highlight their first row.
  useEffect(() => {
    setActive(0);
  }, [resultsKey]);
  const current = flat[active] ?? null;
  const highlighted = current && !isQueryEntry(current) ? (current as SearchResult) : null;
  const preview = usePreview(highlighted, desktop);

  useEffect(() => {
    if (current) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, current, listId]);

  const choose = (index: number) => {
    const row = flat[index];
    if (!row) return;
    if (isQueryEntry(row) || row.type === 'query') {
      // A recent text (or the server's query suggestion) runs again.
      setText(queryText(row));
      inputRef.current?.focus();
      return;
    }
    const typed = text.trim();
    if (typed) rememberSearch({ type: 'query', value: typed });
    // In the history the rows wear its heading as group: keep the stored entry as it was.
    const entry = (showingRecent ? recent[index] : row) as SearchResult;
    rememberSearch(entry);
    setText('');
    ui$.searchOpen.set(false);
    void openResult(entry);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => wrapIndex(i, e.key === 'ArrowDown' ? 1 : -1, flat.length));
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      choose(active);
    }
  };

  const status = (() => {
    if (search.status === 'error')
      return (
        <p className={s.errorMessage} role="alert">
          Ett fel har inträffat, felkod: {search.code}
        </p>
      );
    if (search.status === 'done' && !flat.length) return <p className={s.message}>Inga sökresultat hittades</p>;
    if (showingRecent && !flat.length)
      return <p className={s.message}>Sök efter bokningar, kunder, platser, gruppbokningar och produkter.</p>;
    return null;
  })();

  return (
    <>
      <div className={s.inputRow}>
        <Icon name="search" size={18} className={s.searchIcon} />
        <input
          ref={inputRef}
          className={s.input}
          value={text}
          placeholder="Sök bokning, kund, plats eller produkt"
          aria-label="Sök"
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(listId, active) : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {search.status === 'loading' && (
          <span className={s.busy} aria-hidden="true">
            Söker…
          </span>
        )}
        {/* Full screen on phones: no backdrop to tap and often no Escape key. */}
        <span className={s.closeSmall}>
          <Button variant="ghost" onPress={() => ui$.searchOpen.set(false)}>
            Stäng
          </Button>
        </span>
      </div>
      <div className={s.columns}>
        <div className={s.listColumn}>
          <div aria-live="polite">{status}</div>
          <ResultList
            id={listId}
            label={showingRecent ? RECENT_GROUP : 'Sökresultat'}
            groups={groups}
            active={active}
            activeId={current ? optionId(listId, active) : undefined}
            onKeyDown={onKeyDown}
            query={showingRecent ? '' : search.status === 'error' ? '' : search.shownQuery}
            onHover={setActive}
            onChoose={choose}
          />
        </div>
        {desktop && (
          <aside className={s.previewColumn} aria-label="Förhandsvisning">
            <SearchPreview result={highlighted} state={preview} />
          </aside>
        )}
      </div>
      <div className={s.footer}>
        <span className={s.footerItem}>
          <kbd className={s.key}>Enter</kbd> väljer
        </span>
        <span className={s.footerItem}>
          <kbd className={s.key}>↑</kbd>
          <kbd className={s.key}>↓</kbd> navigerar
        </span>
        <span className={s.footerItem}>
          <kbd className={s.key}>Esc</kbd> stänger
        </span>
      </div>
    </>
  );
}
