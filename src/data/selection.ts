import { observable } from '@legendapp/state';
import type { EntityType, Selection } from '../commands/types';

/**
 * The entity a list has selected (the focused row of /actions, /bookings...). Commands read it
 * through the command context, so alt+i checks in the selected row without a pane open.
 */
export const selection$ = observable<Selection | null>(null);

export function selectEntity(type: EntityType, id: number, booking?: Selection['booking']) {
  selection$.set(booking ? { type, id, booking } : { type, id });
}
/** Clears the selection if it is still the given one (a row losing focus after another took it keeps the newer). */
export function clearSelection(type?: EntityType, id?: number) {
  const cur = selection$.peek();
  if (!cur || type == null || (cur.type === type && cur.id === id)) selection$.set(null);
}
