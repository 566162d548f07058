import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../commands/types';
import { customerCommands } from '../../customers/customer.commands';
import { bookingFormCommands, bookingFormOpenCommands, editRefusal } from './bookingForm.commands';

const byId = new Map([...bookingFormCommands, ...bookingFormOpenCommands, ...customerCommands].map((c) => [c.id, c]));
const held = (id: string, ctx: CommandContext) => byId.get(id)!.when!(ctx);

const times = { check_in: '2026-11-24', check_out: '2026-11-27', checked_in_at: null, checked_out_at: null };
const booking = (over: Record<string, unknown> = {}) => ({
  id: 7,
  known: {
    ...times,
    deleted_at: null,
    is_draft: false,
    confirmed_at: '2026-11-01T10:00:00Z',
    type: 'regular',
    ...over,
  },
  customer: { isOrg: false, countryId: 752, hasCustomer: true },
});
const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  path: '/bookings',
  level: 'receptionist',
  modules: ['PMS'],
  loggedIn: true,
  focus: { top: 'pane', modal: null, pane: 'entity' },
  entity: null,
  selected: null,
  ...over,
});

describe("alt+E: 'Redigera bokning' and 'Redigera kund' never hold at once", () => {
  it.each([
    ['booking pane on top of a customer pane', 'booking', true, false],
    ['customer pane on top of a booking pane', 'customer', false, true],
  ] as const)('%s', (_name, top, bookingEdit, customerEdit) => {
    const c = ctx({ pane: { param: top, id: top === 'booking' ? 7 : 5 }, booking: booking() as never, customer: 5 });
    expect(held('booking.edit', c) === true).toBe(bookingEdit);
    expect(held('customer.edit', c) === true).toBe(customerEdit);
  });

  it('a button or palette page names its entity, whatever pane is on top', () => {
    const c = ctx({
      pane: { param: 'customer', id: 5 },
      entity: { type: 'booking', id: 7 },
      booking: booking() as never,
    });
    expect(held('booking.edit', c)).toBe(true);
  });
});

describe('which bookings the form edits', () => {
  it.each([
    [{}, true],
    [{ deleted_at: '2026-11-20T10:00:00Z' }, 'Bokningen är avbokad'],
    [{ checked_in_at: '2026-11-24T15:00:00Z', checked_out_at: '2026-11-27T10:00:00Z' }, 'Bokningen är utcheckad'],
    [{ checked_in_at: '2026-11-24T15:00:00Z' }, true],
    // A season booking: dates within its season, pitch, guests and its price ('Platsavgift').
    [{ type: 'season' }, true],
    // A booking of a group: edited on its own (dates, pitch, guests); it stays in its group.
    [{ type: 'group' }, true],
    // A draft is resumed as the new booking it still is.
    [{ is_draft: true, confirmed_at: null }, true],
  ])('%o → %s', (over, want) => {
    expect(editRefusal({ ...booking().known, ...over } as never)).toBe(want);
  });
});

describe("alt+E opens 'Redigera bokning', or resumes a draft as the new booking it is", () => {
  const opened = async (over: Record<string, unknown>) => {
    const { bookingFormRequest$, closeBookingForm } = await import('./bookingFormStore');
    await byId.get('booking.edit')!.run(ctx({ booking: booking(over) as never }), { id: 7 });
    const request = bookingFormRequest$.peek();
    closeBookingForm();
    return request?.mode;
  };
  it.each([
    [{}, 'edit'],
    [{ is_draft: true, confirmed_at: null }, 'resume'],
    [{ type: 'season' }, 'edit'],
    // A season booking copied to the next season is a draft of its own: edited, never resumed and discarded.
    [{ type: 'season', is_draft: true, confirmed_at: null }, 'edit'],
  ])('%o → %s', async (over, mode) => {
    expect(await opened(over)).toBe(mode);
  });
});

describe('the form’s save keys', () => {
  const form = (over: Record<string, unknown>) =>
    ctx({
      focus: { top: 'modal', modal: 'bookingForm', pane: null },
      bookingForm: { mode: 'new', confirms: false, dropIn: false, saving: false, hasCustomer: true, ...over },
    });
  it("offers 'Spara och checka in' only for a drop-in, and nothing while saving", () => {
    expect(held('bookingForm.saveAndCheckIn', form({ dropIn: true }))).toBe(true);
    expect(held('bookingForm.saveAndCheckIn', form({}))).toBe('Incheckningen är inte idag');
    expect(held('bookingForm.save', form({ saving: true }))).toBe('Sparar…');
    expect(held('bookingForm.editCustomer', form({ hasCustomer: false }))).toBe('Ingen kund vald');
    expect(held('bookingForm.save', ctx())).toBe('Inget bokningsformulär är öppet');
  });

  it("alt+K opens 'Välj platskategori' when there is more than one category", () => {
    expect(held('bookingForm.chooseCategory', form({ categoryChoice: true }))).toBe(true);
    expect(held('bookingForm.chooseCategory', form({ categoryChoice: false }))).toBe('Det finns bara en kategori');
    expect(byId.get('bookingForm.chooseCategory')!.hotkey).toBe('alt+k');
  });
});
