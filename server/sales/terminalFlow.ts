// The terminal payment of a receipt: the simulator's steps become TerminalUpdated events; an
// approval registers the sale (serial, awaiting_signature) and announces ReceiptUpdated.
import { and, eq, isNull } from 'drizzle-orm';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenants';
import type { Tx } from '../db/client';
import { payments, receipts } from '../db/schema';
import { registerSale } from './registration';
import { terminalSimulator } from './terminalSimulator';

export interface TerminalOrder {
  attempt: number;
  status: 'pending' | 'approved' | 'declined' | 'cancelled' | 'aborted';
  reference?: string;
  display?: string;
}

export const terminalKey = (receiptId: number) => `receipt-${receiptId}`;

/** Starts (or restarts) the terminal transaction of a receipt waiting for payment. */
export function startTerminalPayment(services: Services, tenant: Tenant, p: { receiptId: number; paymentId: number; attempt: number; amount: number; workstationId: number | null }) {
  const publish = (event: string, data: unknown) => services.publish(tenant.config, event, data);
  const terminalUpdated = (message: string, error?: { display: string; print: string }) =>
    publish('TerminalUpdated', { workstation_id: p.workstationId, receipt_id: p.receiptId, message, ...(error ? { error } : {}) });

  /** Runs `fn` only while the receipt still waits for this very attempt; false when it moved on. */
  const whileCurrent = async (fn: (tx: Tx, now: Date) => Promise<void>): Promise<boolean> =>
    tenant.db.transaction(async (tx) => {
      const [r] = await tx.select().from(receipts).where(eq(receipts.id, p.receiptId)).for('update').limit(1);
      const [pay] = await tx.select().from(payments).where(and(eq(payments.id, p.paymentId), isNull(payments.deletedAt))).limit(1);
      const order = pay?.terminalOrder as TerminalOrder | null | undefined;
      if (r?.receiptStatus !== 'awaiting_payment' || order?.attempt !== p.attempt || order.status !== 'pending') return false;
      await fn(tx, services.now());
      return true;
    });

  terminalSimulator(services).start({
    key: terminalKey(p.receiptId),
    amount: p.amount,
    hooks: {
      display: (message) => terminalUpdated(message),
      async approved(card) {
        let closedOrderId: number | null = null;
        const ok = await whileCurrent(async (tx, now) => {
          await tx.update(payments).set({
            transactionStatus: 'confirmed', paidAt: now, cardType: 'credit', cardBrand: card.brand, cardLastFour: card.lastFour,
            terminalOrder: { attempt: p.attempt, status: 'approved', reference: card.reference, display: 'Godkänd' } satisfies TerminalOrder,
          }).where(eq(payments.id, p.paymentId));
          ({ closedOrderId } = await registerSale(tx, p.receiptId, now));
        });
        if (!ok) return;
        await terminalUpdated('Godkänd');
        await publish('ReceiptUpdated', { receipt_id: p.receiptId });
        if (closedOrderId != null) await publish('ParkedOrderRemoved', { parked_order_id: closedOrderId });
      },
      async failed(outcome, error) {
        // The receipt keeps waiting: the cashier retries (sales/retry-payment) or cancels it.
        const ok = await whileCurrent(async (tx) => {
          await tx.update(payments).set({
            terminalOrder: { attempt: p.attempt, status: outcome === 'decline' ? 'declined' : 'cancelled', display: error.display } satisfies TerminalOrder,
          }).where(eq(payments.id, p.paymentId));
        });
        if (ok) await terminalUpdated(error.display, error);
      },
    },
  });
}
