// The Swedish camping year: seasons, how full each kind of position is on a given night,
// how much of the future is already booked, and how long guests stay.
import { dayNumberFromParts, fromDayNumber, partsFromDayNumber, weekdayOfDayNumber } from '../../src/domain/dates';
import { isBusyPeriod } from '../../src/domain/holidays';
import type { CatKey } from './site';
import type { Rng } from './random';

/** Season for season pitches: last Friday of April to last Sunday of September. */
export function seasonDates(year: number): { start: string; end: string } {
  const lastWeekday = (month: number, lastDay: number, wd: number) => {
    let d = dayNumberFromParts(year, month, lastDay);
    while (weekdayOfDayNumber(d) !== wd) d--;
    return fromDayNumber(d);
  };
  return { start: lastWeekday(4, 30, 5), end: lastWeekday(9, 30, 7) };
}

type Profile = 'pitch' | 'tent' | 'cabin' | 'room' | 'stall';
const profileOf = (k: CatKey): Profile =>
  k === 'tent'
    ? 'tent'
    : k === 'cabin4' || k === 'cabin6'
      ? 'cabin'
      : k === 'room'
        ? 'room'
        : k === 'stall'
          ? 'stall'
          : 'pitch';

// Share of nights sold per half month (index (month-1)*2 + (day > 15 ? 1 : 0)).
const HALF_MONTHS: Record<Profile, number[]> = {
  pitch: [
    0.03, 0.03, 0.04, 0.05, 0.05, 0.06, 0.08, 0.12, 0.2, 0.3, 0.45, 0.8, 0.93, 0.9, 0.78, 0.42, 0.25, 0.16, 0.09, 0.07,
    0.03, 0.03, 0.04, 0.07,
  ],
  tent: [
    0, 0, 0, 0, 0.01, 0.01, 0.03, 0.06, 0.12, 0.2, 0.4, 0.8, 0.95, 0.92, 0.75, 0.3, 0.15, 0.08, 0.03, 0.02, 0, 0, 0,
    0.01,
  ],
  cabin: [
    0.15, 0.12, 0.15, 0.22, 0.2, 0.22, 0.28, 0.3, 0.4, 0.45, 0.7, 0.9, 0.98, 0.97, 0.88, 0.55, 0.38, 0.3, 0.25, 0.3,
    0.15, 0.15, 0.2, 0.5,
  ],
  room: [
    0.3, 0.3, 0.3, 0.32, 0.32, 0.35, 0.35, 0.38, 0.45, 0.5, 0.6, 0.85, 0.92, 0.9, 0.8, 0.55, 0.45, 0.4, 0.38, 0.35, 0.3,
    0.3, 0.3, 0.25,
  ],
  stall: [
    0.04, 0.04, 0.05, 0.06, 0.06, 0.08, 0.1, 0.15, 0.25, 0.35, 0.5, 0.75, 0.9, 0.9, 0.75, 0.45, 0.3, 0.2, 0.12, 0.08,
    0.04, 0.04, 0.04, 0.05,
  ],
};

const busyCache = new Map<number, boolean>();
function busy(day: number): boolean {
  let b = busyCache.get(day);
  if (b === undefined) {
    b = isBusyPeriod(fromDayNumber(day));
    busyCache.set(day, b);
  }
  return b;
}

/** Peak summer: cabins change on Saturdays and guests book far ahead. */
export function isPeakSummer(day: number): boolean {
  const { month, day: d } = partsFromDayNumber(day);
  return (month === 6 && d >= 20) || month === 7 || (month === 8 && d <= 16);
}

