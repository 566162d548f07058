// The receipt pane's verbs as commands: print the one copy, and finish a receipt left unfinished.
import { guard, loggedIn, role } from '../../../commands/guards';
import { defineCommand } from '../../../commands/registry';
import type { CommandDescriptor } from '../../../commands/types';
import { catalog$ } from '../../../data/stores';
import { showSnackbar } from '../../../data/snackbars';
import { openPaneId } from '../../../shell/panes/open';
import { loadPaymentFlow } from '../payment/loadPaymentFlow';
import { loadLater } from '../../../commands/loadLater';
import { COPY_TEXTS } from './copyRules';

export const RECEIPT_COPY_HOTKEY = 'alt+shift+c';
export const RECEIPT_FINISH_HOTKEY = 'alt+shift+f';
/** Receipt states the till still has to finish (pay, sign, deliver). */
export const UNFINISHED_STATES = new Set(['awaiting_payment', 'awaiting_signature', 'awaiting_delivery']);

const receiptOpen = guard(loggedIn('Din behörighet räcker inte'), role('till', 'Din behörighet räcker inte'), (ctx) => {
  if (!ctx.panes?.some((p) => p.param === 'receipt')) return 'Inget kvitto är öppet';
  if (ctx.register?.id == null) return 'Den här datorn har ingen kassa';
  return ctx.register.openedAt != null || COPY_TEXTS.registerClosed;
});

const loadPrintCopy = loadLater(() => import('./printCopy'));

/** Prints the open receipt's copy; resolves the Swedish reason when it could not (also shown as a snackbar). */
export async function printOpenReceiptCopy(receiptId: number): Promise<string | null> {
  const registerId = catalog$.register.peek()?.id as number | undefined;
  if (registerId == null) return 'Den här datorn har ingen kassa';
  const { printReceiptCopy } = await loadPrintCopy();
  const failure = await printReceiptCopy(receiptId, registerId);
  if (failure) showSnackbar('error', failure);
  return failure;
}

/** Continues the open receipt where it stopped: terminal, signature, then 'Kvittoleverans'. */
export async function finishOpenReceipt(receiptId: number): Promise<string | null> {
  const { resumeReceipt } = await loadPaymentFlow();
  const failure = await resumeReceipt(receiptId);
  if (failure) showSnackbar('warning', failure);
  return failure;
}

export const receiptCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'receipt.finish',
    title: 'Slutför kvitto',
    group: 'Kassa',
    keywords: ['slutför', 'leverans', 'kvitto', 'väntar'],
    hotkey: RECEIPT_FINISH_HOTKEY,
    when: receiptOpen,
    run: async () => {
      const id = openPaneId('receipt');
      if (id != null) await finishOpenReceipt(id);
    },
  }),
  defineCommand({
    id: 'receipt.printCopy',
    title: 'Skriv ut kvittokopia',
    group: 'Kassa',
    keywords: ['kopia', 'kvitto', 'skriv ut'],
    hotkey: RECEIPT_COPY_HOTKEY,
    when: receiptOpen,
    run: async () => {
      const id = openPaneId('receipt');
      if (id != null) await printOpenReceiptCopy(id);
    },
  }),
];
