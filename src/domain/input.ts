/**
 * Shared input types (zod) for every request the console sends and the server parses:
 * ids, calendar dates, money, quantities, text and JSON settings, each with its Swedish message.
 * Bounds follow the database (server/db/schema): money and quantities are `integer` (int4)
 * columns, so one line and one order stay far inside int4 and Number.MAX_SAFE_INTEGER.
 */
import { z } from 'zod';
import { isIsoDate, daysBetween } from './dates';
import { lineTotalOre } from './money';

/** PostgreSQL `integer`: ids are identities of that type. */
export const MAX_ID = 2_147_483_647;
/** One amount (a price, a float, a payment): 1 000 000 kr. */
export const MAX_MONEY = 100_000_000;
/** One quantity in thousandths: 1 000 000 units (or nights, or kWh). */
export const MAX_QUANTITY = 1_000_000_000;
/** price × quantity of one line: 1 000 000 kr. */
export const MAX_LINE_TOTAL = 100_000_000;
/** Lines of one order or sale. */
export const MAX_LINES = 500;
/** Sum of one order or sale: 10 000 000 kr, inside an int4 total column (2 147 483 647 öre). */
export const MAX_ORDER_TOTAL = 1_000_000_000;
/** Calendar years a date may have. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
/** Nesting of any request (objects and arrays) and of stored JSON settings. */
export const MAX_INPUT_DEPTH = 32;
export const MAX_SETTINGS_DEPTH = 16;

export const INPUT_TEXTS = {
  id: 'Måste vara ett id (ett positivt heltal)',
  idTooBig: `Id får vara högst ${MAX_ID}`,
  dateFormat: 'Datum ska skrivas ÅÅÅÅ-MM-DD',
  dateUnreal: 'Datumet finns inte i kalendern',
  dateYear: `Året måste ligga mellan ${MIN_YEAR} och ${MAX_YEAR}`,
  rangeReversed: 'Slutdatumet kan inte vara före startdatumet',
  moneyInteger: 'Beloppet ska anges i hela ören',
  moneyTooBig: 'Beloppet är för stort',
  moneyNegative: 'Beloppet kan inte vara negativt',
  quantityInteger: 'Antalet anges i tusendelar',
  quantityTooBig: 'Antalet är för stort',
  quantityZero: 'Antalet kan inte vara 0',
  lineTooBig: 'Radens summa är för stor (högst 1 000 000 kr)',
  orderTooBig: 'Notans summa är för stor (högst 10 000 000 kr)',
  nul: 'Texten får inte innehålla NUL-tecken (\\u0000)',
  surrogate: 'Texten innehåller ett ensamt surrogattecken (ogiltig UTF-16)',
  tooDeep: `Förfrågan är för djupt nästlad (högst ${MAX_INPUT_DEPTH} nivåer)`,
  settingsTooDeep: `Inställningarna är för djupt nästlade (högst ${MAX_SETTINGS_DEPTH} nivåer)`,
  notJson: 'Ogiltig JSON',
  number: 'Måste vara ett tal',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored (PostgreSQL refuses NUL; jsonb refuses lone surrogates), or null. */
export function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return INPUT_TEXTS.nul;
  if (LONE_SURROGATE.test(s)) return INPUT_TEXTS.surrogate;
  return null;
}

/** A text field: no NUL, no lone surrogate; chain .trim(), .min(), .max() as usual. */
export const text = (error?: string) =>
  z.string(error ? { error } : undefined).check((c) => {
    const problem = textProblem(c.value);
    if (problem) c.issues.push({ code: 'custom', message: problem, input: c.value });
  });

/** An id in a JSON body: a number, integer, 1..MAX_ID. `true`, `[1]`, `"7"` are refused. */
export const id = (error: string = INPUT_TEXTS.id) =>
  z.number({ error }).int(error).min(1, error).max(MAX_ID, INPUT_TEXTS.idTooBig);

