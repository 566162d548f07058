// The server's judgement of a cancellation, with the domain's rules only (src/domain/cancellation.ts): the
// policy's level today (C1), the options the booking has (C8), the chosen option's rows and preview (C2–C4, a
// manual specification re-checked), and the lines of the one document that settles it with their VAT (C5).
import type { BookingRow } from '../bookings/bookingChange';
import { refuse } from '../bookings/bookingChange';
import {
  CANCELLATION_TEXTS as T,
  cancellationOptions,
  cancellationPreview,
  manualPreview,
  manualRows,
  policyLevel,
  settlementLines,
  specificationRows,
  type CancellationOption,
  type CancellationOptionId,
  type CancellationPreview,
  type PolicyLevel,
  type SettlementLine,
  type SpecRow,
} from '../../src/domain/cancellation';
import type { LoadedSource, RowVat } from './source';
import { optionIdOf, type CancellationRow, type PolicyRow } from './queries';

export interface ManualInput {
  title?: string;
  refund_amount: number;
}

export interface Judgement {
  level: PolicyLevel;
  options: CancellationOption[];
  optionId: CancellationOptionId;
  optionText: string;
  rows: SpecRow[];
  preview: CancellationPreview;
  /** The settling document's lines (C5), each with the VAT of its row. */
  lines: (SettlementLine & { vat: RowVat; category: SpecRow['product_category'] })[];
  /** The manual rows as typed, when the option is manual: kept on the cancellation. */
  manual: ManualInput[] | null;
}

export interface JudgeInput {
  booking: BookingRow;
  policy: PolicyRow | null;
  loaded: LoadedSource;
  cancellation: CancellationRow | null;
  today: string;
  /** Whether a document request can be mailed (the customer has an address that takes mail). */
  documentSupport: boolean;
}

/** The level and options of a booking today (C1, C8), with the cancellation's choice selected. */
export function optionsOf(x: JudgeInput): { level: PolicyLevel; options: CancellationOption[] } {
  const level = policyLevel(x.policy?.rules ?? [], x.booking.checkIn, x.today);
  const selected = optionIdOf(x.cancellation);
  const options = cancellationOptions({
    policyName: x.policy?.name ?? null,
    level,
    source: x.loaded.source,
    hasDocumentRequestSupport: x.documentSupport,
  }).map((o) => ({ ...o, is_selected: o.id === selected }));
  return { level, options };
}

/** The manual rows typed before, as stored on the cancellation. */
const storedManual = (c: CancellationRow | null): ManualInput[] | null =>
  Array.isArray(c?.manualSpecification) ? (c.manualSpecification as ManualInput[]) : null;

/**
 * Judges the chosen option (the policy when none is chosen yet). `manual` is the typed specification: only the
 * manual option takes one, and its rows must be the booking's (CANCELLATION_TEXTS.manualMismatch). An option the
 * booking no longer has (free after a charge was added, document without an address) is refused.
 */
export function judge(x: JudgeInput, manual?: ManualInput[]): Judgement {
  const { level, options } = optionsOf(x);
  const optionId = optionIdOf(x.cancellation) ?? 'policy';
  const option = options.find((o) => o.id === optionId);
  if (!option) throw refuse('unknown_option', T.unknownOption);
  if (manual != null && optionId !== 'manual') throw refuse('manual_not_selected', T.manualNotSelected);

  const base = specificationRows(x.loaded.source, level);
  let rows = base;
  let preview: CancellationPreview;
  let typed: ManualInput[] | null = null;
  if (optionId === 'manual') {
    typed = manual ?? storedManual(x.cancellation);
    if (typed) {
      const laid = manualRows(base, typed);
      if (!laid) throw refuse('manual_mismatch', T.manualMismatch);
      rows = laid;
    }
    preview = manualPreview(rows);
    rows = preview.specification_list;
  } else if (optionId === 'document' && x.cancellation?.hasValidDocument === true) {
    // An approved certificate refunds every row but the booking fee in full (C8); a denied one is the policy.
    const basis = { validDocument: true };
    rows = specificationRows(x.loaded.source, level, basis);
    preview = cancellationPreview(rows, level, basis);
  } else {
    preview = cancellationPreview(rows, level);
  }
  const fallback = x.loaded.minimumFeeVat;
  const lines = settlementLines(preview).map((l) => {
    const index = l.source === 'minimum_fee' ? 0 : l.source;
    const vat = x.loaded.rowVat[index] ?? fallback;
    // No row, no line: settlementLines makes lines only of rows, and the top-up only with a row to take it from.
    if (!vat) throw new Error('a settlement line without a row');
    return { ...l, vat, category: preview.specification_list[index]?.product_category ?? 'accommodation' };
  });
  return { level, options, optionId, optionText: option.option_name, rows, preview, lines, manual: typed };
}
