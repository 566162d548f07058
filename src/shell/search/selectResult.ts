import { executeCommand } from '../../commands/registry';
import type { SearchResult, SearchResultType } from '../../domain/search';

/** What selecting a result does (shell.md 2.9), as the command each entity's verb is. */
export const RESULT_COMMANDS: Record<Exclude<SearchResultType, 'query'>, string> = {
  customer: 'customer.open',
  booking: 'booking.open',
  position: 'position.showOnMap',
  booking_group: 'bookingGroup.open',
  product: 'product.addToCart',
};

export function openResult(r: SearchResult): Promise<boolean> {
  if (r.type === 'query') return Promise.resolve(false);
  return executeCommand(RESULT_COMMANDS[r.type], { id: Number(r.id) }, 'palette', {
    entity: { type: r.type, id: Number(r.id) },
  });
}
