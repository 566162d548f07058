/**
 * The register's verbs (issue 5 "Commands"): quantity, discount, delete, moves, clear, park, the
 * barcode dialog and the payment methods. Each `when` is on the register with something to act on.
 */
import { observable } from '@legendapp/state';
import { defineCommand } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { askInput, confirmAction } from '../../../data/dialogs';
import { contributeContext } from '../../../commands/contextKeys';
import { guard, loggedIn, onRoute, role } from '../../../commands/guards';
import { UNIT } from '../../../domain/cart';
import { parkCart } from '../orders/park';
import { isSaleScreen } from './addFlow';
import {
  cart$,
  clearCart,
  editBlockReason,
  focusedLine,
  linesToPay,
  moveAllLines,
  moveBlockReason,
  moveLine,
  removeLine,
  removePaid,
  setQuantity,
  validateQuantity,
  type CartLine,
} from './cartStore';
import { creditBlockReason } from './customerCredit';
import { parseUnits, unitsText } from './parseInput';
import { currentMethods, payAvailability, payHotkey, payWith } from './payButtons';
import { handleProductBarcode } from './scanRouting';
import { isRefund, REFUND_TEXTS, refundMethodBlock, type PaymentMethodLike } from './saleRequest';

declare module '../../../commands/contextKeys' {
  interface ContextKeys {
    /** The till's cart: its lines (copies), why it cannot pay now, the payment methods. */
    cart: { lines: CartLine[]; payBlock: string | null; creditBlock: string | null; methods: PaymentMethodLike[] };
    /** The focused line of the till's charges table. */
    cartLine: CartLine | null;
  }
}

/** The pane id of the register screen (scope of 'delete'). */
export const REGISTER_PANE = 'register';
/** The line whose price and discount are being edited ('Pris och rabatt'), or null. */
export const lineEdit$ = observable<string | null>(null);

export const BARCODE_TEXTS = {
  header: 'Ange streckkod',
  label: 'Skanna streckkoden, eller skriv in manuellt',
  invalid: 'Streckkoden ska vara 8 till 13 siffror',
} as const;

const NOT_REGISTER = 'Öppna kassan (Försäljning) först';
const EMPTY = 'Varukorgen är tom';

/**
 * The cart keys (copies of its lines, why it cannot pay, its methods); the till's `when`s read only these.
 * Installed with the shell: the cart outlives the sale screen, and its buttons are judged in its first render.
 */
export function installCartKeys(): () => void {
  const a = contributeContext('cart', () => ({
    lines: cart$.lines.peek().map((l) => ({ ...l })),
    payBlock: payAvailability(),
    creditBlock: creditBlockReason(),
    methods: currentMethods(),
  }));
  const b = contributeContext('cartLine', () => {
    const l = focusedLine();
    return l ? { ...l } : null;
  });
  return () => {
    a();
    b();
  };
}

const tillRights = guard(loggedIn('Kräver behörighet till kassan'), role('till', 'Kräver behörighet till kassan'));
export const onRegister = guard(tillRights, onRoute(isSaleScreen, NOT_REGISTER));
const lines = (ctx: CommandContext) => ctx.cart?.lines ?? [];
export const withCart = guard(onRegister, (ctx) => lines(ctx).length > 0 || EMPTY);
const withEditable = guard(withCart, (ctx) => editBlockReason(ctx.cartLine ?? null) ?? true);
const withMove = (amount: 'one' | 'all') =>
  guard(withCart, (ctx) => (ctx.cartLine ? (moveBlockReason(ctx.cartLine, amount) ?? true) : 'Välj en rad'));

/** 'Antal' for the focused line: whole or decimal units ('1,5'); negative ('-1') takes the item back (a return). */
export async function editQuantity(line: CartLine) {
  const text = await askInput({
    header: 'Antal',
    label: `Antal ${line.name}`,
    prefilledValue: unitsText(line.quantity),
    validate: (v) => validateQuantity(parseUnits(v)),
  });
  const q = text == null ? null : parseUnits(text);
  if (q != null) setQuantity(line.clientId, q);
}

/** 'Flytta antal': how many units of the focused line go to the other side. */
export async function moveUnits(line: CartLine) {
  const text = await askInput({
    header: 'Flytta antal',
    label: 'Antal att flytta',
    prefilledValue: unitsText(Math.min(UNIT, Math.abs(line.quantity))),
    validate: (v) => moveBlockReason(line, { units: parseUnits(v) ?? NaN }),
  });
  const units = text == null ? null : parseUnits(text);
  if (units != null) moveLine(line.clientId, { units });
}

/** 'Ange streckkod': the barcode dialog, feeding the same path as a scan. */
export async function enterBarcode() {
  const code = await askInput({
    header: BARCODE_TEXTS.header,
    label: BARCODE_TEXTS.label,
    maxLength: 13,
    validate: (v) => (/^\d{8,13}$/.test(v.trim()) ? null : BARCODE_TEXTS.invalid),
  });
  if (code != null) handleProductBarcode(code.trim());
}

/** 'Parkera': the cart (or its right side) becomes a parked order (helper U4), then leaves the cart. */
export async function parkLines() {
  // The booking's saved charges already live on the booking: only lines rung up here are parked.
  const lines = cart$.lines
    .peek()
    .filter((l): l is CartLine & { productId: number } => !l.saved && l.productId != null);
  if (lines.length === 0) return;
  if (await parkCart(lines, {})) removePaid(lines.map((l) => l.clientId));
}

