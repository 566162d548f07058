import { defineCommand } from '../../commands/registry';
import { contributeContext, type BookingKey } from '../../commands/contextKeys';
import type { BaseContext, CommandContext, CommandDescriptor } from '../../commands/types';
import { openPanes, topPane } from '../../shell/panes/open';
import { customerOf } from '../till/printer/printer.commands';
import { api } from '../../data/api';
import { confirmAction } from '../../data/dialogs';
import { showSnackbar } from '../../data/snackbars';
import type { Booking } from '../../data/stores';
import type { BookingTimes } from '../../domain/bookingState';
import { navigate } from '../../navigation/navigation';
import { entityTarget, type IdArgs } from '../../shell/panes/target';
import { guard, hasKey, hasModule, loggedIn, role } from '../../commands/guards';
import {
  checkoutRouteId,
  NEEDS_PMS,
  NEEDS_WRITE,
  NO_BOOKING,
  verbAvailability,
  type BookingVerb,
} from '../../domain/bookingVerbs';
import { printRegistrationCard } from '../till/printer/registrationCard';
import {
  CHECKIN_LAYER,
  checkinResult$,
  knownBooking,
  rememberBooking,
  startCheckIn,
  startCheckout,
} from '../reception/checkin/checkinFlow';

const target = (ctx: CommandContext, args?: IdArgs) => entityTarget('booking', ctx, args);

/** The booking as the console knows it, else as the list that selected it shows it. */
const bookingFor = (id: number, ctx: BaseContext): BookingTimes | null =>
  knownBooking(id) ??
  (ctx.selected?.type === 'booking' && ctx.selected.id === id ? (ctx.selected.booking ?? null) : null);

/** The booking the verbs act on, with its state as known (a copy), and its customer facts. */
function bookingKey(base: BaseContext): BookingKey | null {
  const id = entityTarget('booking', base);
  if (id == null) return null;
  const known = bookingFor(id, base);
  return { id, known: known ? { ...(known as NonNullable<BookingKey['known']>) } : null, customer: customerOf(id) };
}

/** The booking group the keyboard is on: the palette's group page, or the group pane with focus. */
function groupKey(base: BaseContext): number | null {
  if (base.entity?.type === 'booking_group') return base.entity.id;
  const top = topPane();
  return base.focus.pane === 'entity' && top?.param === 'group' ? top.id : null;
}

/** The entity keys (panes, booking, group, customer, the check-in dialog's booking); returns the remover. */
export function installEntityKeys(): () => void {
  const removers = [
    contributeContext('pane', () => topPane()),
    contributeContext('panes', () => openPanes()),
    contributeContext('booking', bookingKey),
    contributeContext('group', groupKey),
    contributeContext('customer', (base) => entityTarget('customer', base)),
    contributeContext('checkinShown', () => shownCheckin()?.id ?? null),
  ];
  return () => removers.forEach((r) => r());
}

/**
 * The verb's rule over the booking the command would act on (the `booking` key; the palette lists
 * only allowed verbs). With no booking in view the viewer's rights decide: a button passing `{id}`
 * is then judged in `run`, where its own booking is known.
 */
const allowed = (verb: BookingVerb) => (ctx: CommandContext) => {
  // alt+k on a booking group (its pane or palette page) opens the group's cart instead.
  if (verb === 'openInRegister' && ctx.entity?.type !== 'booking' && ctx.group != null)
    return 'En gruppbokning är vald';
  // In the register's checkout alt+o belongs to 'Slutför utcheckning'.
  if (verb === 'startCheckout' && checkoutRouteId(ctx.path) != null) return 'Utcheckningen pågår redan';
  const b = ctx.booking;
  const r = verbAvailability(verb, b?.known ? { ...b.known, id: b.id } : null, ctx);
  return r === NO_BOOKING ? true : r;
};

/** Runs `fn` with its booking after the state rule for exactly that booking (the server checks again). */
const withBooking =
  (verb: BookingVerb, fn: (id: number, b: Booking | null) => unknown) => async (ctx: CommandContext, args?: IdArgs) => {
    const id = target(ctx, args);
    if (id == null) return;
    const known = bookingFor(id, ctx);
    const r = verbAvailability(verb, known ? { ...known, id } : null, ctx);
    if (r !== true && r !== NO_BOOKING) {
      showSnackbar('warning', r);
      return;
    }
    await fn(id, knownBooking(id));
  };

/** Asks first, then POSTs {booking_id} and keeps the working set in step; the snackbar says what happened. */
async function confirmedChange(
  id: number,
  b: Booking | null,
  o: { header: string; body: string; path: string; done: string },
) {
  if (!(await confirmAction({ header: o.header, body: o.body }))) return;
  const d = await api<{ booking: Booking }>('POST', o.path, { body: { booking_id: id } });
  if (d?.booking) rememberBooking(d.booking);
  showSnackbar('success', `${d?.booking?.title ?? b?.title ?? 'Bokningen'} ${o.done}`);
}

const name = (b: Booking | null) => b?.title ?? 'bokningen';

/** An 'Ångra …' verb: asks under the header '<title> av <booking>', then POSTs {booking_id} to `path`. */
const reversal = (
  id: string,
  verb: BookingVerb,
  title: string,
  keywords: string[],
  o: { body: string; path: string; done: string },
) =>
  defineCommand<IdArgs>({
    id,
    title,
    group: 'Bokning',
    entity: 'booking',
    keywords,
    when: allowed(verb),
    run: withBooking(verb, (bookingId, b) => confirmedChange(bookingId, b, { header: `${title} av ${name(b)}`, ...o })),
  });

