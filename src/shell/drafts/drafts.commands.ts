import { defineCommand } from '../../commands/registry';
import { guard, hasModule, loggedIn, role } from '../../commands/guards';
import type { CommandDescriptor } from '../../commands/types';
import { api } from '../../data/api';
import { bookings$ } from '../../data/stores';
import { showSnackbar } from '../../data/snackbars';

/** The draft the popover's keyboard focus is on; the Delete key acts on it. */
let focusedDraftId: number | null = null;
export const setFocusedDraft = (id: number | null) => {
  focusedDraftId = id;
};
/** The draft row with the keyboard (the `draft` key reads it). */
export const focusedDraft = () => focusedDraftId;

/** Deletes a draft: its position is released at once (shell.md 2.10, 4.7). */
export async function deleteDraft(bookingId: number): Promise<boolean> {
  const res = await api<{ booking_id: number; removed: boolean }>('POST', 'bookings/delete-draft', {
    body: { booking_id: bookingId },
  });
  // The BookingRemoved event does the same; whichever comes first wins.
  if (res?.removed !== false && bookings$[bookingId].peek())
    bookings$[bookingId].deleted_at.set(new Date().toISOString());
  showSnackbar('success', 'Utkastet togs bort');
  return true;
}

export const DRAFTS_LAYER = 'drafts';

export const draftCommands: CommandDescriptor<{ bookingId?: number }>[] = [
  defineCommand({
    id: 'booking.deleteDraft',
    title: 'Ta bort utkast',
    group: 'Bokning',
    keywords: ['utkast', 'släpp plats', 'radera'],
    hotkey: 'delete',
    scope: 'modal',
    owner: DRAFTS_LAYER,
    when: guard(
      loggedIn(),
      hasModule('PMS', false),
      role('writeBookings', 'Din behörighet räcker inte'),
      (ctx) => ctx.draft?.live === true || 'Inget pågående utkast valt',
    ),
    run: async (ctx, args) => {
      const id = args?.bookingId ?? (ctx.entity?.type === 'booking' ? ctx.entity.id : focusedDraftId);
      if (id != null) await deleteDraft(id).catch(() => false);
    },
  }),
];
