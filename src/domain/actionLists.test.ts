import { describe, expect, it } from 'vitest';
import {
  actionFor,
  checkInsFor,
  checkOutsFor,
  matchesFilter,
  positionCollisions,
  recentBookings,
  recentCheckIns,
  recentCheckOuts,
  type ActionBooking,
  type ActionView,
} from './actionLists';

const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';

let nextId = 1;
function booking(p: Partial<ActionBooking> = {}): ActionBooking {
  const id = p.id ?? nextId++;
  return {
    id,
    booking_number: `B${1000 + id}`,
    title: `Gäst ${id}`,
    customer_name: `Gäst ${id}`,
    position_id: id,
    check_in: TODAY,
    check_out: '2026-11-24',
    checked_in_at: null,
    checked_out_at: null,
    deleted_at: null,
    is_draft: false,
    confirmed_at: '2026-10-01T10:00:00Z',
    expected_arrival_time: null,
    created_at: '2026-10-01T10:00:00Z',
    ...p,
  };
}
const ids = (list: ActionBooking[]) => list.map((b) => b.id);

describe('checkInsFor', () => {
  const cases: [string, Partial<ActionBooking>, string, boolean][] = [
    ['due today', {}, TODAY, true],
    ['late arrival from earlier days', { check_in: '2026-11-19' }, TODAY, true],
    ['arrived today (Stockholm 00:30 is 23:30 UTC yesterday)', { checked_in_at: '2026-11-20T23:30:00Z' }, TODAY, true],
    ['arrived yesterday is not today', { check_in: '2026-11-20', checked_in_at: '2026-11-20T22:59:00Z' }, TODAY, false],
    ['draft', { is_draft: true, confirmed_at: null }, TODAY, false],
    ['unconfirmed', { confirmed_at: null }, TODAY, false],
    ['cancelled', { deleted_at: '2026-11-20T10:00:00Z' }, TODAY, false],
    ['tomorrow', { check_in: TOMORROW }, TOMORROW, true],
    ['tomorrow, not today', { check_in: TOMORROW }, TODAY, false],
    ['already arrived is not tomorrow', { check_in: TOMORROW, checked_in_at: '2026-11-21T09:00:00Z' }, TOMORROW, false],
  ];
  it.each(cases)('%s', (_name, p, day, listed) => {
    const b = booking(p);
    expect(ids(checkInsFor([b], day, TODAY))).toEqual(listed ? [b.id] : []);
  });

  it('sorts by expected arrival (unknown last), then position name in natural order', () => {
    const names: Record<number, string> = { 1: 'A10', 2: 'A2', 3: 'B1', 4: 'A1' };
    const list = [
      booking({ id: 101, position_id: 1, expected_arrival_time: '14:00' }),
      booking({ id: 102, position_id: 2, expected_arrival_time: '14:00' }),
      booking({ id: 103, position_id: 3, expected_arrival_time: null }),
      booking({ id: 104, position_id: 4, expected_arrival_time: '09:30' }),
    ];
    expect(ids(checkInsFor(list, TODAY, TODAY, (id) => names[id!] ?? ''))).toEqual([104, 102, 101, 103]);
  });
});

describe('checkOutsFor', () => {
  const inside = { check_in: '2026-11-18', checked_in_at: '2026-11-18T14:00:00Z' };
  const cases: [string, Partial<ActionBooking>, string, boolean][] = [
    ['due today', { ...inside, check_out: TODAY }, TODAY, true],
    ['overdue', { ...inside, check_out: '2026-11-20' }, TODAY, true],
    [
      'left today (00:15 Stockholm)',
      { ...inside, check_out: TODAY, checked_out_at: '2026-11-20T23:15:00Z' },
      TODAY,
      true,
    ],
    ['left yesterday', { ...inside, check_out: '2026-11-20', checked_out_at: '2026-11-20T10:00:00Z' }, TODAY, false],
    ['never checked in', { check_in: '2026-11-18', check_out: TODAY }, TODAY, false],
    ['tomorrow', { ...inside, check_out: TOMORROW }, TOMORROW, true],
    ['tomorrow is not today', { ...inside, check_out: TOMORROW }, TODAY, false],
  ];
  it.each(cases)('%s', (_name, p, day, listed) => {
    const b = booking(p);
    expect(ids(checkOutsFor([b], day, TODAY))).toEqual(listed ? [b.id] : []);
  });

  it('sorts by position name', () => {
    const names: Record<number, string> = { 1: 'Stuga 10', 2: 'Stuga 9', 3: 'Husvagn 1' };
    const list = [1, 2, 3].map((p) => booking({ id: 200 + p, position_id: p, ...inside, check_out: TODAY }));
    expect(ids(checkOutsFor(list, TODAY, TODAY, (id) => names[id!]))).toEqual([203, 202, 201]);
  });
});

