import { useCallback, useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { defineCommand, registerCommands } from '../../../commands/registry';
import type { CommandDescriptor } from '../../../commands/types';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { topPane, type PaneParam } from '../../../shell/panes/open';

/** Each pane keeps its tab in its own search param, so a booking over a group keeps both tabs. */
export const TAB_PARAM: Record<'booking' | 'group', string> = { booking: 'bookingTab', group: 'groupTab' };

type Search = Record<string, unknown>;

export function setPaneTab(pane: 'booking' | 'group', tab: string | null) {
  const { search } = currentLocation();
  const { [TAB_PARAM[pane]]: _old, ...rest } = search as Search;
  const next = tab ? { ...rest, [TAB_PARAM[pane]]: tab } : rest;
  // Switching tabs is not a step worth going back to: replace the history entry.
  navigate({ search: next, replace: true });
}

/**
 * The pane's active tab from the URL (it survives reload); unknown values fall back to the
 * first tab. When the pane closes (its id param gone) the tab param is dropped with it.
 */
export function usePaneTab<T extends string>(
  pane: 'booking' | 'group',
  id: number,
  tabs: readonly T[],
): [T, (tab: T) => void] {
  const raw: string = useRouterState({ select: (st) => String((st.location.search as Search)[TAB_PARAM[pane]] ?? '') });
  const tab = tabs.find((t) => t === raw) ?? tabs[0];
  const select = useCallback((t: T) => setPaneTab(pane, t === tabs[0] ? null : t), [pane, tabs]);
  useEffect(
    () => () => {
      const search = currentLocation().search;
      if (Number(search[pane]) !== id && search[TAB_PARAM[pane]] != null) setPaneTab(pane, null);
    },
    [pane, id],
  );
  return [tab, select];
}

const tabCommand = (id: string, title: string, tab: string, keywords: string[]): CommandDescriptor =>
  defineCommand({
    id,
    title,
    group: 'Bokning',
    keywords,
    scope: 'pane',
    owner: 'entity',
    when: (ctx) => (ctx.focus.pane === 'entity' && isTabbedPane(ctx.pane?.param)) || 'Ingen bokning är öppen',
    run: () => {
      const top = topPane();
      if (isTabbedPane(top?.param)) setPaneTab(top.param, tab);
    },
  });

const isTabbedPane = (p: PaneParam | undefined): p is 'booking' | 'group' => p === 'booking' || p === 'group';

export const paneTabCommands: CommandDescriptor[] = [
  tabCommand('bookingPane.showHistory', 'Visa historik', 'booking-history', ['historik', 'ändringar', 'logg']),
  tabCommand('bookingPane.showReceipts', 'Visa kvitton och fakturor', 'invoices-receipts', ['kvitton', 'fakturor']),
  tabCommand('bookingPane.showEmails', 'Visa email', 'emails', ['email', 'e-post', 'mejl', 'bekräftelse']),
];

// The booking and group panes share the commands: registered while at least one of them is open.
let users = 0;
let unregister: (() => void) | null = null;
export function usePaneTabCommands() {
  useEffect(() => {
    if (users++ === 0) unregister = registerCommands(paneTabCommands);
    return () => {
      if (--users === 0) {
        unregister?.();
        unregister = null;
      }
    };
  }, []);
}
