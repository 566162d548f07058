import { describe, expect, it } from 'vitest';
import { COPY_TEXTS, copyBlockReason, receiptNotFoundText, receiptTitle } from './copyRules';

const receipt = {
  receipt_type: 'normal',
  receipt_status: 'complete',
  receipt_serial: 12,
  register_id: 1,
  allow_printing_copy: false,
  copy_receipt_id: null,
};

describe('copyBlockReason (money.md 5: own register or allow_printing_copy; one copy; not on a fatal fiscal state)', () => {
  it.each([
    ['own register', receipt, 1, true, null, null],
    ['another register', receipt, 2, true, null, COPY_TEXTS.otherRegister],
    ['another register but allowed', { ...receipt, allow_printing_copy: true }, 2, true, null, null],
    ['copy already printed', { ...receipt, copy_receipt_id: 40 }, 1, true, null, COPY_TEXTS.copyExists],
    ['a copy itself', { ...receipt, receipt_type: 'copy', receipt_serial: null }, 1, true, null, COPY_TEXTS.isCopy],
    ['not complete', { ...receipt, receipt_status: 'awaiting_delivery' }, 1, true, null, COPY_TEXTS.notComplete],
    ['no serial', { ...receipt, receipt_serial: null }, 1, true, null, COPY_TEXTS.notComplete],
    ['no register here', receipt, null, true, null, COPY_TEXTS.noRegister],
    ['fiscal fatal', receipt, 1, true, 'Ingen kontakt med kontrollenheten', 'Ingen kontakt med kontrollenheten'],
    ['a return on its register', { ...receipt, receipt_type: 'return' }, 1, true, null, null],
    ['register closed', receipt, 1, false, null, COPY_TEXTS.registerClosed],
  ])('%s', (_name, r, registerId, open, fiscal, expected) => {
    expect(copyBlockReason(r, registerId, open, fiscal)).toBe(expected);
  });
});

describe('receipt texts', () => {
  it('titles a sale, a return and a copy', () => {
    expect(receiptTitle({ receipt_type: 'normal', receipt_serial: 12 })).toBe('Kvitto 12');
    expect(receiptTitle({ receipt_type: 'return', receipt_serial: 13 })).toBe('Kvitto på återköp 13');
    expect(receiptTitle({ receipt_type: 'copy', receipt_serial: null, control_object: { serial: 12 } })).toBe(
      'Kvitto 12 (kopia)',
    );
  });
  it('says what was not found with the code', () => {
    expect(receiptNotFoundText(404)).toBe('Kunde inte hitta efterfrågat kvitto. Servern svarade med felkod 404');
  });
});
