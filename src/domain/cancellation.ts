// Cancellations (bookings.md 3 "Cancellation policy", "Timeline item", "Booking cancellation", "Cancellation
// option", "Cancellation preview", "Specification row", 4 "Cancellation wizard"; design C1–C4, C8, C9): the
// policy level that applies on a date, the policy timeline, the specification rows with their refunds, the
// preview (total before/after, minimum fee, billed, payable), the lines of the one document that settles it,
// the manual specification's clamps, the options of the start page, the page the wizard opens on and the chip.
// Amounts are integer öre; a rule's refund_percent is a percent (0–100), kept internally in hundredths.
import type { FeeKey } from './bookingForm';
import { CANCELLATION_STATUS, CANCELLATION_TEXTS as T, type CancellationStatus } from './cancellationTexts';
import { addDays, daysBetween, type IsoDate } from './dates';
import { parseCreditInput } from './invoices';
import { discountOre, MAX_PERCENT_HUNDREDTHS } from './money';

export {
  CANCELLATION_STATUS,
  CANCELLATION_TEXTS,
  type CancellationStatus,
  formatCancellationDate,
  formatPercent,
} from './cancellationTexts';

/** One level of a cancellation policy (server/db/schema/site.ts cancellation_policies.rules). minimum_fee in öre. */
export type CancellationRule = { days_before_checkin: number; refund_percent: number; minimum_fee?: number };

const clamp = (n: number, min: number, max: number): number => Math.min(Math.max(n, min), max);

/** A percent (0–100, any decimals) as whole hundredths of a percent, clamped to 0..10000. */
const toHundredths = (percent: number): number =>
  Number.isFinite(percent) ? clamp(Math.round(percent * 100), 0, MAX_PERCENT_HUNDREDTHS) : 0;

interface NormalRule {
  /** Whole days: daysBefore ≥ 1.5 holds exactly when daysBefore ≥ 2, so a rule's days are rounded up. */
  days: number;
  hundredths: number;
  minimumFee: number;
  rule: CancellationRule;
}

/**
 * The rules largest days first, one per day count (the first listed wins a tie), rules without a finite day
 * count dropped; a minimum fee that is not a whole positive number of öre counts as none.
 */
function normalRules(rules: readonly CancellationRule[]): NormalRule[] {
  const seen = new Set<number>();
  const out: NormalRule[] = [];
  for (const rule of rules) {
    if (!Number.isFinite(rule.days_before_checkin)) continue;
    const days = Math.ceil(rule.days_before_checkin);
    if (seen.has(days)) continue;
    seen.add(days);
    const fee = rule.minimum_fee;
    out.push({
      days,
      hundredths: toHundredths(rule.refund_percent),
      minimumFee: fee != null && Number.isSafeInteger(fee) && fee > 0 ? fee : 0,
      rule,
    });
  }
  return out.sort((a, b) => b.days - a.days);
}

// ---------------------------------------------------------------------------------------------------------
// The level (design C1).

export interface PolicyLevel {
  /** The rule that applies; null when the policy has no rules. */
  rule: CancellationRule | null;
  /** daysBetween(cancelDate, checkIn): 0 on the check-in day, negative after it (a no-show). */
  daysBefore: number;
  /** Percent refunded, 0–100 (hundredths of a percent at most). */
  refundPercent: number;
  /** Öre; 0 when the level has none. */
  minimumFee: number;
}

/**
 * The level of a policy on a date (C1): daysBefore = daysBetween(cancelDate, checkIn), cancelDate being today in
 * Stockholm. The rule with the LARGEST days_before_checkin ≤ daysBefore applies; when there is none (daysBefore
 * below every rule, e.g. a no-show after the check-in date) the smallest rule does; a policy without rules
 * refunds 100 % (a policy that says nothing takes nothing).
 */
export function policyLevel(rules: readonly CancellationRule[], checkIn: IsoDate, cancelDate: IsoDate): PolicyLevel {
  const daysBefore = daysBetween(cancelDate, checkIn);
  const sorted = normalRules(rules);
  if (sorted.length === 0) return { rule: null, daysBefore, refundPercent: 100, minimumFee: 0 };
  const level = sorted.find((r) => r.days <= daysBefore) ?? sorted[sorted.length - 1];
  return { rule: level.rule, daysBefore, refundPercent: level.hundredths / 100, minimumFee: level.minimumFee };
}

