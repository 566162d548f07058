import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type IsoDate } from './dates';
import { type AppliedRate, isHolidayNight, isWeekendNight, type NightKind, priceStay, type Stay } from './pricing';
import { type RateCard, rateCard, SEASONS, type SeasonName, seasonOf } from './rateCard';
import { arbCard, arbStayOn } from './test-helpers/rateCards';

/** A pitch category: low and high season either side of a peak around midsommar. */
const CARD: RateCard = rateCard.parse({
  base: { nightly: 20_000, weekend: 24_000, holiday: 28_000 },
  seasons: {
    low: {
      nightly: 25_000,
      weekend: 30_000,
      holiday: null,
      periods: [
        { from: '04-01', to: '06-14' },
        { from: '08-16', to: '09-30' },
      ],
    },
    high: {
      nightly: 35_000,
      weekend: 40_000,
      holiday: 45_000,
      periods: [
        { from: '06-15', to: '06-17' },
        { from: '06-29', to: '08-15' },
      ],
    },
    // The holiday rate is below the weekend rate: precedence, not the higher of the two.
    peak: { nightly: 50_000, weekend: 55_000, holiday: 52_000, periods: [{ from: '06-18', to: '06-28' }] },
  },
  pricing: { per: 'pitch' },
  electricity_per_night: 4_500,
});

const stay = (checkIn: IsoDate, checkOut: IsoDate, extra: Partial<Stay> = {}): Stay => ({
  checkIn,
  checkOut,
  adults: 2,
  children: 0,
  dogs: 0,
  electricity: false,
  ...extra,
});

type Row = [IsoDate, NightKind, boolean, boolean, AppliedRate, number];
const nightRows = (s: Stay, card = CARD): Row[] =>
  priceStay(card, s).nights.map((n) => [n.date, n.kind, n.weekend, n.holiday, n.rate, n.price]);