describe('recent lists (yesterday as the cutoff)', () => {
  const cases: [string, string, boolean][] = [
    ['today', '2026-11-21T08:00:00Z', true],
    ['yesterday 00:00 Stockholm (23:00 UTC the day before)', '2026-11-19T23:00:00Z', true],
    ['the day before yesterday 23:59 Stockholm', '2026-11-19T22:59:00Z', false],
  ];
  it.each(cases)('check-in %s', (_n, at, listed) => {
    const b = booking({ check_in: '2026-11-20', checked_in_at: at });
    expect(ids(recentCheckIns([b], TODAY))).toEqual(listed ? [b.id] : []);
  });
  it.each(cases)('check-out %s', (_n, at, listed) => {
    const b = booking({ check_in: '2026-11-10', checked_in_at: '2026-11-10T12:00:00Z', checked_out_at: at });
    expect(ids(recentCheckOuts([b], TODAY))).toEqual(listed ? [b.id] : []);
  });
  it.each(cases)('booking created %s', (_n, at, listed) => {
    const b = booking({ created_at: at });
    expect(ids(recentBookings([b], TODAY))).toEqual(listed ? [b.id] : []);
  });

  // Yesterday's Stockholm midnight in UTC moves with DST: 22:00Z in summer time, 23:00Z in winter.
  const dst: [string, string, string, string][] = [
    ['day after spring-forward (yesterday in CEST)', '2026-03-31', '2026-03-29T21:59:00Z', '2026-03-29T22:00:00Z'],
    [
      'spring-forward day itself (its midnight still CET)',
      '2026-03-30',
      '2026-03-28T22:59:00Z',
      '2026-03-28T23:00:00Z',
    ],
    ['fall-back day (its midnight still CEST)', '2026-10-26', '2026-10-24T21:59:00Z', '2026-10-24T22:00:00Z'],
    ['day after fall-back (yesterday in CET)', '2026-10-27', '2026-10-25T22:59:00Z', '2026-10-25T23:00:00Z'],
  ];
  it.each(dst)('DST: %s', (_n, today, before, atMidnight) => {
    const out = booking({ created_at: before });
    const inn = booking({ created_at: atMidnight });
    expect(ids(recentBookings([out, inn], today))).toEqual([inn.id]);
  });

  it('leaves out drafts, keeps newest first', () => {
    const draft = booking({ is_draft: true, confirmed_at: null, created_at: '2026-11-21T09:00:00Z' });
    const older = booking({ created_at: '2026-11-20T09:00:00Z' });
    const newer = booking({ created_at: '2026-11-21T07:00:00Z' });
    expect(ids(recentBookings([draft, older, newer], TODAY))).toEqual([newer.id, older.id]);
  });
});

describe('positionCollisions', () => {
  it('pairs a pending check-in with the guest still on its position, both ways', () => {
    const staying = booking({
      id: 301,
      position_id: 7,
      check_in: '2026-11-18',
      check_out: TODAY,
      checked_in_at: '2026-11-18T14:00:00Z',
    });
    const arriving = booking({ id: 302, position_id: 7, check_in: TODAY });
    const elsewhere = booking({ id: 303, position_id: 8, check_in: TODAY });
    const c = positionCollisions([staying, arriving, elsewhere], TODAY);
    expect([...c.checkIns]).toEqual([[302, 301]]);
    expect([...c.checkOuts]).toEqual([[301, 302]]);
  });

  const cases: [string, Partial<ActionBooking>, boolean][] = [
    ["tomorrow's arrival waits for today's departure", { check_in: TOMORROW }, true],
    ['arrival next week is no collision', { check_in: '2026-11-28' }, false],
    ['an arrival that already happened is no collision', { checked_in_at: '2026-11-21T08:00:00Z' }, false],
    ['a cancelled arrival is no collision', { deleted_at: '2026-11-20T08:00:00Z' }, false],
    ['a draft is no collision', { is_draft: true, confirmed_at: null }, false],
  ];
  it.each(cases)('%s', (_n, p, collides) => {
    const staying = booking({
      id: 311,
      position_id: 9,
      check_in: '2026-11-18',
      check_out: TODAY,
      checked_in_at: '2026-11-18T14:00:00Z',
    });
    const other = booking({ id: 312, position_id: 9, ...p });
    expect(positionCollisions([staying, other], TODAY).checkOuts.get(311)).toBe(collides ? 312 : undefined);
  });

  it('after the departure the position is free', () => {
    const left = booking({
      id: 321,
      position_id: 4,
      check_in: '2026-11-18',
      check_out: TODAY,
      checked_in_at: '2026-11-18T14:00:00Z',
      checked_out_at: '2026-11-21T09:00:00Z',
    });
    const arriving = booking({ id: 322, position_id: 4 });
    expect(positionCollisions([left, arriving], TODAY).checkIns.size).toBe(0);
  });

  it('unspecified positions (null or 0) never collide', () => {
    const a = booking({
      position_id: 0,
      check_in: '2026-11-18',
      checked_in_at: '2026-11-18T14:00:00Z',
      check_out: TODAY,
    });
    const b = booking({ position_id: 0 });
    const c = positionCollisions([a, b], TODAY);
    expect(c.checkIns.size + c.checkOuts.size).toBe(0);
  });
});