// ---------------------------------------------------------------------------------------------------------
// The timeline (bookings.md 3 "Timeline item", 2 "Other panels": the policy card and timeline).

export interface TimelineItem {
  date: IsoDate;
  title: string;
  text: string;
  is_deadline: boolean;
  is_checkin_date: boolean;
  is_booking_date: boolean;
  is_cancellation_date: boolean;
}

const item = (
  date: IsoDate,
  title: string,
  text: string,
  kind: 'booking' | 'deadline' | 'cancellation' | 'checkin',
): TimelineItem => ({
  date,
  title,
  text,
  is_deadline: kind === 'deadline',
  is_checkin_date: kind === 'checkin',
  is_booking_date: kind === 'booking',
  is_cancellation_date: kind === 'cancellation',
});

// Same-day items read in this order: booked, a deadline, cancelled, arrival.
const kindRank = (i: TimelineItem): number =>
  i.is_booking_date ? 0 : i.is_deadline ? 1 : i.is_cancellation_date ? 2 : 3;

/**
 * The policy's timeline, sorted by date: 'Bokad' on the booking date (none for a booking not yet made),
 * the policy's deadlines, 'Avbokad' on the cancellation date with the level that date gave, 'Ankomst' on
 * the check-in date. Every rule but the smallest has a last day, checkIn − days_before_checkin ('Sista dag
 * för 50 % återbetalning'); the smallest rule has none (C1 applies it to every later date, no-shows
 * included), so its item is the day it starts, the day after the previous last day ('Ingen återbetalning
 * från detta datum'); a policy of one rule has no deadline at all. Deadlines before the booking or the
 * cancellation stay (they are the policy's history). Same-day items of different kinds all show; the rules
 * are reduced to one per day count first, so no item repeats.
 */
export function policyTimeline({
  rules,
  bookingDate,
  checkIn,
  cancellationDate,
}: {
  rules: readonly CancellationRule[];
  bookingDate: IsoDate | null;
  checkIn: IsoDate;
  cancellationDate: IsoDate | null;
}): TimelineItem[] {
  const items: TimelineItem[] = [];
  if (bookingDate != null) items.push(item(bookingDate, T.booked, T.bookedText, 'booking'));
  const sorted = normalRules(rules);
  for (let i = 0; i < sorted.length - 1; i++) {
    const r = sorted[i];
    const date = addDays(checkIn, -r.days);
    items.push(item(date, T.lastDayFor(r.hundredths), T.lastDayText(date, r.hundredths, r.minimumFee), 'deadline'));
  }
  if (sorted.length > 1) {
    const last = sorted[sorted.length - 1];
    const from = addDays(checkIn, -sorted[sorted.length - 2].days + 1);
    items.push(item(from, T.fromDayFor(last.hundredths), T.fromDayText(last.hundredths, last.minimumFee), 'deadline'));
  }
  if (cancellationDate != null) {
    const level = policyLevel(rules, checkIn, cancellationDate);
    const text = T.cancelledText(toHundredths(level.refundPercent), level.minimumFee);
    items.push(item(cancellationDate, T.cancelled, text, 'cancellation'));
  }
  items.push(item(checkIn, T.arrival, T.arrivalText, 'checkin'));
  // ISO dates sort as strings.
  return items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : kindRank(a) - kindRank(b)));
}

// ---------------------------------------------------------------------------------------------------------
// Specification rows (design C2).

export type ProductCategory = 'accommodation' | 'fee' | 'product';

/**
 * What the booking is charged for. Every total is what the till or an invoice sells it for, öre incl. VAT,
 * rows already paid or invoiced included; billed is the part already sold at the till or invoiced, net of
 * what credit invoices took back (C4). Totals and billed are ≥ 0.
 */