function payCommand(index: number): CommandDescriptor {
  return defineCommand({
    id: `register.pay${index + 1}`,
    get title() {
      const m = currentMethods()[index];
      if (!m) return `Betalningsmetod ${index + 1}`;
      // A cart below zero is a return: the button pays money back.
      return isRefund(linesToPay(cart$.lines.peek()).lines)
        ? REFUND_TEXTS.pay(m.button_text || m.name)
        : `Betala med ${m.button_text || m.name}`;
    },
    group: 'Kassa',
    hotkey: payHotkey(index),
    keywords: ['betala', 'ta betalt', 'kvitto'],
    when: (ctx) => {
      const r = withCart(ctx);
      if (r !== true) return r;
      const m = ctx.cart?.methods[index];
      if (!m) return 'Ingen betalningsmetod på den platsen';
      return ctx.cart!.payBlock ?? refundMethodBlock(linesToPay(lines(ctx)).lines, m) ?? true;
    },
    run: async () => {
      const m = currentMethods()[index];
      if (m) await payWith(m);
    },
  });
}

export const tillCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'register.quantity',
    title: 'Antal',
    group: 'Kassa',
    hotkey: 'alt+a',
    keywords: ['antal', 'kvantitet', 'st', 'retur', 'återköp', 'negativt antal'],
    when: withEditable,
    run: async () => {
      const l = focusedLine();
      if (l) await editQuantity(l);
    },
  }),
  defineCommand({
    id: 'register.discount',
    title: 'Rabatt',
    group: 'Kassa',
    hotkey: 'alt+x',
    keywords: ['pris', 'rabatt', 'procent', 'ändra pris'],
    when: withEditable,
    run: () => {
      const l = focusedLine();
      if (l) lineEdit$.set(l.clientId);
    },
  }),
  defineCommand({
    id: 'register.deleteLine',
    title: 'Ta bort rad',
    group: 'Kassa',
    hotkey: 'delete',
    scope: 'pane',
    owner: REGISTER_PANE,
    screen: '/register',
    keywords: ['radera', 'ta bort'],
    when: withEditable,
    run: () => {
      const l = focusedLine();
      if (l) removeLine(l.clientId);
    },
  }),
  defineCommand({
    id: 'register.moveAllRight',
    title: 'Flytta alla till höger',
    group: 'Kassa',
    keywords: ['flytta', 'dela', 'höger'],
    when: guard(withCart, (ctx) => lines(ctx).some((l) => l.side === 'left') || 'Allt är redan till höger'),
    run: () => moveAllLines('left'),
  }),
  defineCommand({
    id: 'register.moveAllLeft',
    title: 'Flytta alla till vänster',
    group: 'Kassa',
    keywords: ['flytta', 'dela', 'vänster'],
    when: guard(withCart, (ctx) => lines(ctx).some((l) => l.side === 'right') || 'Allt är redan till vänster'),
    run: () => moveAllLines('right'),
  }),
  defineCommand({
    id: 'register.moveLine',
    title: 'Flytta raden',
    group: 'Kassa',
    keywords: ['flytta', 'rad'],
    when: withMove('all'),
    run: () => {
      const l = focusedLine();
      if (l) moveLine(l.clientId, 'all');
    },
  }),
  defineCommand({
    id: 'register.moveOne',
    title: 'Flytta en',
    group: 'Kassa',
    keywords: ['flytta', 'en', 'dela'],
    when: withMove('one'),
    run: () => {
      const l = focusedLine();
      if (l) moveLine(l.clientId, 'one');
    },
  }),
  defineCommand({
    id: 'register.moveUnits',
    title: 'Flytta antal',
    group: 'Kassa',
    keywords: ['flytta', 'antal', 'dela'],
    when: guard(withCart, ({ cartLine: l }) =>
      !l ? 'Välj en rad' : l.saved ? (moveBlockReason(l, { units: 1 }) ?? true) : true,
    ),
    run: async () => {
      const l = focusedLine();
      if (l) await moveUnits(l);
    },
  }),
  defineCommand({
    id: 'register.clear',
    title: 'Töm varukorgen',
    group: 'Kassa',
    keywords: ['töm', 'rensa', 'avbryt köp'],
    when: withCart,
    run: async () => {
      if (
        await confirmAction({
          header: 'Töm varukorgen',
          body: 'Alla rader tas bort ur varukorgen. Sparade avgifter finns kvar på bokningen.',
        })
      )
        clearCart();
    },
  }),
  defineCommand({
    id: 'register.park',
    title: 'Parkera',
    group: 'Kassa',
    hotkey: 'alt+shift+p',
    keywords: ['parkera', 'nota', 'spara'],
    when: guard(withCart, (ctx) => lines(ctx).some((l) => !l.saved) || 'Sparade avgifter finns redan på bokningen'),
    run: parkLines,
  }),
  defineCommand({
    id: 'register.barcode',
    title: BARCODE_TEXTS.header,
    group: 'Kassa',
    keywords: ['streckkod', 'ean', 'skanna', 'scanner'],
    when: tillRights,
    run: enterBarcode,
  }),
  ...[0, 1, 2, 3].map(payCommand),
];
