import { describe, expect, it } from 'vitest';
import { bookingStateLabel, channelLabel, guestsLabel, isoDay, nights } from './bookingLabels';

describe('booking labels', () => {
  it.each([
    [{ deleted_at: '2026-07-01T10:00:00Z', checked_in_at: '2026-06-30T10:00:00Z' }, 'Avbokad'],
    [{ is_draft: true, confirmed_at: null }, 'Utkast'],
    [{ is_draft: true, confirmed_at: '2026-07-01T10:00:00Z' }, 'Ej incheckad'],
    [{ checked_in_at: '2026-07-01T10:00:00Z', checked_out_at: '2026-07-03T10:00:00Z' }, 'Utcheckad'],
    [{ checked_in_at: '2026-07-01T10:00:00Z' }, 'Incheckad'],
    [{}, 'Ej incheckad'],
  ])('%o → %s', (b, label) => expect(bookingStateLabel(b)).toBe(label));

  it('names the channels', () => {
    expect([1, 2, 3].map((c) => channelLabel(c))).toEqual(['Receptionen', 'Onlinebokning', 'Självincheckning']);
    expect(channelLabel(4, 'Bookvisit')).toBe('Externt bokningssystem (Bookvisit)');
  });

  it('counts nights and guests', () => {
    expect(nights({ check_in: '2026-07-30', check_out: '2026-08-02' })).toBe(3);
    expect(guestsLabel({ adults: 2, children: 1, dogs: 0 })).toBe('2 vuxna, 1 barn');
    expect(guestsLabel({ adults: 1, children: 0, dogs: 2 })).toBe('1 vuxen, 2 hundar');
  });
});

describe('isoDay', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    // 00:30 in Stockholm (CET, UTC+1) is still the 23rd in UTC.
    ['2026-11-23T23:30:00.000Z', '2026-11-24'],
    // Summer time (CEST, UTC+2).
    ['2026-07-04T22:15:00Z', '2026-07-05'],
    ['2026-07-05T10:00:00+02:00', '2026-07-05'],
    [null, '–'],
    ['', '–'],
  ])('%s → %s', (input, expected) => expect(isoDay(input)).toBe(expected));
});