export interface SpecificationSource {
  /** All live accommodation charges as one row: from the first night to the check-out date. */
  lodging: { from: IsoDate; to: IsoDate; total: number; billed: number } | null;
  /** The applied fees, titled as their products ('Bokningsavgift', …). */
  fees: readonly { key: FeeKey; title: string; total: number; billed: number }[];
  /** Every other charge, titled with its product's name. */
  products: readonly { title: string; total: number; billed: number }[];
}

/** bookings.md 3 "Specification row", plus billed (C4). refund_percent 0–100, two decimals at most. */
export interface SpecRow {
  title: string;
  total: number;
  refund_percent: number;
  refund_amount: number;
  product_category: ProductCategory;
  billed: number;
}

/** An approved medical certificate (C8): a denied one is no document, and the policy applies. */
export interface CancellationBasis {
  validDocument?: boolean;
}

/** The refund of a total at a percent in hundredths: round half away from zero of total × percent / 100. */
const refundOf = (total: number, hundredths: number): number => discountOre(total, hundredths);

/**
 * The rows of the specification (C2), in this order: the lodging (one row 'Logi {from}–{to}',
 * 'accommodation'), the fees in the order given ('fee'), the other charges ('product'). Every row gets the
 * level's refund_percent, or 100 % with an approved certificate (C8), except the booking fee, which is never
 * refunded (0 %). refund_amount = round half away from zero of total × percent / 100.
 */
