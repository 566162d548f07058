// Where the demo's season bookings stand towards the next season (server/seasons): once a season's
// places have been offered on (the next season has bookings), a booking whose pitch went on to the
// same customer is linked as copied, one whose pitch went to someone else was ignored (the guest did
// not continue), and one whose pitch is still free in the next season is pending. No randomness: it
// follows from the stays already planned.

interface SeasonStay {
  id: number;
  type: string;
  seasonId: number | null;
  positionId: number | null;
  customerId: number | null;
  deletedAt: Date | null;
  createdAt: Date;
}

export interface SeasonCopyRow {
  bookingId: number;
  copyBookingId: number | null;
  ignoredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The season_booking_copies rows for the seeded bookings; `seasonIds` in season order. */
export function buildSeasonCopies(rows: readonly SeasonStay[], seasonIds: readonly number[]): SeasonCopyRow[] {
  const bySeason = new Map<number, Map<number, SeasonStay>>();
  for (const b of rows) {
    if (b.type !== 'season' || b.seasonId == null || b.positionId == null || b.deletedAt) continue;
    let pitches = bySeason.get(b.seasonId);
    if (!pitches) bySeason.set(b.seasonId, (pitches = new Map()));
    if (!pitches.has(b.positionId)) pitches.set(b.positionId, b);
  }
  const out: SeasonCopyRow[] = [];
  for (let i = 0; i + 1 < seasonIds.length; i++) {
    const next = bySeason.get(seasonIds[i + 1]);
    if (!next) continue;
    for (const src of bySeason.get(seasonIds[i])?.values() ?? []) {
      const follow = next.get(src.positionId!);
      if (!follow) continue;
      const copied = follow.customerId === src.customerId;
      out.push({
        bookingId: src.id,
        copyBookingId: copied ? follow.id : null,
        ignoredAt: copied ? null : follow.createdAt,
        createdAt: follow.createdAt,
        updatedAt: follow.createdAt,
      });
    }
  }
  return out.sort((a, b) => a.bookingId - b.bookingId);
}
