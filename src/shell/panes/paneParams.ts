/** URL search params of the entity panes; their order in the URL is the stacking order. */
export const PANE_PARAMS = ['booking', 'customer', 'group', 'receipt', 'invoice'] as const;
export type PaneParam = (typeof PANE_PARAMS)[number];

/** The open panes, bottom to top, from the URL's search params (ids that are not positive integers are ignored). */
export function panesFromSearch(search: Record<string, unknown>): { param: PaneParam; id: number }[] {
  return Object.keys(search)
    .filter((k): k is PaneParam => (PANE_PARAMS as readonly string[]).includes(k))
    .map((param) => ({ param, id: Number(search[param]) }))
    .filter((p) => Number.isInteger(p.id) && p.id > 0);
}
