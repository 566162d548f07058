// Printing a receipt copy (SKVFS 2014:9: one copy, registered in the control unit like a receipt):
// the fiscal state must allow it, the server makes the copy (receipts/initiate-copy), the console's
// one control unit signs its control object (type 'kopia'), and receipts/sign-copy stores the code
// and answers with the print (KOPIA and the copy's control code), which the API client prints.
import { api, ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { controlDataFromObject } from '../../../domain/controlObject';
import { controlUnit, fatalReasons, refreshFiscal } from '../payment/fiscal';

export const COPY_FLOW_TEXTS = {
  notCompleted: 'Kvittot kunde inte färdigställas',
  unexpected: 'Ett oväntat fel inträffade',
} as const;

/** Resolves null when the copy was signed and printed, else the Swedish reason it was not. */
export async function printReceiptCopy(receiptId: number, registerId: number): Promise<string | null> {
  const fiscal = await refreshFiscal();
  if (fiscal.fatal) return fatalReasons(fiscal).join(' ') || COPY_FLOW_TEXTS.notCompleted;
  try {
    const { receipt: copy } = await call('POST receipts/initiate-copy', {
      body: { receiptId, registerId },
      silent: true,
    });
    if (copy.receipt_status === 'complete') return null;
    if (!copy.control_object) return COPY_FLOW_TEXTS.notCompleted;
    // A copy left unsigned (the unit failed last time) comes back here and is signed now.
    const signed = await controlUnit().sign(controlDataFromObject(copy.control_object));
    if (!signed.ok) return signed.message || COPY_FLOW_TEXTS.notCompleted;
    await api('POST', 'receipts/sign-copy', {
      body: {
        receipt_id: copy.id,
        control_data: { code: signed.code, manufacturing_number: signed.manufacturingNumber },
      },
      silent: true,
    });
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err.message || `${COPY_FLOW_TEXTS.unexpected}. Felkod: ${err.status}`;
    return (err as Error)?.message || COPY_FLOW_TEXTS.unexpected;
  }
}
