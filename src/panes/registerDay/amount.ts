/**
 * Cash amounts typed in kronor (float and counted cash). Swedish cash has no öre coins, so only
 * whole kronor are accepted; the server gets öre. Comma or point, spaces as thousands separators.
 */
export const AMOUNT_TEXTS = {
  empty: 'Fyll i ett belopp',
  notNumber: 'Beloppet måste vara ett tal',
  negative: 'Beloppet kan inte vara negativt',
  notWhole: 'Beloppet måste vara hela kronor',
  tooLarge: 'Beloppet är för stort',
} as const;

// The server's limit (server/register/routes.ts): 1 000 000 kr.
const MAX_ORE = 100_000_000;

export type AmountResult = { ok: true; ore: number } | { ok: false; error: string };

export function parseKronor(text: string): AmountResult {
  const t = text.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '').replace(',', '.');
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