describe('priceStay: seasons, weekends and holidays', () => {
  it('a stay from low season into high season and into peak at midsommar 2026', () => {
    const s = stay('2026-06-12', '2026-06-21');
    expect(nightRows(s)).toEqual<Row[]>([
      ['2026-06-12', 'low', true, false, 'weekend', 30_000], // Friday
      ['2026-06-13', 'low', true, false, 'weekend', 30_000], // Saturday
      ['2026-06-14', 'low', false, false, 'nightly', 25_000],
      ['2026-06-15', 'high', false, false, 'nightly', 35_000],
      ['2026-06-16', 'high', false, false, 'nightly', 35_000],
      ['2026-06-17', 'high', false, false, 'nightly', 35_000],
      ['2026-06-18', 'peak', false, true, 'holiday', 52_000], // Thursday before Midsommarafton
      ['2026-06-19', 'peak', true, true, 'holiday', 52_000], // Midsommarafton: holiday beats weekend
      ['2026-06-20', 'peak', true, false, 'weekend', 55_000], // Midsommardagen; Sunday 21 June is ordinary
    ]);
    const priced = priceStay(CARD, s);
    expect(priced.charges).toEqual([
      { start: '2026-06-12', end: '2026-06-14', nights: 2, price: 60_000, original_price: 60_000 },
      { start: '2026-06-14', end: '2026-06-15', nights: 1, price: 25_000, original_price: 25_000 },
      { start: '2026-06-15', end: '2026-06-18', nights: 3, price: 105_000, original_price: 105_000 },
      { start: '2026-06-18', end: '2026-06-20', nights: 2, price: 104_000, original_price: 104_000 },
      { start: '2026-06-20', end: '2026-06-21', nights: 1, price: 55_000, original_price: 55_000 },
    ]);
    expect(priced.accommodation_total).toBe(349_000);
    expect(priced.electricity).toBeNull();
    expect(priced.total).toBe(349_000);
  });

  it('a null rate falls through within its own season, never to the base rates', () => {
    // Low season has no holiday rate: a holiday night there is a weekend or an ordinary night.
    expect(nightRows(stay('2026-04-04', '2026-04-05'))).toEqual<Row[]>([
      ['2026-04-04', 'low', true, true, 'weekend', 30_000], // Saturday before Påskdagen
    ]);
    expect(nightRows(stay('2026-05-13', '2026-05-14'))).toEqual<Row[]>([
      ['2026-05-13', 'low', false, true, 'nightly', 25_000], // Wednesday before Kristi himmelsfärdsdag
    ]);
  });

  it('the base rates outside every period, with their own weekend and holiday rates', () => {
    expect(nightRows(stay('2026-12-22', '2026-12-28'))).toEqual<Row[]>([
      ['2026-12-22', 'base', false, false, 'nightly', 20_000],
      ['2026-12-23', 'base', false, true, 'holiday', 28_000], // before Julafton
      ['2026-12-24', 'base', false, true, 'holiday', 28_000], // before Juldagen
      ['2026-12-25', 'base', true, true, 'holiday', 28_000], // Friday before Annandag jul
      ['2026-12-26', 'base', true, false, 'weekend', 24_000], // Saturday before an ordinary Sunday
      ['2026-12-27', 'base', false, false, 'nightly', 20_000],
    ]);
  });

  it.each<[IsoDate, boolean, string]>([
    ['2026-06-18', true, 'Thursday before Midsommarafton (Friday 19 June 2026)'],
    ['2026-06-19', true, 'Midsommarafton, before Midsommardagen'],
    ['2026-06-20', false, 'Midsommardagen, before an ordinary Sunday'],
    ['2026-06-05', true, 'before Nationaldagen'],
    ['2026-04-02', true, 'before Långfredagen'],
    ['2026-04-03', false, 'before Påskafton, an eve the campsite does not count'],
    ['2026-04-04', true, 'before Påskdagen'],
    ['2026-04-05', true, 'before Annandag påsk'],
    ['2026-04-30', true, 'before Första maj'],
    ['2026-05-13', true, 'before Kristi himmelsfärdsdag'],
    ['2026-05-22', false, 'before Pingstafton, not counted'],
    ['2026-05-23', true, 'before Pingstdagen'],
    ['2026-10-30', true, 'before Alla helgons dag'],
    ['2026-12-23', true, 'before Julafton'],
    ['2026-12-30', true, 'before Nyårsafton'],
    ['2026-12-31', true, 'before Nyårsdagen 2027'],
    ['2027-01-05', true, 'before Trettondedag jul'],
    ['2026-03-28', false, 'an ordinary Saturday'],
  ])('isHolidayNight(%s) = %s: %s', (date, expected) => {
    expect(isHolidayNight(date)).toBe(expected);
  });

  it.each<[IsoDate, boolean]>([
    ['2026-06-18', false],
    ['2026-06-19', true],
    ['2026-06-20', true],
    ['2026-06-21', false],
  ])('isWeekendNight(%s) = %s (Friday and Saturday nights)', (date, expected) => {
    expect(isWeekendNight(date)).toBe(expected);
  });
});

describe('priceStay: nights are calendar dates, so DST changes nothing', () => {
  it.each<[string, IsoDate, IsoDate, Row[]]>([
    [
      'spring forward, the night of Sunday 29 March 2026',
      '2026-03-27',
      '2026-03-31',
      [
        ['2026-03-27', 'base', true, false, 'weekend', 24_000],
        ['2026-03-28', 'base', true, false, 'weekend', 24_000],
        ['2026-03-29', 'base', false, false, 'nightly', 20_000],
        ['2026-03-30', 'base', false, false, 'nightly', 20_000],
      ],
    ],
    [
      'fall back, the night of Sunday 25 October 2026',
      '2026-10-23',
      '2026-10-27',
      [
        ['2026-10-23', 'base', true, false, 'weekend', 24_000],
        ['2026-10-24', 'base', true, false, 'weekend', 24_000],
        ['2026-10-25', 'base', false, false, 'nightly', 20_000],
        ['2026-10-26', 'base', false, false, 'nightly', 20_000],
      ],
    ],
  ])('%s', (_name, checkIn, checkOut, rows) => {
    const priced = priceStay(CARD, stay(checkIn, checkOut));
    expect(nightRows(stay(checkIn, checkOut))).toEqual(rows);
    expect(priced.charges.map((r) => [r.start, r.end, r.nights, r.price])).toEqual([
      [checkIn, addDays(checkIn, 2), 2, 48_000],
      [addDays(checkIn, 2), checkOut, 2, 40_000],
    ]);
    expect(priced.total).toBe(88_000);
  });
});

