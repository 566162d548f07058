// What the cashier types into the register's fields, turned into the integers the domain uses.

/**
 * '12,50' or '12.5' → 1250 with scale 100; spaces (thousands) ignored. Null when empty or not a
 * number, or when it has more decimals than the scale holds (no silent rounding of money).
 */
export function parseScaled(text: string, scale: 100 | 1000): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(t)) return null;
  const [whole, frac = ''] = t.replace('-', '').split('.');
  const digits = scale === 100 ? 2 : 3;
  if (frac.length > digits) return null;
  const n = Number(whole || '0') * scale + Number(frac.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(n)) return null;
  return t.startsWith('-') ? -n : n;
}

export const parseKronor = (text: string) => parseScaled(text, 100);
export const parseUnits = (text: string) => parseScaled(text, 1000);
/** Percent typed as '12,5' → 1250 hundredths of a percent. */
export const parsePercent = (text: string) => parseScaled(text, 100);

/** 1250 → '12,50'; for a field's starting text. */
export const kronorText = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');
/** 1500 → '1,5', 2000 → '2'. */
export const unitsText = (q: number) => String(q / 1000).replace('.', ',');
/** 1250 → '12,5'. */
export const percentText = (h: number) => String(h / 100).replace('.', ',');
