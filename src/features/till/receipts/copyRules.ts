// When a receipt copy may be printed (money.md 5 "Refunds", 8; SKVFS 2014:9: one copy per receipt).
// The server re-checks every rule (server/register/receipts.ts initiateCopy).

export interface CopyableReceipt {
  receipt_type: string;
  receipt_status: string;
  receipt_serial: number | null;
  register_id: number | null;
  allow_printing_copy: boolean | null;
  copy_receipt_id?: number | null;
}

export const COPY_TEXTS = {
  isCopy: 'En kopia kan inte skrivas ut som kopia',
  notComplete: 'Bara ett färdigställt kvitto kan skrivas ut som kopia.',
  copyExists: 'Kvittot har redan skrivits ut som kopia.',
  noRegister: 'Ingen kassa är kopplad till den här enheten',
  otherRegister: 'Kopian kan bara skrivas ut i kassan där köpet gjordes.',
  // As server/register/receipts.ts: a copy is a registration, made in an open register day (README "Copies").
  registerClosed: 'Kassan är stängd. Öppna kassan för att skriva ut en kvittokopia.',
} as const;

/**
 * Why 'Skriv ut kopia' is not possible now, or null. Allowed when the receipt belongs to this
 * register or allow_printing_copy is set, only once, only while this register is open, and never
 * while the fiscal state is fatal.
 */
export function copyBlockReason(
  r: CopyableReceipt,
  registerId: number | null,
  registerOpen: boolean,
  fiscalBlock: string | null,
): string | null {
  if (r.receipt_type === 'copy') return COPY_TEXTS.isCopy;
  if (r.receipt_status !== 'complete' || r.receipt_serial == null) return COPY_TEXTS.notComplete;
  if (r.copy_receipt_id != null) return COPY_TEXTS.copyExists;
  if (registerId == null) return COPY_TEXTS.noRegister;
  if (r.register_id !== registerId && !r.allow_printing_copy) return COPY_TEXTS.otherRegister;
  if (!registerOpen) return COPY_TEXTS.registerClosed;
  return fiscalBlock;
}

/** 'Kvitto 12' or, for a return, 'Kvitto på återköp 12'; a copy shows its original's serial. */
export function receiptTitle(r: {
  receipt_type: string;
  receipt_serial: number | null;
  control_object?: { serial?: number } | null;
}): string {
  const serial = r.receipt_serial ?? r.control_object?.serial ?? '';
  if (r.receipt_type === 'return') return `Kvitto på återköp ${serial}`.trim();
  return `Kvitto ${serial}${r.receipt_type === 'copy' ? ' (kopia)' : ''}`.trim();
}

export const receiptNotFoundText = (code: number | string) =>
  `Kunde inte hitta efterfrågat kvitto. Servern svarade med felkod ${code}`;
