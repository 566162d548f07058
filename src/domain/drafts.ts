/**
 * Draft bookings in the top bar's popover (shell.md 2.10, 4.7): a draft counts down to its
 * draft_expires_at; at 0 seconds it is expired (greyed, disabled).
 */

export interface DraftLike {
  id: number;
  is_draft?: boolean | null;
  deleted_at?: string | null;
  confirmed_at?: string | null;
  draft_expires_at?: string | null;
}

const expiresAtMs = (d: DraftLike) => (d.draft_expires_at ? Date.parse(d.draft_expires_at) : NaN);

/** Whole seconds left until the draft expires, rounded up, never below 0. */
export function secondsLeft(expiresAt: string | null | undefined, now: number): number {
  const at = expiresAt ? Date.parse(expiresAt) : NaN;
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** mm:ss ('04:07', '00:00'); minutes are not capped at 59 ('75:00'). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** An unconfirmed, not deleted draft with an expiry time: it may be live or expired. */
export function isDraftCandidate(b: DraftLike): boolean {
  return b.is_draft === true && !b.deleted_at && !b.confirmed_at && !Number.isNaN(expiresAtMs(b));
}

/** A draft is expired once no whole second is left. */
export const isDraftExpired = (b: DraftLike, now: number) => secondsLeft(b.draft_expires_at, now) === 0;

/** The drafts that still run (the top bar's badge count). */
export const isLiveDraft = (b: DraftLike, now: number) => isDraftCandidate(b) && !isDraftExpired(b, now);

/** Candidates, soonest expiry first; the time filter runs on this short list every second. */
export function draftCandidates<T extends DraftLike>(bookings: Iterable<T>): T[] {
  const out: T[] = [];
  for (const b of bookings) if (isDraftCandidate(b)) out.push(b);
  return out.sort((a, b) => expiresAtMs(a) - expiresAtMs(b) || a.id - b.id);
}

export const liveDrafts = <T extends DraftLike>(bookings: Iterable<T>, now: number): T[] =>
  draftCandidates(bookings).filter((b) => !isDraftExpired(b, now));

/**
 * What the open popover lists: drafts live now, plus those that were live when it opened and
 * ran out while it was open (shown greyed rather than vanishing under the cursor).
 */
export function popoverDrafts<T extends DraftLike>(candidates: readonly T[], openedAt: number): T[] {
  // Anything live now was also live at openedAt, so one comparison covers both.
  return candidates.filter((b) => !isDraftExpired(b, openedAt));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** '12–14 jun', '30 jun – 2 jul', '30 dec 2026 – 2 jan 2027' from ISO dates. */
export function formatStay(checkIn: string, checkOut: string): string {
  const [y1, m1, d1] = checkIn.slice(0, 10).split('-').map(Number);
  const [y2, m2, d2] = checkOut.slice(0, 10).split('-').map(Number);
  if (!y1 || !y2) return `${checkIn} – ${checkOut}`;
  if (y1 !== y2) return `${d1} ${MONTHS[m1 - 1]} ${y1} – ${d2} ${MONTHS[m2 - 1]} ${y2}`;
  if (m1 !== m2) return `${d1} ${MONTHS[m1 - 1]} – ${d2} ${MONTHS[m2 - 1]}`;
  return `${d1}–${d2} ${MONTHS[m1 - 1]}`;
}
