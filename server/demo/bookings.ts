// From stays to bookings: channel, when it was made, when guests came and left.
import { isPeakSummer } from './calendar';
import type { Clock } from './clock';
import type { PositionMeta } from './layout';
import type { Rng } from './random';
import { categoryById, type CategoryDef } from './site';
import type { Planner, Stay } from './stays';

export interface SeasonInfo {
  id: number;
  start: number;
  end: number;
  prevEnd: number;
}

/** A booking being built: timing and state first, customer and row later. */
export interface Built {
  stay: Stay;
  cat: CategoryDef;
  pos: PositionMeta;
  channel: 1 | 2 | 3 | 4;
  dropIn: boolean;
  createdAt: Date;
  createdDay: number;
  confirmedAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  deletedAt: Date | null;
  draftExpiresAt: Date | null;
  expectedArrival: number | null;
  createdBy: number | null;
  id: number;
  bookingNumber: string;
  groupId: number | null;
}

export interface GroupBuilt {
  index: number;
  id: number;
  bookingNumber: string;
  channel: 1 | 2;
  createdAt: Date;
  createdDay: number;
  members: Built[];
}

const ARRIVAL_HOURS: [number, number][] = [
  [12, 4],
  [13, 6],
  [14, 10],
  [15, 14],
  [16, 16],
  [17, 14],
  [18, 10],
  [19, 8],
  [20, 5],
  [21, 3],
];

export function planBookings(
  planner: Planner,
  clock: Clock,
  rng: Rng,
  seasons: SeasonInfo[],
  receptionUsers: number[],
) {
  const today = clock.today;
  const M = clock.nowMinute;
  const canDoToday = M >= 540; // before 09:00 nothing has happened yet today
  const time = (lo: number, hi: number) => rng.int(Math.max(0, lo), Math.max(Math.max(0, lo), hi));

  // Today's arrivals and departures: some are already done.
  const live = planner.stays.filter((s) => (s.kind === 'regular' || s.kind === 'group') && !s.force);
  if (canDoToday) {
    const arr = rng.shuffle(live.filter((s) => s.start === today));
    const dep = rng.shuffle(live.filter((s) => s.end === today));
    arr
      .slice(0, Math.min(arr.length - 2, Math.max(3, Math.round(arr.length * 0.3))))
      .forEach((s) => (s.force = 'arrivedToday'));
    dep
      .slice(0, Math.min(dep.length - 2, Math.max(3, Math.round(dep.length * 0.35))))
      .forEach((s) => (s.force = 'leftToday'));
    // Someone arrived on a pitch: whoever had it this morning has left.
    for (const s of arr) {
      if (s.force !== 'arrivedToday') continue;
      const prev = dep.find((d) => d.pos === s.pos);
      if (prev && !prev.force) prev.force = 'leftToday';
    }
  }

  const groupsBuilt: GroupBuilt[] = planner.groups.map((_, index) => ({
    index,
    id: 0,
    bookingNumber: '',
    channel: rng.chance(0.6) ? 1 : 2,
    createdAt: new Date(0),
    createdDay: 0,
    members: [],
  }));
  const groupLead = planner.groups.map(() => 7 + Math.round(rng.exp(60)));

  const built: Built[] = [];
  for (const stay of planner.stays) {
    const pos = planner.positions[stay.pos];
    const cat = categoryById.get(pos.categoryId)!;
    const b: Built = {
      stay,
      cat,
      pos,
      channel: 2,
      dropIn: false,
      createdAt: new Date(0),
      createdDay: 0,
      confirmedAt: null,
      checkedInAt: null,
      checkedOutAt: null,
      deletedAt: null,
      draftExpiresAt: null,
      expectedArrival: null,
      createdBy: null,
      id: 0,
      bookingNumber: '',
      groupId: null,
    };
    const arrivalTime = () => {
      const h = rng.weighted(ARRIVAL_HOURS);
      return h * 60 + rng.pick([0, 15, 30, 45]);
    };
    const createAt = (day: number, lo: number, hi: number) => {
      const minute = day === today ? time(Math.min(lo, M - 40), Math.min(hi, M - 10)) : time(lo, hi);
      b.createdDay = day;
      b.createdAt = clock.at(day, minute);
    };

    if (stay.kind === 'draft') {
      b.channel = rng.chance(0.6) ? 1 : 2;
      const left = rng.int(5, 25);
      b.draftExpiresAt = clock.plus(clock.now, left);
      b.createdAt = clock.plus(b.draftExpiresAt, -30);
      b.createdDay = today;
      if (b.channel === 1) b.createdBy = rng.pick(receptionUsers);
    } else if (stay.kind === 'season') {
      b.channel = 1;
      const s = seasons[stay.season!];
      const latest = Math.min(s.prevEnd + 50, today - 1);
      createAt(rng.int(Math.min(s.prevEnd + 14, latest), latest), 540, 960);
      b.createdBy = rng.pick(receptionUsers);
    } else if (stay.kind === 'group') {
      const g = groupsBuilt[stay.group!];
      b.channel = g.channel;
      if (g.members.length === 0) {
        createAt(Math.min(stay.start - Math.min(groupLead[stay.group!], 400), today), 480, 1200);
        g.createdAt = b.createdAt;
        g.createdDay = b.createdDay;
      } else {
        b.createdAt = clock.plus(g.createdAt, 0);
        b.createdDay = g.createdDay;
      }
      g.members.push(b);
      if (b.channel === 1) b.createdBy = receptionUsers[stay.group! % receptionUsers.length];
    } else {
      const peak = isPeakSummer(stay.start);
      const mayDropIn =
        stay.kind === 'regular' &&
        (stay.start < today || stay.force === 'arrivedToday') &&
        stay.force !== 'delayedArrival';
      const r = rng.next();
      b.channel = r < 0.05 ? 4 : r < 0.15 && mayDropIn ? 3 : r < 0.38 ? 1 : 2;
      b.dropIn = b.channel === 3 || (b.channel === 1 && mayDropIn && rng.chance(0.35));
      if (b.dropIn) {
        b.createdDay = stay.start;
      } else {
        let lead =
          b.channel === 2
            ? Math.round(rng.exp(peak ? 75 : 20))
            : b.channel === 4
              ? 2 + Math.round(rng.exp(35))
              : 1 + Math.round(rng.exp(15));
        if (stay.kind === 'cancelled' || stay.force === 'delayedArrival' || stay.force === 'notArrived')
          lead = Math.max(1, lead);
        lead = Math.max(lead, stay.start - today);
        if (stay.start - lead === today && M < 460) lead++;
        const [lo, hi] = b.channel === 1 ? [480, 1200] : [400, 1400];
        createAt(stay.start - lead, lo, hi);
        if (b.channel !== 3) b.expectedArrival = rng.chance(0.75) ? arrivalTime() : null;
      }
      if (b.channel === 1) b.createdBy = rng.pick(receptionUsers);
    }

    // Check-in and check-out follow the dates, unless today's plan says otherwise.
    if (stay.kind !== 'draft' && stay.kind !== 'cancelled') {
      const f = stay.force;
      let inMinute: number | null = null;
      if (f === 'arrivedToday') inMinute = time(M - 95, M - 5);
      else if (f !== 'delayedArrival' && f !== 'notArrived' && stay.start < today) {
        inMinute =
          stay.kind === 'season'
            ? time(600, 1080)
            : b.expectedArrival !== null
              ? Math.min(1380, Math.max(600, b.expectedArrival + rng.int(-30, 60)))
              : time(780, 1230);
      }
      if (inMinute !== null) {
        b.checkedInAt = clock.at(stay.start, inMinute);
        if (b.dropIn) {
          b.createdAt = clock.plus(b.checkedInAt, -6);
          b.createdDay = stay.start;
        } else if (b.createdAt.getTime() > b.checkedInAt.getTime() - 600_000) {
          // Booked by phone the same day: the call came before the guest did.
          b.createdAt = clock.plus(b.checkedInAt, -rng.int(30, 240));
        }
      }
      if (b.checkedInAt && f !== 'delayedDeparture' && (stay.end < today || f === 'leftToday')) {
        b.checkedOutAt = clock.at(stay.end, f === 'leftToday' ? time(Math.max(400, M - 280), M - 100) : time(450, 705));
      }
    }
    if (stay.kind !== 'draft') b.confirmedAt = clock.plus(b.createdAt, b.dropIn ? 1 : rng.int(0, 3));
    built.push(b);
  }

  cancelAndNumber(built, groupsBuilt, clock, rng);
  return { built, groups: groupsBuilt };
}