/** An id in a path or query string: only plain digits ("7"; not " 7 ", "7.0", "1e3", "true"). */
export const idParam = (error: string = INPUT_TEXTS.id) =>
  z
    .string({ error })
    .regex(/^\d{1,10}$/, error)
    .transform(Number)
    .pipe(id(error));

/** An id, or 0 for a record not saved yet (the spec's new customer has id 0). */
export const idOrNew = (error: string = INPUT_TEXTS.id) =>
  z.number({ error }).int(error).min(0, error).max(MAX_ID, INPUT_TEXTS.idTooBig);

/** idOrNew in a path or query string: plain digits. */
export const idOrNewParam = (error: string = INPUT_TEXTS.id) =>
  z
    .string({ error })
    .regex(/^\d{1,10}$/, error)
    .transform(Number)
    .pipe(idOrNew(error));

/** A count in a query string (offset, page size): plain digits, `min`..`max`. */
export const countParam = (max: number = MAX_ID, min = 0) =>
  z
    .string({ error: INPUT_TEXTS.number })
    .regex(/^-?\d{1,10}$/, INPUT_TEXTS.number)
    .transform(Number)
    .pipe(z.number().int().min(min, `Måste vara minst ${min}`).max(max, `Får vara högst ${max}`));

/** Why a string is not a calendar date of MIN_YEAR..MAX_YEAR, or null. */
export function dateProblem(s: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return INPUT_TEXTS.dateFormat;
  if (!isIsoDate(s)) return INPUT_TEXTS.dateUnreal;
  const year = Number(s.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return INPUT_TEXTS.dateYear;
  return null;
}

/** A real calendar date YYYY-MM-DD (2026-02-30, 2026-11-00 and 0000-01-01 are refused). */
export const isoDate = (error?: string) =>
  z.string({ error: error ?? INPUT_TEXTS.dateFormat }).check((c) => {
    const problem = dateProblem(c.value);
    if (problem) c.issues.push({ code: 'custom', message: problem, input: c.value });
  });

/** from/to (both optional), from ≤ to and at most `maxDays` apart; compared only when both are dates. */
export function dateRange(opts: { maxDays?: number; tooLong?: string; from?: string; to?: string } = {}) {
  const fromKey = opts.from ?? 'from';
  const toKey = opts.to ?? 'to';
  return z.object({ [fromKey]: isoDate().optional(), [toKey]: isoDate().optional() }).check((c) => {
    const from = c.value[fromKey];
    const to = c.value[toKey];
    if (typeof from !== 'string' || typeof to !== 'string' || dateProblem(from) || dateProblem(to)) return;
    if (from > to) c.issues.push({ code: 'custom', message: INPUT_TEXTS.rangeReversed, path: [toKey], input: c.value });
    else if (opts.maxDays != null && daysBetween(from, to) > opts.maxDays) {
      c.issues.push({
        code: 'custom',
        message: opts.tooLong ?? `Högst ${opts.maxDays} dagar`,
        path: [toKey],
        input: c.value,
      });
    }
  });
}

/** Integer öre in [min, max]; the default is a price: 0..MAX_MONEY. */
export const money = (opts: { min?: number; max?: number; error?: string; negative?: string } = {}) =>
  z
    .number({ error: opts.error ?? INPUT_TEXTS.number })
    .int(INPUT_TEXTS.moneyInteger)
    .min(opts.min ?? 0, opts.negative ?? INPUT_TEXTS.moneyNegative)
    .max(opts.max ?? MAX_MONEY, INPUT_TEXTS.moneyTooBig);

/** Integer thousandths in ±MAX_QUANTITY (negative for returns); 0 refused unless allowed. */
export const quantity = (opts: { error?: string; allowZero?: boolean; min?: number } = {}) =>
  z
    .number({ error: opts.error ?? INPUT_TEXTS.number })
    .int(INPUT_TEXTS.quantityInteger)
    .min(opts.min ?? -MAX_QUANTITY, INPUT_TEXTS.quantityTooBig)
    .max(MAX_QUANTITY, INPUT_TEXTS.quantityTooBig)
    .refine((q) => opts.allowZero || q !== 0, INPUT_TEXTS.quantityZero);

/** A line's price and quantity; a missing one (the product's price) is checked where it is known. */
export interface Line {
  price?: number | null;
  quantity?: number | null;
}

/** Per-line and whole-order bounds of price × quantity, as {path: message}; empty when fine. */
export function lineTotalsProblems(lines: readonly Line[], extraTotal = 0): Record<string, string> {
  const out: Record<string, string> = {};
  let sum = extraTotal;
  lines.forEach((l, k) => {
    if (!Number.isSafeInteger(l.price) || !Number.isSafeInteger(l.quantity)) return;
    const total = lineTotalOre(l.price!, l.quantity!);
    if (Math.abs(total) > MAX_LINE_TOTAL) out[`${k}.quantity`] = INPUT_TEXTS.lineTooBig;
    sum += total;
  });
  if (Math.abs(sum) > MAX_ORDER_TOTAL) out[''] = INPUT_TEXTS.orderTooBig;
  return out;
}

/** An array of lines with bounded line totals and order total. */
export const lines = <T extends z.ZodType<Line>>(item: T, max = MAX_LINES) =>
  z
    .array(item)
    .max(max, `Högst ${max} rader`)
    .check((c) => {
      for (const [path, message] of Object.entries(lineTotalsProblems(c.value as Line[]))) {
        const at = path ? path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
        c.issues.push({ code: 'custom', message, input: c.value, path: at });
      }
    });

export interface InputProblem {
  path: string;
  message: string;
}

/**
 * The first text that cannot be stored, or nesting beyond `maxDepth`, anywhere in `value`
 * (keys too), found without recursion so a 50,000-deep document cannot overflow the stack.
 */
export function findInputProblem(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
  tooDeep: string = INPUT_TEXTS.tooDeep,
): InputProblem | null {
  const stack: [unknown, string[], number][] = [[value, [], 0]];
  while (stack.length) {
    const [v, path, d] = stack.pop()!;
    if (typeof v === 'string') {
      const message = textProblem(v);
      if (message) return { path: path.join('.') || '_', message };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > maxDepth) return { path: path.join('.') || '_', message: tooDeep };
    const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
    for (const [k, child] of entries) {
      const message = Array.isArray(v) ? null : textProblem(k);
      if (message) return { path: [...path, k.replace(/[^\x20-\x7e]/g, '?')].join('.'), message };
      stack.push([child, [...path, k], d + 1]);
    }
  }
  return null;
}

/**
 * JSON settings: an object or a JSON text of one, at most `maxLength` characters as JSON and
 * `MAX_SETTINGS_DEPTH` levels deep; the output is the JSON text.
 */
export const jsonSettings = (maxLength = 10_000) =>
  z
    .union([z.record(z.string(), z.unknown()), z.string().max(maxLength, `Max ${maxLength} tecken`)])
    .transform((v, c) => {
      let parsed: unknown = v;
      if (typeof v === 'string') {
        try {
          parsed = JSON.parse(v);
        } catch {
          c.issues.push({ code: 'custom', message: INPUT_TEXTS.notJson, input: v });
          return z.NEVER;
        }
      }
      const problem = findInputProblem(parsed, MAX_SETTINGS_DEPTH, INPUT_TEXTS.settingsTooDeep);
      if (problem) {
        c.issues.push({ code: 'custom', message: problem.message, input: v });
        return z.NEVER;
      }
      const json = typeof v === 'string' ? v : JSON.stringify(v);
      if (json.length > maxLength) {
        c.issues.push({ code: 'custom', message: `Max ${maxLength} tecken`, input: v });
        return z.NEVER;
      }
      return json;
    });
