import { describe, expect, it } from 'vitest';
import {
  checkoutRouteId,
  NEEDS_PMS,
  NEEDS_WRITE,
  NO_BOOKING,
  verbAvailability,
  type BookingVerb,
  type VerbViewer,
} from './bookingVerbs';

const base = {
  id: 7,
  check_in: '2026-11-21',
  check_out: '2026-11-23',
  is_draft: false,
  confirmed_at: '2026-10-01T10:00:00Z',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
};
const STATES = {
  not_checked_in: base,
  checked_in: { ...base, checked_in_at: '2026-11-21T12:00:00Z' },
  checked_out: { ...base, checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' },
  cancelled: { ...base, deleted_at: '2026-11-20T09:00:00Z' },
  draft: { ...base, is_draft: true, confirmed_at: null },
};
const reception: VerbViewer = { loggedIn: true, level: 'receptionist', modules: ['PMS'], path: '/actions' };
const VERBS: BookingVerb[] = [
  'checkIn',
  'startCheckout',
  'reverseCheckIn',
  'reverseCheckOut',
  'openInRegister',
  'cancel',
  'reverseCancel',
];

// The verbs a receptionist sees on each booking's palette page (bookings.md 4 "Booking state").
const ALLOWED: Record<keyof typeof STATES, BookingVerb[]> = {
  not_checked_in: ['checkIn', 'openInRegister', 'cancel'],
  checked_in: ['startCheckout', 'reverseCheckIn', 'openInRegister'],
  checked_out: ['reverseCheckOut', 'openInRegister'],
  cancelled: ['openInRegister', 'reverseCancel'],
  draft: [],
};

describe('booking verbs per state', () => {
  for (const [state, booking] of Object.entries(STATES) as [keyof typeof STATES, typeof base][]) {
    it(`${state}: exactly ${ALLOWED[state].join(', ') || 'none'}`, () => {
      const allowed = VERBS.filter((v) => verbAvailability(v, booking, reception) === true);
      expect(allowed).toEqual(ALLOWED[state]);
    });
    it(`${state}: every refused verb says why in Swedish`, () => {
      for (const v of VERBS) {
        const r = verbAvailability(v, booking, reception);
        if (r !== true) expect(r).toMatch(/[a-zåäö]{3,}/i);
      }
    });
  }

  it('reasons name the state', () => {
    expect(verbAvailability('checkIn', STATES.checked_in, reception)).toBe('Bokningen är redan incheckad');
    expect(verbAvailability('checkIn', STATES.cancelled, reception)).toBe('Bokningen är avbokad');
    expect(verbAvailability('startCheckout', STATES.not_checked_in, reception)).toBe('Bokningen är inte incheckad');
    expect(verbAvailability('reverseCheckOut', STATES.checked_in, reception)).toBe('Bokningen är inte utcheckad');
    expect(verbAvailability('cancel', STATES.cancelled, reception)).toBe('Bokningen är redan avbokad');
    expect(verbAvailability('reverseCancel', STATES.not_checked_in, reception)).toBe('Bokningen är inte avbokad');
  });

  it('a cashier may only open the booking in the register', () => {
    const kassa = { ...reception, level: 'kassor' };
    expect(verbAvailability('openInRegister', STATES.checked_in, kassa)).toBe(true);
    for (const v of VERBS.filter((x) => x !== 'openInRegister'))
      expect(verbAvailability(v, STATES.checked_in, kassa)).toBe(NEEDS_WRITE);
    expect(verbAvailability('checkIn', STATES.not_checked_in, { ...reception, level: 'manager' })).toBe(true);
  });

  it('needs PMS, a login and a booking', () => {
    expect(verbAvailability('checkIn', base, { ...reception, modules: [] })).toBe(NEEDS_PMS);
    expect(verbAvailability('checkIn', base, { ...reception, loggedIn: false })).not.toBe(true);
    expect(verbAvailability('checkIn', null, reception)).toBe(NO_BOOKING);
  });

  it('hides Påbörja utcheckning while that booking is in the register checkout', () => {
    expect(
      verbAvailability('startCheckout', STATES.checked_in, { ...reception, path: '/register/booking/7/checkout' }),
    ).toBe('Utcheckningen pågår redan');
    expect(
      verbAvailability('startCheckout', STATES.checked_in, { ...reception, path: '/register/booking/8/checkout' }),
    ).toBe(true);
  });

  it('reads the checkout route', () => {
    expect(checkoutRouteId('/register/booking/42/checkout')).toBe(42);
    expect(checkoutRouteId('/register/booking/42')).toBeNull();
    expect(checkoutRouteId('/register/booking-group/42/checkout')).toBeNull();
    expect(checkoutRouteId(undefined)).toBeNull();
  });
});
