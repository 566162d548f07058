// Who sleeps where and when: non-overlapping stays per position over last, this and next
// year, plus groups, season stays, blocks, cancellations and drafts. Day numbers throughout.
import { dayNumberFromParts, toDayNumber, weekdayOfDayNumber } from '../../src/domain/dates';
import { arrivalChance, bookedAhead, mustStartSaturday, occupancy, sampleStay } from './calendar';
import type { PositionMeta } from './layout';
import type { Rng } from './random';
import { isCabinLike, type CatKey } from './site';

export type StayKind = 'regular' | 'group' | 'season' | 'draft' | 'cancelled';
/** Overrides of the state the dates alone would give. */
export type Force = 'delayedArrival' | 'delayedDeparture' | 'arrivedToday' | 'notArrived' | 'leftToday' | 'stillHere';

export interface Stay {
  pos: number;
  start: number;
  end: number;
  kind: StayKind;
  group?: number;
  season?: number;
  force?: Force;
  protected?: boolean;
}

export interface BlockPlan {
  positions: number[];
  closing: number;
  opening: number;
  reason: string;
}
export interface SeasonPlan {
  year: number;
  start: number;
  end: number;
}

export class Planner {
  readonly stays: Stay[] = [];
  readonly groups: { size: number; catKey: CatKey }[] = [];
  private readonly grid: Int32Array;
  private readonly days: number;
  readonly from: number;
  readonly to: number;

  /** `intensity` below 1 thins out the quieter nights (a small demo site); full weeks stay full. */
  constructor(
    readonly positions: PositionMeta[],
    readonly today: number,
    readonly rng: Rng,
    readonly intensity = 1,
  ) {
    const year = Number(new Date(today * 86_400_000).toISOString().slice(0, 4));
    this.from = dayNumberFromParts(year - 1, 1, 1);
    this.to = dayNumberFromParts(year + 2, 1, 1);
    this.days = this.to - this.from + 40;
    this.grid = new Int32Array(positions.length * this.days);
  }

  private at(pos: number, day: number): number {
    const i = day - this.from;
    if (i < 0 || i >= this.days) return -1;
    return this.grid[pos * this.days + i];
  }

  private mark(pos: number, start: number, end: number, value: number) {
    const base = pos * this.days - this.from;
    for (let d = Math.max(start, this.from); d < end && d - this.from < this.days; d++) this.grid[base + d] = value;
  }

  /** Free nights from `start`, up to `max`. */
  freeRun(pos: number, start: number, max: number): number {
    let n = 0;
    while (n < max && this.at(pos, start + n) === 0) n++;
    return n;
  }

  stayAt(pos: number, day: number): Stay | undefined {
    const v = this.at(pos, day);
    return v > 0 ? this.stays[v - 1] : undefined;
  }

  add(stay: Stay): Stay {
    this.stays.push(stay);
    if (stay.kind !== 'cancelled') this.mark(stay.pos, stay.start, stay.end, this.stays.length);
    return stay;
  }

  truncate(stay: Stay, end: number) {
    this.mark(stay.pos, end, stay.end, 0);
    stay.end = end;
  }

  block(b: BlockPlan) {
    for (const p of b.positions) this.mark(p, b.closing, b.opening, -1);
  }

  seasonStays(seasons: SeasonPlan[], fillRate: number, exists: (s: SeasonPlan) => boolean) {
    this.positions.forEach((p, pos) => {
      if (p.catKey !== 'seasonal') return;
      seasons.forEach((s, si) => {
        if (exists(s) && this.rng.chance(fillRate))
          this.add({ pos, start: s.start, end: s.end, kind: 'season', season: si, protected: true });
      });
    });
  }

  /** Weighted by how busy the site is on that day, as seen from today. */
  sampleDay(k: CatKey): number {
    for (;;) {
      const d = this.rng.int(this.from, this.to - 1);
      if (this.rng.chance(occupancy(k, d) * bookedAhead(d, this.today))) return d;
    }
  }