describe('priceStay: per guest and per pitch', () => {
  const perGuest = rateCard.parse({
    base: { nightly: 10_000, weekend: null, holiday: null },
    seasons: {},
    pricing: { per: 'guest', included_guests: 2, extra_adult: 5_000, extra_child: 3_000, extra_dog: 2_000 },
    electricity_per_night: null,
  });

  it.each<[string, number, number, number, number]>([
    ['two adults, included', 2, 0, 0, 10_000],
    ['three adults, two children and a dog', 3, 2, 1, 23_000],
    ['one adult and three children: the second included place goes to a child', 1, 3, 0, 16_000],
    ['one adult and one child, included', 1, 1, 0, 10_000],
    ['nobody but two dogs: the nightly rate still applies, every dog costs', 0, 0, 2, 14_000],
  ])('%s', (_name, adults, children, dogs, nightly) => {
    // Monday to Wednesday in November: two ordinary base nights.
    const priced = priceStay(perGuest, stay('2026-11-02', '2026-11-04', { adults, children, dogs }));
    expect(priced.nights.map((n) => [n.price, n.guest_extras])).toEqual([
      [nightly, nightly - 10_000],
      [nightly, nightly - 10_000],
    ]);
    expect(priced.charges).toEqual([
      { start: '2026-11-02', end: '2026-11-04', nights: 2, price: 2 * nightly, original_price: 2 * nightly },
    ]);
    expect(priced.total).toBe(2 * nightly);
  });

  it('per pitch, the nightly rate covers any number of guests and dogs', () => {
    const few = priceStay(CARD, stay('2026-11-02', '2026-11-04', { adults: 1 }));
    const many = priceStay(CARD, stay('2026-11-02', '2026-11-04', { adults: 6, children: 4, dogs: 3 }));
    expect(many.total).toBe(few.total);
    expect(many.total).toBe(40_000);
  });
});

describe('priceStay: electricity', () => {
  it('one line of per night × nights beside the accommodation runs, in the total', () => {
    const priced = priceStay(CARD, stay('2026-11-02', '2026-11-05', { electricity: true }));
    expect(priced.electricity).toEqual({
      start: '2026-11-02',
      end: '2026-11-05',
      nights: 3,
      per_night: 4_500,
      price: 13_500,
    });
    expect(priced.accommodation_total).toBe(60_000);
    expect(priced.total).toBe(73_500);
  });

  it('refuses electricity on a category without an electricity price', () => {
    const card = { ...CARD, electricity_per_night: null };
    expect(() => priceStay(card, stay('2026-11-02', '2026-11-05', { electricity: true }))).toThrow(
      'Kategorin har inget pris för el',
    );
    expect(priceStay(card, stay('2026-11-02', '2026-11-05')).total).toBe(60_000);
  });

  it('refuses an impossible stay', () => {
    expect(() => priceStay(CARD, stay('2026-11-02', '2026-11-02'))).toThrow(RangeError);
    expect(() => priceStay(CARD, stay('2026-11-03', '2026-11-02'))).toThrow(RangeError);
    expect(() => priceStay(CARD, stay('2026-02-30', '2026-03-02'))).toThrow(RangeError);
    expect(() => priceStay(CARD, stay('2026-11-02', '2026-11-03', { adults: -1 }))).toThrow(RangeError);
    expect(() => priceStay(CARD, stay('2026-11-02', '2026-11-03', { dogs: 1.5 }))).toThrow(RangeError);
  });
});

