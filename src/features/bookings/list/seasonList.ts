// The season list's rules (bookings.md "Seasons"): which season shows, what a row says about the next
// season, the header's counts and which verbs a row allows. Pure: the commands' `when`, the buttons
// and the tests read the same answers.
import type { Season } from '../../../contracts/catalog';
import type { NextSeasonState, SeasonBookingRow, SeasonBookingStatus } from '../../../contracts/seasons';
import { SEASON_TEXTS } from '../../../domain/seasonTexts';

/** The search param of /bookings/sasong naming the season shown (a link or a reload keeps it). */
export const SEASON_PARAM = 'sasong';

export const SEASON_STATUS_LABELS: Record<SeasonBookingStatus, string> = {
  draft: 'Obekräftad',
  confirmed: 'Bekräftad',
  cancelled: 'Avbokad',
};

/** Seasons not deleted, the latest start first (the selector's order). */
export function seasonsNewestFirst(seasons: readonly Season[]): Season[] {
  return seasons.filter((s) => s.deleted_at == null).sort((a, b) => b.start.localeCompare(a.start) || b.id - a.id);
}

/** The most recent season that has started by `today`; before the first season, the earliest one. */
export function defaultSeason(seasons: readonly Season[], today: string): Season | null {
  const all = seasonsNewestFirst(seasons);
  return all.find((s) => s.start <= today) ?? all.at(-1) ?? null;
}

/** The season the URL names when it exists, else the default. */
export function shownSeason(seasons: readonly Season[], param: string, today: string): Season | null {
  const id = /^\d{1,10}$/.test(param) ? Number(param) : null;
  return seasonsNewestFirst(seasons).find((s) => s.id === id) ?? defaultSeason(seasons, today);
}

/** The season before (-1) or after (+1) `current` by start, or null at either end. */
export function adjacentSeason(seasons: readonly Season[], current: number | null, step: -1 | 1): Season | null {
  const byStart = seasonsNewestFirst(seasons).reverse();
  const i = byStart.findIndex((s) => s.id === current);
  if (i < 0) return null;
  return byStart[i + step] ?? null;
}

/** The 'Nästa säsong' cell: 'Kopierad {nr} · {the copy's status}', 'Kopieras inte', or empty. */
export function nextSeasonText(next: SeasonBookingRow['next_season']): string {
  if (next.state === 'ignored') return 'Kopieras inte';
  if (next.state !== 'copied') return '';
  if (next.booking_number == null) return 'Kopierad (kopian finns inte längre)';
  const status = next.booking_status ? ` · ${SEASON_STATUS_LABELS[next.booking_status]}` : '';
  return `Kopierad ${next.booking_number}${status}`;
}

export interface SeasonCounts {
  copied: number;
  ignored: number;
  /** Still to decide: neither copied nor ignored, and not cancelled (a cancelled one cannot be copied). */
  pending: number;
}

export function seasonCounts(rows: readonly SeasonBookingRow[]): SeasonCounts {
  const counts: SeasonCounts = { copied: 0, ignored: 0, pending: 0 };
  for (const r of rows) {
    if (r.next_season.state === 'copied') counts.copied++;
    else if (r.next_season.state === 'ignored') counts.ignored++;
    else if (r.status !== 'cancelled') counts.pending++;
  }
  return counts;
}

/** The header: '12 kopierade · 3 kopieras inte · 5 kvar', or why nothing is copied from this season. */
export function seasonCountsText(rows: readonly SeasonBookingRow[], hasNextSeason: boolean): string {
  const n = rows.length;
  const total = `${n} ${n === 1 ? 'säsongsbokning' : 'säsongsbokningar'}`;
  if (!hasNextSeason) return `${total} · ingen nästa säsong att kopiera till`;
  const c = seasonCounts(rows);
  return `${total} · ${c.copied} kopierade · ${c.ignored} kopieras inte · ${c.pending} kvar`;
}

/** What the verbs need to know of the focused row (the `seasonRow` context key). */
export interface SeasonRowFacts {
  id: number;
  status: SeasonBookingStatus;
  next: NextSeasonState;
  /** The season shown has a next season to copy to. */
  hasNextSeason: boolean;
}

/** A copy that was cancelled (or is gone) leaves its source to decide again: copied anew, or ignored. */
export function factsOf(row: SeasonBookingRow, hasNextSeason: boolean): SeasonRowFacts {
  const n = row.next_season;
  const deadCopy = n.state === 'copied' && (n.booking_id == null || n.booking_status === 'cancelled');
  return { id: row.id, status: row.status, next: deadCopy ? 'pending' : n.state, hasNextSeason };
}

export type SeasonVerb = 'copy' | 'ignore' | 'confirm' | 'cancel';

export const SEASON_VERB_REASONS = {
  noRow: 'Ingen säsongsbokning är vald',
  noNextSeason: SEASON_TEXTS.noNextSeason,
  cancelled: SEASON_TEXTS.cancelledSource,
  copied: SEASON_TEXTS.alreadyCopied,
  ignored: 'Bokningen kopieras redan inte',
  notDraft: SEASON_TEXTS.notDraft,
} as const;

/**
 * true, or the Swedish reason the verb does not apply to the row. Copying: any booking not cancelled
 * and without a live copy (an ignored one may still be copied); 'Kopiera inte': one still to decide;
 * 'Bekräfta' and 'Avboka': an unconfirmed copy. The server judges each again.
 */
export function seasonVerbAllowed(verb: SeasonVerb, row: SeasonRowFacts | null | undefined): true | string {
  const r = SEASON_VERB_REASONS;
  if (!row) return r.noRow;
  if (verb === 'confirm' || verb === 'cancel') return row.status === 'draft' || r.notDraft;
  if (!row.hasNextSeason) return r.noNextSeason;
  if (row.status === 'cancelled') return r.cancelled;
  if (row.next === 'copied') return r.copied;
  if (verb === 'ignore' && row.next === 'ignored') return r.ignored;
  return true;
}
