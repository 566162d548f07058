/**
 * Two more register verbs: 'Använd tillgodo' (the owner's customer credit pays part or all of the
 * sale) and 'Rabatt på alla' (money.md 4 "Discount on a charge": a discount on all charges).
 */
import { observable } from '@legendapp/state';
import { defineCommand } from '../../../commands/registry';
import { guard } from '../../../commands/guards';
import type { CommandDescriptor } from '../../../commands/types';
import { askInput } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import { discountAll, type DiscountAll } from '../../../domain/discount';
import { formatKr } from '../../../domain/money';
import { cart$, linesToPay, type CartLine } from './cartStore';
import { availableCredit, chooseCredit, CREDIT_TEXTS } from './customerCredit';
import { onRegister, withCart } from './till.commands';

export const DISCOUNT_ALL_TEXTS = {
  title: 'Rabatt på alla',
  type: 'Rabatten ska vara i kronor eller procent',
  value: 'Ange en rabatt större än 0',
  noLines: 'Det finns inga nya rader att ge rabatt på',
  allDiscounted: 'Alla rader har redan rabatt. Kryssa i "Ersätt rabatter som raderna redan har" för att ersätta dem.',
  kept: (n: number) => `${n} ${n === 1 ? 'rad hade' : 'rader hade'} redan rabatt och behöll den`,
} as const;

/** The 'Rabatt på alla' dialog is open. */
export const discountAllOpen$ = observable(false);

/** The lines a discount on all charges applies to: the new (not saved) lines of the side being paid. */
export function discountTargets(all: readonly CartLine[] = cart$.lines.peek()): CartLine[] {
  return linesToPay(all).lines.filter((l) => !l.saved);
}

/** Applies the domain rule to the targets; returns the Swedish reason it cannot, or null when done. */
export function applyDiscountAll(d: DiscountAll): string | null {
  const targets = discountTargets();
  if (targets.length === 0) return DISCOUNT_ALL_TEXTS.noLines;
  const res = discountAll(targets, d);
  if (!res.ok) return DISCOUNT_ALL_TEXTS[res.reason];
  const next = new Map(res.charges.map((c) => [c.clientId, c]));
  cart$.lines.set(cart$.lines.peek().map((l) => next.get(l.clientId) ?? l));
  if (res.kept > 0) showSnackbar('warning', DISCOUNT_ALL_TEXTS.kept(res.kept));
  return null;
}

export const tillExtraCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'register.useCredit',
    title: CREDIT_TEXTS.header,
    group: 'Kassa',
    hotkey: 'alt+shift+g',
    keywords: ['tillgodo', 'kredit', 'saldo', 'betala'],
    when: guard(withCart, (ctx) => ctx.cart?.creditBlock ?? true),
    run: () =>
      chooseCredit((prefilled, validate) =>
        askInput({
          header: CREDIT_TEXTS.header,
          label: `${CREDIT_TEXTS.label} (${formatKr(availableCredit())} finns)`,
          prefilledValue: prefilled,
          validate,
        }),
      ),
  }),
  defineCommand({
    id: 'register.discountAll',
    title: DISCOUNT_ALL_TEXTS.title,
    group: 'Kassa',
    hotkey: 'alt+shift+r',
    keywords: ['rabatt', 'alla', 'procent', 'kronor'],
    when: guard(onRegister, (ctx) => discountTargets(ctx.cart?.lines ?? []).length > 0 || DISCOUNT_ALL_TEXTS.noLines),
    run: () => discountAllOpen$.set(true),
  }),
];