  placeGroups(count: number) {
    const kinds: [CatKey, number][] = [
      ['caravan', 35],
      ['tent', 18],
      ['cabin4', 14],
      ['cabin6', 8],
      ['room', 15],
      ['motorhome', 10],
    ];
    for (let g = 0; g < count; g++) {
      const k = this.rng.weighted(kinds);
      const candidates = this.positions.map((p, i) => (p.catKey === k ? i : -1)).filter((i) => i >= 0);
      const size = Math.min(candidates.length, this.rng.int(2, isCabinLike(k) && k !== 'room' ? 4 : 6));
      if (size < 2) continue;
      for (let attempt = 0; attempt < 25; attempt++) {
        let d = this.sampleDay(k);
        if (mustStartSaturday(k, d)) while (weekdayOfDayNumber(d) !== 6) d++;
        const nights = Math.max(2, sampleStay(this.rng, k, d));
        const first = this.rng.int(0, candidates.length - size);
        const chosen = candidates.slice(first, first + size);
        if (chosen.every((pos) => this.freeRun(pos, d, nights) === nights)) {
          const group = this.groups.length;
          this.groups.push({ size, catKey: k });
          for (const pos of chosen) this.add({ pos, start: d, end: d + nights, kind: 'group', group, protected: true });
          break;
        }
      }
    }
  }

  /** Walks every position's calendar, starting stays on free nights with the season's chance. */
  fill() {
    this.positions.forEach((p, pos) => {
      if (p.catKey === 'seasonal') return;
      const rng = this.rng.fork(`fill-${pos}`);
      let d = this.from;
      while (d < this.to) {
        if (this.at(pos, d) !== 0) {
          d++;
          continue;
        }
        if (mustStartSaturday(p.catKey, d) && weekdayOfDayNumber(d) !== 6 && !mustStartSaturday(p.catKey, d - 1)) {
          // The Saturday rule starts mid-week: a short stay bridges to it.
        } else if (mustStartSaturday(p.catKey, d) && weekdayOfDayNumber(d) !== 6) {
          d++;
          continue;
        }
        const base = occupancy(p.catKey, d);
        const o = (base < 1 ? base * this.intensity : base) * bookedAhead(d, this.today);
        if (!rng.chance(arrivalChance(p.catKey, d, o))) {
          d++;
          continue;
        }
        let nights = sampleStay(rng, p.catKey, d);
        if (mustStartSaturday(p.catKey, d) && weekdayOfDayNumber(d) !== 6)
          nights = Math.min(nights, (13 - weekdayOfDayNumber(d)) % 7 || 7);
        nights = this.freeRun(pos, d, nights);
        this.add({ pos, start: d, end: d + nights, kind: 'regular' });
        d += nights;
      }
    });
  }

  cancellations(share: number) {
    const live = this.stays.filter((s) => s.kind === 'regular' || s.kind === 'group').length;
    const n = Math.round(live * share);
    const movable = this.positions.map((p, i) => (p.catKey === 'seasonal' ? -1 : i)).filter((i) => i >= 0);
    for (let i = 0; i < n; i++) {
      const pos = this.rng.pick(movable);
      const k = this.positions[pos].catKey;
      const d = this.sampleDay(k);
      this.add({ pos, start: d, end: d + sampleStay(this.rng, k, d), kind: 'cancelled' });
    }
  }

  /** Regular positions in a random order, for the guarantees around today. */
  private shuffledRegular(): number[] {
    return this.rng.shuffle(this.positions.map((p, i) => (p.catKey === 'seasonal' ? -1 : i)).filter((i) => i >= 0));
  }

  private isLive = (s: Stay) => s.kind === 'regular' || s.kind === 'group';

  private canCut = (s: Stay | undefined, day: number) => !!s && s.kind === 'regular' && !s.protected && s.start < day;

  /** Makes at least `n` stays start on `day` (and `minNights` long), splitting stays when the site is full. */
  ensureArrivals(day: number, n: number, minNights = 1): Stay[] {
    const count = this.stays.filter(
      (s) => this.isLive(s) && s.start === day && s.end - s.start >= minNights && !s.force,
    ).length;
    return this.createArrivals(day, n - count, minNights);
  }