/**
 * The booking verbs of bookings.md 2 and 4, in palette order: 'Checka in' first for an arriving
 * booking. Each resolves its booking with entityTarget (args, palette page, pane, list row).
 */
export const bookingCommands: CommandDescriptor[] = [
  defineCommand<IdArgs>({
    id: 'booking.checkIn',
    title: 'Checka in',
    group: 'Bokning',
    entity: 'booking',
    hotkey: 'alt+i',
    keywords: ['incheckning', 'ankomst', 'anländ'],
    when: allowed('checkIn'),
    run: withBooking('checkIn', (id) => startCheckIn(id)),
  }),
  defineCommand<IdArgs>({
    id: 'booking.startCheckout',
    title: 'Påbörja utcheckning',
    group: 'Bokning',
    entity: 'booking',
    hotkey: 'alt+o',
    keywords: ['utcheckning', 'avresa', 'checka ut'],
    when: allowed('startCheckout'),
    run: withBooking('startCheckout', (id) => startCheckout(id)),
  }),
  defineCommand<IdArgs>({
    id: 'booking.openInRegister',
    title: 'Öppna i Kassan',
    group: 'Bokning',
    entity: 'booking',
    hotkey: 'alt+k',
    keywords: ['kassa', 'betala', 'register'],
    when: allowed('openInRegister'),
    run: withBooking('openInRegister', (id) => navigate({ to: `/register/booking/${id}` })),
  }),
  defineCommand<IdArgs>({
    id: 'bookingGroup.openInRegister',
    title: 'Öppna i Kassan',
    group: 'Bokning',
    entity: 'booking_group',
    hotkey: 'alt+k',
    keywords: ['kassa', 'betala', 'gruppbokning'],
    when: guard(
      loggedIn('Inte inloggad'),
      hasModule('PMS', NEEDS_PMS),
      role('readBookings', NEEDS_WRITE),
      hasKey('group', 'Ingen gruppbokning vald'),
    ),
    // The group's own charges and its members' charges and lodging (/register/booking-group/{id}).
    run: (ctx, args) => {
      const id = args?.id ?? ctx.group;
      if (id != null) navigate({ to: `/register/booking-group/${id}`, search: {} });
    },
  }),
  reversal('booking.reverseCheckIn', 'reverseCheckIn', 'Ångra incheckning', ['ångra', 'incheckning'], {
    body: 'Är du säker på att du vill ångra incheckningen av den här bokningen?',
    path: 'bookings/reverse-checkin',
    done: 'är inte längre incheckad',
  }),
  reversal('booking.reverseCheckOut', 'reverseCheckOut', 'Ångra utcheckning', ['ångra', 'utcheckning'], {
    body: 'Är du säker på att du vill ångra utcheckningen av den här bokningen?',
    path: 'bookings/reverse-checkout',
    done: 'är incheckad igen',
  }),
  defineCommand<IdArgs>({
    id: 'booking.cancel',
    title: 'Avboka',
    group: 'Bokning',
    entity: 'booking',
    keywords: ['avbokning', 'avbeställ', 'makulera'],
    when: allowed('cancel'),
    run: withBooking('cancel', (id, b) => {
      // Bookings from an external reservation system are cancelled there (bookings.md 5, 8).
      if (b?.channel_id === 4 || b?.external_source) {
        showSnackbar(
          'warning',
          `Externa bokningar måste avbokas via ${b.external_source || 'det externa bokningssystemet'}`,
        );
        return;
      }
      return confirmedChange(id, b, {
        header: `Avboka ${b?.title ?? ''}`.trim(),
        body: 'Är du säker på att du vill avboka den här bokningen?',
        path: 'bookings/cancel',
        done: 'har avbokats',
      });
    }),
  }),
  reversal('booking.reverseCancel', 'reverseCancel', 'Ångra avbokning', ['ångra', 'avbokning', 'återställ'], {
    body: 'Är du säker på att du vill ångra avbokningen av den här bokningen?',
    path: 'booking-cancellations/reverse-cancellation',
    done: 'är inte längre avbokad',
  }),
];

const shownCheckin = () => {
  const r = checkinResult$.peek();
  return r?.status === 'done' ? r.booking : null;
};
const checkinShown = hasKey('checkinShown', false);

/**
 * Keys inside the 'Incheckning' dialog, while it shows a checked-in booking. The global verbs pause
 * under a modal, so these never meet them on one key.
 */
export const checkinDialogCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'checkin.openInRegister',
    title: 'Öppna i kassan',
    group: 'Incheckning',
    hotkey: 'alt+k',
    scope: 'modal',
    owner: CHECKIN_LAYER,
    hidden: true,
    when: checkinShown,
    run: () => {
      const b = shownCheckin();
      if (!b) return;
      checkinResult$.set(null);
      navigate({ to: `/register/booking/${b.id}` });
    },
  }),
  defineCommand({
    id: 'checkin.printRegistrationCard',
    title: 'Skriv ut registreringskort',
    group: 'Incheckning',
    hotkey: 'alt+p',
    scope: 'modal',
    owner: CHECKIN_LAYER,
    hidden: true,
    when: checkinShown,
    run: async () => {
      const b = shownCheckin();
      if (b) await printRegistrationCard(b.id);
    },
  }),
];
