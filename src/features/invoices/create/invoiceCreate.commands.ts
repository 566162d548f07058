// 'Fakturera' where the money is: the till's pseudo methods 'Fakturera' and 'Betallänk' (money.md 2 "Payment
// methods and per-device settings") and the booking, group and customer panes. Each only opens the dialog
// (createInvoice$); the dialog itself loads with the shell's lazy dialogs.
import { guard, hasModule, loggedIn, role } from '../../../commands/guards';
import { defineCommand } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor, EntityType } from '../../../commands/types';
import { bookingState } from '../../../domain/bookingState';
import { checkoutRouteId } from '../../../domain/bookingVerbs';
import { INVOICE_COMMAND_TEXTS as INVOICE_TEXTS } from '../../../domain/invoiceCommandTexts';
import type { PaneParam } from '../../../shell/panes/paneParams';
import type { IdArgs } from '../../../shell/panes/target';
import { cart$, linesToPay } from '../../till/register/cartStore';
import { invoiceBlockReason } from '../../till/register/saleRequest';
import { onRegister } from '../../till/register/till.commands';
import { openCreateInvoice } from './createInvoice';

/** One key in every pane: only the pane on top (or the palette's entity page) answers it. */
export const INVOICE_HOTKEY = 'alt+f';
/** The till's pseudo methods follow its F1..F4 methods (F5 reloads the page, F6 and F7 are the browser's). */
export const TILL_INVOICE_HOTKEY = 'f8';
export const TILL_LINK_HOTKEY = 'f9';

export const INVOICE_RIGHTS = 'Fakturering kräver behörighet som receptionist';
const invoicing = guard(loggedIn(), hasModule('PMS', 'Kräver PMS'), role('invoices', INVOICE_RIGHTS));

/** The entity a verb of `type` acts on: its palette page, else the pane on top; false when that is another kind. */
function onTop(ctx: CommandContext, type: EntityType, param: PaneParam): number | null | false {
  if (ctx.entity) return ctx.entity.type === type ? ctx.entity.id : false;
  if (ctx.pane) return ctx.pane.param === param ? ctx.pane.id : false;
  return null;
}

/** The booking: its page or pane, else the booking whose checkout the register shows. */
function bookingTarget(ctx: CommandContext): { id: number; checkout: boolean } | null | false {
  const top = onTop(ctx, 'booking', 'booking');
  if (top !== null) return top === false ? false : { id: top, checkout: false };
  const id = checkoutRouteId(ctx.path);
  return id == null ? null : { id, checkout: true };
}

const bookingRule = (ctx: CommandContext) => {
  const t = bookingTarget(ctx);
  if (t === false) return false;
  if (t == null) return 'Ingen bokning är öppen';
  const known = ctx.booking?.id === t.id ? ctx.booking.known : null;
  return !known || bookingState(known) !== 'draft' || 'Ett utkast kan inte faktureras';
};

const entityRule = (type: EntityType, param: PaneParam, none: string) => (ctx: CommandContext) => {
  const t = onTop(ctx, type, param);
  return t === false ? false : t == null ? none : true;
};

/** The till's lines to invoice: what the payment buttons pay (the right side, else the whole cart). */
const tillLines = (ctx: CommandContext) => linesToPay(ctx.cart?.lines ?? []).lines;
const tillRule = guard(onRegister, (ctx) => invoiceBlockReason(tillLines(ctx)) ?? true);

function openFromTill(paymentLink: boolean) {
  const lines = linesToPay(cart$.lines.peek()).lines;
  if (invoiceBlockReason(lines)) return;
  openCreateInvoice({
    kind: 'till',
    owner: { ...cart$.owner.peek() },
    lines: lines.map((l) => ({ ...l })),
    paymentLink,
  });
}

export const invoiceCreateCommands: CommandDescriptor[] = [
  defineCommand<IdArgs>({
    id: 'booking.invoice',
    title: INVOICE_TEXTS.invoiceAction,
    group: 'Bokning',
    entity: 'booking',
    hotkey: INVOICE_HOTKEY,
    keywords: ['faktura', 'fakturera', 'handpenning', 'betalningsvillkor'],
    when: guard(invoicing, bookingRule),
    run: (ctx, args) => {
      const t = args?.id != null ? { id: Number(args.id), checkout: false } : bookingTarget(ctx);
      if (!t) return;
      // In the register's checkout mode the rest is invoiced and the guest leaves: checked out as a checkout receipt does.
      openCreateInvoice({ kind: 'booking', id: t.id, checkOut: t.checkout && ctx.checkout?.state === 'checked_in' });
    },
  }),
  defineCommand<IdArgs>({
    id: 'bookingGroup.invoice',
    title: INVOICE_TEXTS.createGroup,
    label: INVOICE_TEXTS.invoiceAction,
    group: 'Bokning',
    entity: 'booking_group',
    hotkey: INVOICE_HOTKEY,
    keywords: ['faktura', 'fakturera', 'gruppbokning', 'handpenning'],
    when: guard(invoicing, entityRule('booking_group', 'group', 'Ingen gruppbokning är öppen')),
    run: (ctx, args) => {
      const id = args?.id ?? onTop(ctx, 'booking_group', 'group');
      if (id) openCreateInvoice({ kind: 'group', id: Number(id) });
    },
  }),
  defineCommand<IdArgs>({
    id: 'customer.invoice',
    title: INVOICE_TEXTS.createOpenCharges,
    group: 'Kund',
    entity: 'customer',
    hotkey: INVOICE_HOTKEY,
    keywords: ['faktura', 'fakturera', 'avgifter', 'obetalt'],
    when: guard(invoicing, entityRule('customer', 'customer', 'Ingen kund är öppen')),
    run: (ctx, args) => {
      const id = args?.id ?? onTop(ctx, 'customer', 'customer');
      if (id) openCreateInvoice({ kind: 'customer', id: Number(id) });
    },
  }),
  defineCommand({
    id: 'register.invoice',
    title: INVOICE_TEXTS.invoiceAction,
    group: 'Kassa',
    hotkey: TILL_INVOICE_HOTKEY,
    keywords: ['faktura', 'fakturera', 'betalningsvillkor'],
    when: tillRule,
    run: () => openFromTill(false),
  }),
  defineCommand({
    id: 'register.paymentLink',
    title: INVOICE_TEXTS.paymentLink,
    group: 'Kassa',
    hotkey: TILL_LINK_HOTKEY,
    keywords: ['betallänk', 'länk', 'faktura', 'e-post'],
    when: tillRule,
    run: () => openFromTill(true),
  }),
];
