import { CASH_AMOUNT_TEXTS, MAX_CASH_ORE } from '../../../domain/cashAmount';

/**
 * Cash amounts typed in kronor (float and counted cash). Swedish cash has no öre coins, so only
 * whole kronor are accepted; the server gets öre. Comma or point, spaces as thousands separators.
 */
export const AMOUNT_TEXTS = CASH_AMOUNT_TEXTS;
const MAX_ORE = MAX_CASH_ORE;

export type AmountResult = { ok: true; ore: number } | { ok: false; error: string };

export function parseKronor(text: string): AmountResult {
  const t = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/kr$/i, '')
    .replace(',', '.');
  if (t === '') return { ok: false, error: AMOUNT_TEXTS.empty };
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return { ok: false, error: AMOUNT_TEXTS.notNumber };
  const value = Number(t);
  if (!Number.isFinite(value)) return { ok: false, error: AMOUNT_TEXTS.notNumber };
  if (value < 0) return { ok: false, error: AMOUNT_TEXTS.negative };
  if (!Number.isInteger(value)) return { ok: false, error: AMOUNT_TEXTS.notWhole };
  const ore = value * 100;
  if (ore > MAX_ORE) return { ok: false, error: AMOUNT_TEXTS.tooLarge };
  return { ok: true, ore: ore === 0 ? 0 : ore };
}
