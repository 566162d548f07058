import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { clearSelection, selectEntity } from '../../../data/selection';
import { session$ } from '../../../data/session';
import { formatStockholm, stockholmDateTime } from '../../../domain/dates';
import { routeByName } from '../../../routes/routeTable';
import { CommandKbd } from '../../../ui/CommandButton';
import { useTakeFocusOnOpen } from '../../../ui/useTakeFocusOnOpen';
import { focusSoon } from '../../../ui/focusSoon';
import { ActionList, SECTION_TITLES } from './ActionList';
import { rowKey } from './ActionRow';
import { onActionsFocusRequest, type ActionsFocusTarget } from './actionsUi';
import { actionsDisplay$, ensureDisplayLoaded } from './displaySettings';
import { DisplaySettingsMenu } from './DisplaySettingsMenu';
import { useActionLists, type ActionListModel } from './useActionLists';
import * as s from './actions.css';

const SECTIONS = ['checkIns', 'checkOuts', 'recent'] as const;
const ROW = '[data-action-row]';
const HIGHLIGHT_MS = 1600;
const PAGE_ROWS = 10;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * /actions 'In- och utcheckningar': today's and tomorrow's check-ins and check-outs and the recent
 * lists, straight from the local working set. All lists are one keyboard grid; the focused row is
 * the selection, so alt+i / alt+o act on it.
 */