export function specificationRows(
  source: SpecificationSource,
  level: PolicyLevel,
  basis: CancellationBasis = {},
): SpecRow[] {
  const percent = basis.validDocument ? MAX_PERCENT_HUNDREDTHS : toHundredths(level.refundPercent);
  const row = (title: string, total: number, billed: number, category: ProductCategory, h: number): SpecRow => ({
    title,
    total,
    refund_percent: h / 100,
    refund_amount: refundOf(total, h),
    product_category: category,
    billed,
  });
  const rows: SpecRow[] = [];
  const { lodging } = source;
  if (lodging)
    rows.push(row(T.lodgingRow(lodging.from, lodging.to), lodging.total, lodging.billed, 'accommodation', percent));
  for (const f of source.fees) rows.push(row(f.title, f.total, f.billed, 'fee', f.key === 'booking_fee' ? 0 : percent));
  for (const p of source.products) rows.push(row(p.title, p.total, p.billed, 'product', percent));
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// The preview (design C3, C4).

/** bookings.md 3 "Cancellation preview". Öre throughout. */
export interface CancellationPreview {
  total_before: number;
  total_after: number;
  total_after_remarks: string;
  specification_list: SpecRow[];
  result_text: string;
  /** The minimum fee the guest pays (= total_after) when it applied, else 0. */
  applied_minimum_fee: number;
  /** Σ billed: what the guest has been billed so far, paid or not. */
  paid_amount: number;
  /** total_after − paid_amount: > 0 the guest owes it (final invoice), < 0 it goes back (balancing invoice). */
  payable_amount: number;
  has_final_invoice: boolean;
  has_balancing_invoice: boolean;
}

const sum = (ns: readonly number[]): number => ns.reduce((s, n) => s + n, 0);
const noNegZero = (n: number): number => (n === 0 ? 0 : n);

function resultText(payable: number): string {
  if (payable > 0) return T.guestPays(payable);
  if (payable < 0) return T.guestGetsBack(-payable);
  return T.nothingToSettle;
}

function previewOf(rows: readonly SpecRow[], minimumFee: number): CancellationPreview {
  const total_before = sum(rows.map((r) => r.total));
  const kept = total_before - sum(rows.map((r) => r.refund_amount));
  // C3: the minimum fee lifts what is kept to itself, never above what the booking was worth.
  const floor = Math.min(minimumFee, total_before);
  const applied = minimumFee > 0 && floor > kept ? floor : 0;
  const total_after = applied > 0 ? applied : kept;
  const paid_amount = sum(rows.map((r) => r.billed));
  const payable_amount = noNegZero(total_after - paid_amount);
  return {
    total_before,
    total_after,
    total_after_remarks:
      applied === 0
        ? ''
        : applied === minimumFee
          ? T.minimumFeeApplies(minimumFee)
          : T.minimumFeeCapped(minimumFee, total_before),
    specification_list: rows.map((r) => ({ ...r })),
    result_text: resultText(payable_amount),
    applied_minimum_fee: applied,
    paid_amount,
    payable_amount,
    has_final_invoice: payable_amount > 0,
    has_balancing_invoice: payable_amount < 0,
  };
}

/**
 * The preview of the policy's (or the certificate's) rows (C3, C4): total_after = total_before − Σ
 * refund_amount; when the level has a minimum fee and total_after is below it, total_after becomes
 * min(minimum_fee, total_before) and applied_minimum_fee that amount. An approved certificate refunds in full,
 * so no minimum fee applies with one. paid_amount = Σ billed, payable_amount = total_after − paid_amount.
 * total_after is exact öre: an invoice made from it rounds itself (öresavrundning) as every invoice does.
 */
export function cancellationPreview(
  rows: readonly SpecRow[],
  level: PolicyLevel,
  basis: CancellationBasis = {},
): CancellationPreview {
  return previewOf(rows, basis.validDocument ? 0 : level.minimumFee);
}

/** A line of the one document that settles a cancellation (C5). amount is signed öre. */
export interface SettlementLine {
  title: string;
  amount: number;
  /** The index of the specification row (its VAT), or the minimum-fee top-up (the lodging's VAT). */
  source: number | 'minimum_fee';
}

/**
 * The lines of the one document of C5: per row where kept (total − refund_amount) ≠ billed, kept − billed
 * titled 'Avbokning: {row title}' (positive: the guest owes it; negative: it goes back), then the minimum
 * fee's top-up ('Minimiavgift enligt avbokningsvillkor'). Zero lines are left out; Σ amount ===
 * payable_amount. No line takes back more than its row billed (kept ≥ 0).
 */
export function settlementLines(preview: CancellationPreview): SettlementLine[] {
  const lines: SettlementLine[] = [];
  let kept = 0;
  preview.specification_list.forEach((r, i) => {
    const rowKept = r.total - r.refund_amount;
    kept += rowKept;
    const amount = rowKept - r.billed;
    if (amount !== 0) lines.push({ title: T.settlementRow(r.title), amount, source: i });
  });
  const topUp = preview.total_after - kept;
  if (topUp !== 0) lines.push({ title: T.minimumFeeLine, amount: topUp, source: 'minimum_fee' });
  return lines;
}

/** bookings.md 4: 'Avsluta och fakturera' with a final invoice, 'Avsluta och kreditera' with a balancing one. */
export function finalButtonText(preview: Pick<CancellationPreview, 'has_final_invoice' | 'has_balancing_invoice'>) {
  if (preview.has_final_invoice) return T.finishAndInvoice;
  if (preview.has_balancing_invoice) return T.finishAndCredit;
  return T.finish;
}

/** completed_page (bookings.md 3 "Booking cancellation"; C6): the option chosen, what happened, the rows. */
export function completedPage(
  selectedOptionText: string,
  preview: CancellationPreview,
): { selected_option_text: string; change_description: string; final_specification: SpecRow[] } {
  const p = preview.payable_amount;
  return {
    selected_option_text: selectedOptionText,
    change_description: p > 0 ? T.finalInvoiceCreated(p) : p < 0 ? T.creditInvoiceCreated(-p) : T.noInvoiceNeeded,
    final_specification: preview.specification_list.map((r) => ({ ...r })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The manual specification (bookings.md 4 "Manual specification rows"; C8).
// The amount is the truth (the server stores refund_amount); the percent follows it. A typed percent is kept
// as long as it gives the row's amount, so typing '33,33' does not jump to '33' under the user's fingers.

/** The amount clamped to 0..total (a whole öre). */
function clampAmount(amount: number, total: number): number {
  if (!Number.isFinite(amount)) return 0;
  return noNegZero(clamp(Math.round(amount), Math.min(0, total), Math.max(0, total)));
}

/**
 * The percent an amount is of a total, in hundredths (two decimals). Not a money rounding: a ratio for
 * display, rounded half up (amount and total have the same sign after the clamp). A zero total is 0 %.
 */
function derivedHundredths(amount: number, total: number): number {
  if (total === 0) return 0;
  return clamp(Math.round((amount * MAX_PERCENT_HUNDREDTHS) / total), 0, MAX_PERCENT_HUNDREDTHS);
}

/** A row with its amount clamped and its percent kept when it gives that amount, else derived from it. */
function manualRow(row: SpecRow, amount: number, hundredths: number | null): SpecRow {
  const refund_amount = clampAmount(amount, row.total);
  const keep = hundredths != null && refundOf(row.total, hundredths) === refund_amount;
  const h = keep ? hundredths : derivedHundredths(refund_amount, row.total);
  return { ...row, refund_amount, refund_percent: h / 100 };
}

/** Signed whole units of a typed number with two decimals ('33,33' → 3333): kronor → öre, percent → hundredths. */
function parseHundredths(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  // parseCreditInput reads the house's typed amounts: comma or point, spaces, '−'; third decimal rounded.
  const parsed = parseCreditInput(t);
  return parsed == null ? null : (parsed.quantity < 0 ? -1 : 1) * parsed.price;
}

/**
 * The percent typed on a manual row ('50', '33,33', '' = 0): clamped 0–100, the amount from it (round half away
 * from zero of total × percent / 100). Text that is not a number leaves the row as it was.
 */
export function setManualPercent(row: SpecRow, percentText: string): SpecRow {
  const typed = parseHundredths(percentText);
  if (typed == null) return row;
  const h = clamp(typed, 0, MAX_PERCENT_HUNDREDTHS);
  return manualRow(row, refundOf(row.total, h), h);
}

/**
 * The amount typed in kronor on a manual row ('250', '99,50', '' = 0): öre, clamped 0..total, the percent
 * derived from it to two decimals. Text that is not a number leaves the row as it was.
 */
export function setManualAmountKr(row: SpecRow, kronorText: string): SpecRow {
  const ore = parseHundredths(kronorText);
  if (ore == null) return row;
  return manualRow(row, ore, null);
}

/**
 * The staff's manual specification laid over the server's own rows (the server re-checks what the console
 * sends): the same number of rows with the same titles, else null ('Specifikationen stämmer inte …'); each
 * typed refund_amount clamped to 0..the row's total. Titles, totals, categories and billed stay the server's.
 */
export function manualRows(
  base: readonly SpecRow[],
  typed: readonly { title?: string; refund_amount: number }[],
): SpecRow[] | null {
  if (typed.length !== base.length) return null;
  if (typed.some((t, i) => t.title != null && t.title !== base[i].title)) return null;
  return base.map((r, i) => manualRow(r, typed[i].refund_amount, null));
}

/**
 * The preview of a manual specification: amounts re-clamped, percents following them, and no minimum fee (a
 * manual specification is the staff's own decision about what the guest keeps paying).
 */
export function manualPreview(rows: readonly SpecRow[]): CancellationPreview {
  const clamped = rows.map((r) => manualRow(r, r.refund_amount, toHundredths(r.refund_percent)));
  return previewOf(clamped, 0);
}

// ---------------------------------------------------------------------------------------------------------
// The start page's options (design C8), the wizard's first page (bookings.md 4) and the chip (C9).

export type CancellationOptionId = 'policy' | 'document' | 'manual' | 'free';
export type CancellationPage =
  | 'start_page'
  | 'document_request_page'
  | 'manual_page'
  | 'preview_page'
  | 'completed_page';

/** bookings.md 3 "Cancellation option". */
export interface CancellationOption {
  id: CancellationOptionId;
  option_name: string;
  is_selected: boolean;
  description_header: string;
  description_body: string;
  result_header: string;
  result_body: string;
  next_step: CancellationPage;
}

/**
 * The options of the start page (C8), each saying what it does in money: 'Avboka utan kostnad' first, and only
 * for a booking with nothing charged (total 0) and nothing billed; 'Avboka enligt villkoren' (preview_page);
 * 'Avboka med läkarintyg' (document_request_page) when the site can send a document request: an approved
 * certificate refunds every row but the booking fee in full, a denied one falls back to the policy;
 * 'Manuell avbokning' (manual_page).
 */
export function cancellationOptions({
  policyName,
  level,
  source,
  hasDocumentRequestSupport,
}: {
  policyName: string | null;
  /** policyLevel of the booking's policy today; rule null (no rules) says the 100 % of C1. */
  level: PolicyLevel;
  source: SpecificationSource;
  hasDocumentRequestSupport: boolean;
}): CancellationOption[] {
  const rows = specificationRows(source, level);
  const policy = cancellationPreview(rows, level);
  const options: CancellationOption[] = [];
  const option = (o: Omit<CancellationOption, 'is_selected'>) => options.push({ ...o, is_selected: false });

  if (policy.total_before === 0 && policy.paid_amount === 0) {
    option({
      id: 'free',
      option_name: T.optionFree,
      description_header: T.freeHeader,
      description_body: T.freeBody,
      result_header: T.nothingToSettle,
      result_body: T.freeResultBody,
      next_step: 'preview_page',
    });
  }

  const hasBookingFee = source.fees.some((f) => f.key === 'booking_fee' && f.total !== 0);
  const body = [T.levelSentence(level.daysBefore, toHundredths(level.refundPercent), level.rule != null)];
  if (hasBookingFee && level.refundPercent > 0) body.push(T.bookingFeeKept);
  if (level.minimumFee > 0) body.push(T.minimumFeeSentence(level.minimumFee));
  option({
    id: 'policy',
    option_name: T.optionPolicy,
    description_header: T.policyHeader(policyName),
    description_body: body.join(' '),
    result_header: policy.result_text,
    result_body: T.resultBody(policy.total_after, policy.total_before, policy.payable_amount),
    next_step: 'preview_page',
  });

  if (hasDocumentRequestSupport) {
    const withDocument = cancellationPreview(specificationRows(source, level, { validDocument: true }), level, {
      validDocument: true,
    });
    option({
      id: 'document',
      option_name: T.optionDocument,
      description_header: T.documentHeader,
      description_body: T.documentBody,
      result_header: T.documentResult(withDocument.payable_amount),
      result_body: T.documentDenied(policy.total_after, policy.total_before),
      next_step: 'document_request_page',
    });
  }

  option({
    id: 'manual',
    option_name: T.optionManual,
    description_header: T.manualHeader,
    description_body: T.manualBody,
    result_header: T.manualResultHeader,
    result_body: T.manualResultBody(policy.total_before, policy.paid_amount),
    next_step: 'manual_page',
  });
  return options;
}

/** What the first page needs of a cancellation (booking_cancellations, snake_case as the API sends it). */
export interface CancellationProgress {
  completed_at: string | null;
  approval_requested_at: string | null;
  /** When the document request was answered, approved or denied ('Godkänn intyg' / 'Neka intyg'). */
  approved_at: string | null;
  reversed_at?: string | null;
}

/**
 * The page the wizard opens on (bookings.md 4): completed → completed_page; a document request not yet
 * answered → document_request_page; answered → preview_page; otherwise (none, or a reversed one) start_page.
 */
export function startPage(cancellation: CancellationProgress | null): CancellationPage {
  if (cancellation == null || cancellation.reversed_at != null) return 'start_page';
  if (cancellation.completed_at != null) return 'completed_page';
  if (cancellation.approval_requested_at != null)
    return cancellation.approved_at != null ? 'preview_page' : 'document_request_page';
  return 'start_page';
}

export interface CancellationChip {
  label: CancellationStatus;
  tone: 'success' | 'warning' | 'error';
}

/**
 * The status chip (bookings.md 4, C9): 'Avslutad' green, 'Inväntar dokument' orange (a document request waits),
 * 'Oavslutad' red (from select-option until completed); null for no or an unknown status.
 */
export function cancellationChip(statusText: string | null | undefined): CancellationChip | null {
  switch (statusText) {
    case CANCELLATION_STATUS.completed:
      return { label: CANCELLATION_STATUS.completed, tone: 'success' };
    case CANCELLATION_STATUS.awaitingDocument:
      return { label: CANCELLATION_STATUS.awaitingDocument, tone: 'warning' };
    case CANCELLATION_STATUS.open:
      return { label: CANCELLATION_STATUS.open, tone: 'error' };
    default:
      return null;
  }
}