describe('seasons: periods repeat every year', () => {
  const winter = rateCard.parse({
    base: { nightly: 10_000, weekend: null, holiday: null },
    seasons: {
      peak: { nightly: 30_000, weekend: null, holiday: null, periods: [{ from: '12-20', to: '01-06' }] },
      low: { nightly: 8_000, weekend: null, holiday: null, periods: [{ from: '02-01', to: '02-28' }] },
    },
    pricing: { per: 'pitch' },
    electricity_per_night: null,
  });

  it.each<[IsoDate, SeasonName | null]>([
    ['2026-12-19', null],
    ['2026-12-20', 'peak'],
    ['2026-12-31', 'peak'],
    ['2027-01-01', 'peak'],
    ['2027-01-06', 'peak'],
    ['2027-01-07', null],
    ['2030-12-25', 'peak'],
    ['2028-02-28', 'low'],
    ['2028-02-29', null], // a period ending 02-28 leaves the leap day outside
    ['2028-03-01', null],
  ])('seasonOf(%s) = %s', (date, season) => {
    expect(seasonOf(winter, date)).toBe(season);
  });

  it('a stay across the new year stays in the wrapping period', () => {
    expect(priceStay(winter, stay('2026-12-30', '2027-01-08')).charges.map((r) => [r.start, r.end, r.price])).toEqual([
      ['2026-12-30', '2027-01-07', 8 * 30_000],
      ['2027-01-07', '2027-01-08', 10_000],
    ]);
  });
});

const arbCardAndStay = arbCard.chain((card) => arbStayOn(card).map((s) => ({ card, stay: s })));