export function ActionsScreen() {
  const [filter, setFilter] = useState('');
  const { today, lists, collisions, positions } = useActionLists(filter);
  const userId = useValue(() => session$.user.get()?.id ?? null);
  useLayoutEffect(() => {
    ensureDisplayLoaded();
  }, [userId]);
  const display = useValue(actionsDisplay$.values);

  const bodyRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const selectedRef = useRef<number | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [highlightKey, setHighlightKey] = useState<string | null>(null);

  const keys = lists.flatMap((l) => l.rows.map((b) => rowKey(l.id, b.id)));
  const tabStopKey = activeKey != null && keys.includes(activeKey) ? activeKey : (keys[0] ?? null);
  // The lists take the keyboard when the screen opens: arrows and alt+i work at once.
  useTakeFocusOnOpen(
    () => bodyRef.current?.querySelector<HTMLElement>(`[data-action-row="${tabStopKey}"]`),
    keys.length > 0,
  );

  const rowEls = () => [...(bodyRef.current?.querySelectorAll<HTMLElement>(ROW) ?? [])];
  const focusRow = (el: HTMLElement | undefined) => {
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'nearest' });
  };

  useEffect(
    () =>
      onActionsFocusRequest((target: ActionsFocusTarget) => {
        // Now (typing right behind '/' lands in the filter), and again once the palette has closed.
        if (target === 'filter') {
          focusSoon(filterRef.current, (el) => (el as HTMLInputElement).select());
          return;
        }
        const section = bodyRef.current?.querySelector<HTMLElement>(`[data-section="${target}"]`);
        focusSoon(section?.querySelector<HTMLElement>(ROW) ?? section?.querySelector<HTMLElement>('h2'));
        section?.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
      }),
    [],
  );

  // The selection belongs to this screen: gone with it.
  useEffect(
    () => () => {
      if (selectedRef.current != null) clearSelection('booking', selectedRef.current);
    },
    [],
  );

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>(ROW);
    if (!row) return;
    setActiveKey(row.dataset.actionRow ?? null);
    const id = Number(row.dataset.bookingId);
    selectedRef.current = id;
    selectEntity('booking', id);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>(ROW);
    if (!row || (e.relatedTarget instanceof Node && row.contains(e.relatedTarget))) return;
    clearSelection('booking', Number(row.dataset.bookingId));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const target = e.target as HTMLElement;
    const row = target.closest<HTMLElement>(ROW);
    if (!row) return;
    const rows = rowEls();
    const i = rows.indexOf(row);
    const go = (n: number) => {
      e.preventDefault();
      focusRow(rows[Math.max(0, Math.min(rows.length - 1, n))]);
    };
    switch (e.key) {
      case 'ArrowDown':
      case 'j':
        return go(i + 1);
      case 'ArrowUp':
      case 'k':
        if (i === 0) {
          e.preventDefault();
          filterRef.current?.focus();
          return;
        }
        return go(i - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(rows.length - 1);
      case 'PageDown':
        return go(i + PAGE_ROWS);
      case 'PageUp':
        return go(i - PAGE_ROWS);
      case 'Enter':
        if (target !== row) return;
        e.preventDefault();
        void executeCommand('booking.open', { id: Number(row.dataset.bookingId) }, 'hotkey');
        return;
      case 'ArrowRight':
      case 'ArrowLeft': {
        // Into the row's own buttons (position, collision, action) and back.
        const items = [row, ...row.querySelectorAll<HTMLElement>('button:not([disabled])')];
        const j = items.indexOf(target) + (e.key === 'ArrowRight' ? 1 : -1);
        e.preventDefault();
        items[Math.max(0, Math.min(items.length - 1, j))].focus();
        return;
      }
      case 'Escape':
        if (target !== row) {
          e.preventDefault();
          row.focus();
        }
        return;
    }
  };

  const onFilterKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const first = () => rowEls().find((el) => el.dataset.actionRow === tabStopKey) ?? rowEls()[0];
    if (e.key === 'ArrowDown' || e.key === 'Enter') {
      e.preventDefault();
      focusRow(first());
    }
    if (e.key === 'Escape' && filter) {
      e.preventDefault();
      e.stopPropagation();
      setFilter('');
    } else if (e.key === 'Escape') {
      e.preventDefault();
      focusRow(first());
    }
  };

  const highlightTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);
  const onCollision = useCallback((from: ActionListModel, targetId: number) => {
    const candidates =
      from.section === 'checkIns' ? ['checkOutsToday', 'checkOutsTomorrow'] : ['checkInsToday', 'checkInsTomorrow'];
    for (const listId of candidates) {
      const key = rowKey(listId, targetId);
      const el = bodyRef.current?.querySelector<HTMLElement>(`[data-action-row="${key}"]`);
      if (!el) continue;
      el.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
      el.focus({ preventScroll: true });
      // Off then on, so a second click flashes again.
      setHighlightKey(null);
      requestAnimationFrame(() => setHighlightKey(key));
      window.clearTimeout(highlightTimer.current);
      highlightTimer.current = window.setTimeout(() => setHighlightKey(null), HIGHLIGHT_MS);
      return;
    }
    // The row is not shown (filtered away): the booking itself, then.
    void executeCommand('booking.open', { id: targetId }, 'button');
  }, []);

  const dateText = formatStockholm(stockholmDateTime(today, '12:00'), 'EEEE d MMMM yyyy');

  return (
    <section className={s.page} aria-labelledby="page-title">
      <header className={s.header}>
        <h1 id="page-title" className={s.title}>
          {routeByName('ActionsItems').title}
        </h1>
        <span className={s.date}>{dateText}</span>
        <label className={s.filter}>
          <input
            ref={filterRef}
            type="search"
            aria-label="Filtrera listorna"
            className={s.filterInput}
            value={filter}
            placeholder="Filtrera listorna"
            onChange={(e) => setFilter(e.currentTarget.value)}
            onKeyDown={onFilterKey}
          />
          <CommandKbd command="actions.filter" />
        </label>
        <DisplaySettingsMenu />
      </header>
      <div
        ref={bodyRef}
        className={s.body}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={(e) => {
          // A click on a row (not on its buttons) opens the booking, like Enter.
          const t = e.target as HTMLElement;
          const row = t.closest<HTMLElement>(ROW);
          if (row && !t.closest('button'))
            void executeCommand('booking.open', { id: Number(row.dataset.bookingId) }, 'button');
        }}
      >
        <div className={s.lists}>
          {SECTIONS.map((section) => (
            <section
              key={section}
              className={s.section}
              data-section={section}
              aria-labelledby={`actions-h-${section}`}
            >
              <h2 id={`actions-h-${section}`} className={`${s.sectionTitle} ${s.sectionHeading}`} tabIndex={-1}>
                {SECTION_TITLES[section]}
              </h2>
              {lists
                .filter((l) => l.section === section)
                .map((list) => (
                  <ActionList
                    key={list.id}
                    list={list}
                    today={today}
                    display={display}
                    positions={positions}
                    collisions={collisions}
                    tabStopKey={tabStopKey}
                    highlightKey={highlightKey}
                    onCollision={onCollision}
                  />
                ))}
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