/** Target share of positions of this kind occupied on the night starting `day`, for stays already in the past. */
export function occupancy(k: CatKey, day: number): number {
  const p = profileOf(k);
  const { month, day: d } = partsFromDayNumber(day);
  let o = HALF_MONTHS[p][(month - 1) * 2 + (d > 15 ? 1 : 0)];
  if (busy(day)) o = month >= 6 && month <= 8 ? 1 : Math.max(o, p === 'cabin' ? 0.9 : p === 'tent' ? 0.35 : 0.6);
  const wd = weekdayOfDayNumber(day);
  if (o < 0.8 && (wd === 5 || wd === 6)) o = Math.min(1, o * 1.6);
  if (month === 12 && d >= 22 && p === 'cabin') o = 0.75;
  return o;
}

/** Share of a future night already booked, seen from `today` (all day numbers). */
export function bookedAhead(day: number, today: number): number {
  const lead = day - today;
  if (lead <= 0) return 1;
  const horizon = isPeakSummer(day) || busy(day) ? 260 : 70;
  return Math.max(0.01, Math.exp(-lead / horizon));
}

const LENGTHS: Record<string, [number[], number[]]> = {
  tent: [
    [1, 2, 3, 4],
    [35, 30, 20, 15],
  ],
  tentPeak: [
    [1, 2, 3, 4, 5, 6, 7],
    [18, 24, 20, 15, 9, 7, 7],
  ],
  caravan: [
    [1, 2, 3, 4, 5, 7],
    [12, 35, 20, 13, 10, 10],
  ],
  caravanPeak: [
    [2, 3, 4, 5, 6, 7, 8, 10, 14],
    [8, 12, 14, 13, 10, 18, 8, 9, 8],
  ],
  motorhome: [
    [1, 2, 3, 4],
    [38, 35, 17, 10],
  ],
  motorhomePeak: [
    [1, 2, 3, 4, 5, 7],
    [25, 28, 20, 12, 8, 7],
  ],
  stall: [
    [1, 2, 3],
    [75, 20, 5],
  ],
  cabin: [
    [2, 3, 4, 5, 7],
    [38, 22, 14, 12, 14],
  ],
  cabinPeak: [
    [7, 14, 3, 4],
    [78, 12, 5, 5],
  ],
  room: [
    [1, 2, 3, 4],
    [48, 30, 14, 8],
  ],
  roomPeak: [
    [1, 2, 3, 4, 5],
    [30, 30, 20, 10, 10],
  ],
};

function lengthTable(k: CatKey, day: number): [number[], number[]] {
  const base = k === 'cabin4' || k === 'cabin6' ? 'cabin' : k === 'seasonal' ? 'caravan' : k;
  return LENGTHS[isPeakSummer(day) && LENGTHS[base + 'Peak'] ? base + 'Peak' : base];
}

const meanCache = new Map<string, number>();
export function meanStay(k: CatKey, day: number): number {
  const key = `${k}${isPeakSummer(day)}`;
  let m = meanCache.get(key);
  if (m === undefined) {
    const [v, w] = lengthTable(k, day);
    m = v.reduce((s, x, i) => s + x * w[i], 0) / w.reduce((s, x) => s + x, 0);
    meanCache.set(key, m);
  }
  return m;
}

export function sampleStay(rng: Rng, k: CatKey, day: number): number {
  const [v, w] = lengthTable(k, day);
  return v[rng.weightedIndex(w)];
}

/** Cabins turn over on Saturdays in high summer. */
export function mustStartSaturday(k: CatKey, day: number): boolean {
  return (k === 'cabin4' || k === 'cabin6') && isPeakSummer(day);
}

const WEEKDAY_ARRIVALS = [0, 0.8, 0.8, 0.9, 1.1, 1.6, 1.0, 0.5];

/** Chance that a stay starts on a free night, tuned so the night ends up occupied with share `o`. */
export function arrivalChance(k: CatKey, day: number, o: number): number {
  if (o <= 0) return 0;
  if (o >= 1) return 1;
  const m = meanStay(k, day);
  const p = o / (m * (1 - o) + o);
  return o >= 0.75 ? p : Math.min(1, p * WEEKDAY_ARRIVALS[weekdayOfDayNumber(day)]);
}