/** Cancellation times, then ids and booking numbers in order of creation. */
function cancelAndNumber(built: Built[], groups: GroupBuilt[], clock: Clock, rng: Rng) {
  for (const b of built) {
    if (b.stay.kind !== 'cancelled') continue;
    const latest = Math.min(clock.at(b.stay.start, 840).getTime(), clock.now.getTime() - 3_600_000);
    const t = b.createdAt.getTime() + (latest - b.createdAt.getTime()) * (0.05 + 0.9 * rng.next());
    b.deletedAt = new Date(Math.max(b.createdAt.getTime() + 600_000, Math.floor(t / 1000) * 1000));
    if (b.deletedAt.getTime() > clock.now.getTime()) b.deletedAt = new Date(clock.now.getTime() - 60_000);
  }
  const order = built
    .map((_, i) => i)
    .sort((x, y) => built[x].createdAt.getTime() - built[y].createdAt.getTime() || x - y);
  const perYear = new Map<string, number>();
  order.forEach((i, n) => {
    const b = built[i];
    b.id = n + 1;
    const year = clock.iso(b.createdDay).slice(0, 4);
    const seq = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, seq);
    b.bookingNumber = `${year}-${String(seq).padStart(5, '0')}`;
  });
  built.sort((x, y) => x.id - y.id);
  const groupOrder = [...groups]
    .filter((g) => g.members.length > 0)
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.index - y.index);
  const groupPerYear = new Map<string, number>();
  groupOrder.forEach((g, n) => {
    g.id = n + 1;
    const year = clock.iso(g.createdDay).slice(0, 4);
    const seq = (groupPerYear.get(year) ?? 0) + 1;
    groupPerYear.set(year, seq);
    g.bookingNumber = `${year}-G${String(seq).padStart(4, '0')}`;
    for (const m of g.members) m.groupId = g.id;
  });
}