describe('actionFor', () => {
  const arrivedAt = '2026-11-21T10:00:00Z';
  const cases: [string, Partial<ActionBooking>, ActionView, string | null][] = [
    ['due arrival', {}, 'checkIns', 'Checka In'],
    ['late arrival', { check_in: '2026-11-19' }, 'checkIns', 'Checka In'],
    ['arrival tomorrow', { check_in: TOMORROW }, 'checkIns', 'Checkar in imorgon'],
    ['arrived', { checked_in_at: arrivedAt }, 'checkIns', 'Incheckad'],
    [
      'arrived and already left',
      { checked_in_at: arrivedAt, checked_out_at: '2026-11-21T11:00:00Z' },
      'checkIns',
      'Utcheckad',
    ],
    [
      'departure due',
      { check_in: '2026-11-18', check_out: TODAY, checked_in_at: arrivedAt },
      'checkOuts',
      'Påbörja utcheckning',
    ],
    [
      'departure overdue',
      { check_in: '2026-11-18', check_out: '2026-11-20', checked_in_at: arrivedAt },
      'checkOuts',
      'Påbörja utcheckning',
    ],
    ['departure tomorrow', { check_out: TOMORROW, checked_in_at: arrivedAt }, 'checkOuts', 'Checkar ut imorgon'],
    [
      'departed',
      { check_out: TODAY, checked_in_at: arrivedAt, checked_out_at: '2026-11-21T12:00:00Z' },
      'checkOuts',
      'Utcheckad',
    ],
    ['recent: due departure', { check_out: TODAY, checked_in_at: arrivedAt }, 'recent', 'Påbörja utcheckning'],
    ['recent: staying on', { checked_in_at: arrivedAt }, 'recent', 'Incheckad'],
    ['recent: leaving tomorrow', { check_out: TOMORROW, checked_in_at: arrivedAt }, 'recent', 'Checkar ut imorgon'],
    ['recent: new booking for next summer', { check_in: '2027-07-01', check_out: '2027-07-03' }, 'recent', null],
    ['cancelled', { deleted_at: arrivedAt }, 'checkIns', null],
  ];
  it.each(cases)('%s → %s', (_n, p, view, expected) => {
    const a = actionFor(booking(p), view, TODAY);
    expect(a == null ? null : a.kind === 'info' ? a.text : a.title).toBe(expected);
  });

  it('emphasises a due check-out', () => {
    const a = actionFor(booking({ check_out: TODAY, checked_in_at: arrivedAt }), 'checkOuts', TODAY);
    expect(a).toEqual({ kind: 'startCheckout', title: 'Påbörja utcheckning', emphasised: true });
  });
});

describe('matchesFilter', () => {
  const b = booking({ id: 401, customer_name: 'Åsa Öberg', booking_number: '20261121', position_id: 5 });
  const nameOf = () => 'Stuga 12';
  it.each([
    ['åsa', true],
    ['ÖBERG', true],
    ['2026112', true],
    ['stuga 12', true],
    ['stuga 13', false],
    ['  ', true],
  ] as const)('%s → %s', (q, hit) => expect(matchesFilter(b, q, nameOf)).toBe(hit));
});