  createArrivals(day: number, k: number, minNights = 1): Stay[] {
    const made: Stay[] = [];
    for (const pos of this.shuffledRegular()) {
      if (made.length >= k) break;
      const s = this.stayAt(pos, day);
      if (s && !this.canCut(s, day)) continue;
      if (this.at(pos, day) < 0) continue;
      if (s) {
        if (this.freeRunAfter(s) + s.end - day < minNights) continue;
        this.truncate(s, day);
      }
      const nights = this.freeRun(pos, day, Math.max(minNights, sampleStay(this.rng, this.positions[pos].catKey, day)));
      if (nights < minNights) continue;
      made.push(this.add({ pos, start: day, end: day + nights, kind: 'regular' }));
    }
    return made;
  }

  private freeRunAfter(s: Stay): number {
    return this.freeRun(s.pos, s.end, 3);
  }

  /** Makes at least `n` stays end on `day`. */
  ensureDepartures(day: number, n: number): Stay[] {
    const made: Stay[] = [];
    let count = this.stays.filter((s) => this.isLive(s) && s.end === day && !s.force).length;
    for (const pos of this.shuffledRegular()) {
      if (count >= n) break;
      const s = this.stayAt(pos, day);
      if (s) {
        if (!this.canCut(s, day)) continue;
        this.truncate(s, day);
        made.push(s);
      } else {
        let start = day;
        while (start > day - 4 && this.at(pos, start - 1) === 0) start--;
        if (start === day) continue;
        made.push(this.add({ pos, start, end: day, kind: 'regular' }));
      }
      count++;
    }
    return made;
  }

  /** Guests that should have arrived yesterday but have not, and one that should have left. */
  delayed(arrivals: number, departures: number) {
    const yesterday = this.today - 1;
    let found = this.stays.filter(
      (s) => s.kind === 'regular' && !s.protected && s.start === yesterday && s.end > this.today,
    );
    if (found.length < arrivals) found = found.concat(this.createArrivals(yesterday, arrivals - found.length, 2));
    for (const s of found.slice(0, arrivals)) {
      s.force = 'delayedArrival';
      s.protected = true;
    }
    let left = departures;
    for (const pos of this.shuffledRegular()) {
      if (left === 0) break;
      const s = this.stayAt(pos, yesterday);
      if (!this.canCut(s, yesterday) || s!.end <= this.today) continue;
      const oldEnd = s!.end;
      this.truncate(s!, yesterday);
      s!.force = 'delayedDeparture';
      s!.protected = true;
      // The guest is still on the pitch: nobody else may move in before they leave.
      this.mark(pos, yesterday, Math.min(oldEnd, this.today + 1), -1);
      left--;
    }
    // A quiet week: nobody spans yesterday, so put the late leaver on an empty pitch.
    for (const pos of this.shuffledRegular()) {
      if (left === 0) break;
      const nights = this.rng.int(2, 4);
      if (this.freeRun(pos, yesterday - nights, nights + 2) < nights + 2) continue;
      this.add({
        pos,
        start: yesterday - nights,
        end: yesterday,
        kind: 'regular',
        force: 'delayedDeparture',
        protected: true,
      });
      this.mark(pos, yesterday, this.today + 1, -1);
      left--;
    }
  }

  /** Drafts hold a position while someone is filling in the booking form. */
  drafts(n: number): Stay[] {
    const made: Stay[] = [];
    const order = this.shuffledRegular();
    for (let i = 0; made.length < n && i < order.length * 4; i++) {
      const pos = order[i % order.length];
      // Preferably one for tonight (a walk-in at the desk), the others some weeks ahead.
      const start = made.length === 0 && i < order.length ? this.today : this.today + this.rng.int(1, 45);
      const want = this.rng.int(1, 4);
      const nights = this.freeRun(pos, start, want);
      if (nights === 0) continue;
      made.push(this.add({ pos, start, end: start + nights, kind: 'draft', protected: true }));
    }
    return made;
  }
}

export const dayOf = (iso: string) => toDayNumber(iso);