describe('priceStay: properties', () => {
  it('the total is the sum of the runs and the electricity line', () => {
    fc.assert(
      fc.property(arbCardAndStay, ({ card, stay: s }) => {
        const p = priceStay(card, s);
        const runs = p.charges.reduce((sum, r) => sum + r.price, 0);
        expect(p.accommodation_total).toBe(runs);
        expect(runs).toBe(p.nights.reduce((sum, n) => sum + n.price, 0));
        expect(p.total).toBe(runs + (p.electricity?.price ?? 0));
        expect(p.electricity?.price ?? 0).toBe(s.electricity ? card.electricity_per_night! * p.nights.length : 0);
      }),
    );
  });

  it('the runs cover exactly the nights, without gaps, each at one nightly price, adjacent runs differing', () => {
    fc.assert(
      fc.property(arbCardAndStay, ({ card, stay: s }) => {
        const p = priceStay(card, s);
        expect(p.nights.map((n) => n.date)).toEqual(
          Array.from({ length: daysBetween(s.checkIn, s.checkOut) }, (_, i) => addDays(s.checkIn, i)),
        );
        expect(p.charges[0].start).toBe(s.checkIn);
        expect(p.charges.at(-1)!.end).toBe(s.checkOut);
        let i = 0;
        p.charges.forEach((r, k) => {
          expect(r.nights).toBe(daysBetween(r.start, r.end));
          expect(r.original_price).toBe(r.price);
          if (k > 0) {
            expect(r.start).toBe(p.charges[k - 1].end);
            expect(r.price / r.nights).not.toBe(p.charges[k - 1].price / p.charges[k - 1].nights);
          }
          const nights = p.nights.slice(i, i + r.nights);
          expect(nights.every((n) => n.price === nights[0].price)).toBe(true);
          expect(r.price).toBe(nights[0].price * r.nights);
          i += r.nights;
        });
        expect(i).toBe(p.nights.length);
      }),
    );
  });

  it('two adjacent stays cost the same as the whole stay', () => {
    const arb = arbCard.chain((card) =>
      arbStayOn(card, 30)
        .filter((s) => daysBetween(s.checkIn, s.checkOut) >= 2)
        .chain((s) =>
          fc.integer({ min: 1, max: daysBetween(s.checkIn, s.checkOut) - 1 }).map((cut) => ({ card, stay: s, cut })),
        ),
    );
    fc.assert(
      fc.property(arb, ({ card, stay: s, cut }) => {
        const middle = addDays(s.checkIn, cut);
        const whole = priceStay(card, s);
        const first = priceStay(card, { ...s, checkOut: middle });
        const second = priceStay(card, { ...s, checkIn: middle });
        expect(first.total + second.total).toBe(whole.total);
        expect([...first.nights, ...second.nights]).toEqual(whole.nights);
      }),
    );
  });

  it("a one-night stay costs that night's nightly price", () => {
    fc.assert(
      fc.property(arbCardAndStay, ({ card, stay: s }) => {
        const whole = priceStay(card, { ...s, electricity: false });
        for (const night of whole.nights) {
          const one = priceStay(card, {
            ...s,
            electricity: false,
            checkIn: night.date,
            checkOut: addDays(night.date, 1),
          });
          expect(one.total).toBe(night.price);
          expect(one.charges).toEqual([
            {
              start: night.date,
              end: addDays(night.date, 1),
              nights: 1,
              price: night.price,
              original_price: night.price,
            },
          ]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('rate card schema', () => {
  const valid = {
    base: { nightly: 20_000, weekend: null, holiday: null },
    seasons: { high: { nightly: 30_000, weekend: 35_000, holiday: null, periods: [{ from: '06-15', to: '08-15' }] } },
    pricing: { per: 'pitch' },
    electricity_per_night: 4_500,
  };

  it('accepts a valid card', () => {
    expect(rateCard.safeParse(valid).success).toBe(true);
  });

  it.each<[string, (c: typeof valid) => unknown, string]>([
    ['a negative rate', (c) => ({ ...c, base: { ...c.base, nightly: -1 } }), 'Beloppet kan inte vara negativt'],
    ['kronor with öre as a fraction', (c) => ({ ...c, electricity_per_night: 45.5 }), 'Beloppet ska anges i hela ören'],
    [
      'a date that is not MM-DD',
      (c) => ({ ...c, seasons: { high: { ...c.seasons.high, periods: [{ from: '6-15', to: '08-15' }] } } }),
      'Datum ska skrivas MM-DD',
    ],
    [
      'a day that does not exist',
      (c) => ({ ...c, seasons: { high: { ...c.seasons.high, periods: [{ from: '06-31', to: '08-15' }] } } }),
      'Datumet finns inte i kalendern',
    ],
    [
      'two seasons on the same day',
      (c) => ({
        ...c,
        seasons: {
          ...c.seasons,
          peak: { nightly: 1, weekend: null, holiday: null, periods: [{ from: '08-15', to: '08-20' }] },
        },
      }),
      'Perioden överlappar en annan period (högsäsong 06-15–08-15)',
    ],
    [
      'a wrapping period over another',
      (c) => ({
        ...c,
        seasons: {
          ...c.seasons,
          low: { nightly: 1, weekend: null, holiday: null, periods: [{ from: '09-01', to: '07-01' }] },
        },
      }),
      'Perioden överlappar',
    ],
    ['an unknown field', (c) => ({ ...c, currency: 'SEK' }), 'Unrecognized key'],
    [
      'a season without periods',
      (c) => ({ ...c, seasons: { high: { ...c.seasons.high, periods: [] } } }),
      'Säsongen behöver minst en period',
    ],
    ['an unknown season', (c) => ({ ...c, seasons: { winter: c.seasons.high } }), 'Unrecognized key'],
    [
      'per guest without its extras',
      (c) => ({ ...c, pricing: { per: 'guest', included_guests: 2 } }),
      'Måste vara ett tal',
    ],
  ])('refuses %s', (_name, mutate, message) => {
    const result = rateCard.safeParse(mutate(valid));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).join('\n')).toContain(message);
  });

  it('refuses any generated card broken in one place', () => {
    const breakers: ((c: RateCard) => unknown)[] = [
      (c) => ({ ...c, base: { ...c.base, nightly: -1 - c.base.nightly } }),
      (c) => ({ ...c, base: { ...c.base, weekend: 0.5 } }),
      (c) => ({ ...c, electricity_per_night: '4500' }),
      (c) => ({ ...c, pricing: { per: 'night' } }),
      (c) => ({ ...c, extra: true }),
      (c) => {
        // Copy a period of some season into another season (or the same one twice): an overlap.
        const owner = SEASONS.find((s) => c.seasons[s]);
        if (!owner) return { ...c, seasons: { low: { ...c.base, periods: [{ from: '13-01', to: '01-01' }] } } };
        const period = c.seasons[owner]!.periods[0];
        return {
          ...c,
          seasons: { ...c.seasons, [owner]: { ...c.seasons[owner], periods: [...c.seasons[owner]!.periods, period] } },
        };
      },
    ];
    fc.assert(
      fc.property(arbCard, fc.nat(breakers.length - 1), (card, k) => {
        expect(rateCard.safeParse(card).success).toBe(true);
        expect(rateCard.safeParse(breakers[k](card)).success).toBe(false);
      }),
    );
  });
});
