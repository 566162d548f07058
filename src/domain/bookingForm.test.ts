import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyFeePreselection,
  arrivalTimeOptions,
  type BookingFormState,
  type BookingType,
  canSaveSiteFee,
  emptyGroupBooking,
  type FeeToggles,
  type GroupBookingDraft,
  groupSizeOptions,
  isDropIn,
  newBookingForm,
  parseSiteFee,
  positionAvailabilityError,
  preselectedFees,
  removeGroupBooking,
  resetFeeSelection,
  type SaveContext,
  saveButtons,
  setGroupSize,
  switchType,
  toggleFee,
  validateBookingForm,
  willSendConfirmation,
  feesApplied,
  type FeeKey,
} from './bookingForm';

const TODAY = '2026-11-24';
const form = (over: Partial<BookingFormState> = {}): BookingFormState => ({
  ...newBookingForm(TODAY),
  customerId: 7,
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  positionId: 12,
  ...over,
});
const card = (clientId: number, over: Partial<GroupBookingDraft> = {}): GroupBookingDraft => ({
  ...emptyGroupBooking(clientId),
  ...over,
});
const group = (bookings: GroupBookingDraft[], over: Partial<BookingFormState> = {}) =>
  form({ type: 'group', group: { bookings, sameCancellationPolicy: true }, ...over });
const season = (over: Partial<BookingFormState> = {}) =>
  form({ type: 'season', seasonId: 3, accommodationPrice: 1_250_000, ...over });

describe('newBookingForm', () => {
  it('is a regular booking from today to tomorrow for 2 adults, without fees', () => {
    const s = newBookingForm(TODAY);
    expect(s).toMatchObject({
      type: 'regular',
      bookingId: null,
      customerId: null,
      checkIn: '2026-11-24',
      checkOut: '2026-11-25',
      adults: 2,
      children: 0,
      dogs: 0,
      seasonId: null,
      accommodationPrice: 0,
      charges: [],
    });
    expect(Object.values(s.fees).every((f) => !f.on && !f.touched)).toBe(true);
  });
});

describe('arrivalTimeOptions', () => {
  it('offers every quarter hour of the day, HH:mm', () => {
    const options = arrivalTimeOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(options.at(-1)).toBe('23:45');
    expect(options).toContain('14:30');
    expect(options.every((o) => /^([01]\d|2[0-3]):(00|15|30|45)$/.test(o))).toBe(true);
  });
});

describe('validateBookingForm', () => {
  it('has nothing to say about a complete regular booking', () => {
    expect(validateBookingForm(form())).toEqual({});
  });

  it.each<[string, Partial<BookingFormState>, Record<string, string>]>([
    ['no customer', { customerId: null }, { customer: 'Kan inte gå vidare utan att välja kund' }],
    ['customer 0 (unsaved)', { customerId: 0 }, { customer: 'Kan inte gå vidare utan att välja kund' }],
    ['no position is fine for a regular booking', { positionId: null }, {}],
    ['unspecified position (0) is fine', { positionId: 0 }, {}],
    [
      'check-out on the check-in',
      { checkOut: '2026-12-01' },
      { checkOut: 'Utcheckningen måste vara efter incheckningen' },
    ],
    [
      'check-out before the check-in',
      { checkOut: '2026-11-30' },
      { checkOut: 'Utcheckningen måste vara efter incheckningen' },
    ],
    ['no check-in', { checkIn: '' }, { checkIn: 'Välj ett incheckningsdatum' }],
    ['no check-out', { checkOut: '2026-02-30' }, { checkOut: 'Välj ett utcheckningsdatum' }],
    ['a drop-in in the past is fine', { checkIn: '2026-11-20', checkOut: '2026-11-25' }, {}],
    // guests
    ['1 adult', { adults: 1, children: 0 }, {}],
    ['1 child alone', { adults: 0, children: 1 }, {}],
    ['no guests', { adults: 0, children: 0 }, { guests: 'Välj minst 1 gäst' }],
    ['99 adults', { adults: 99 }, {}],
    ['100 adults', { adults: 100, children: 0 }, { adults: 'Max 99 vuxna tillåtna', guests: 'Max 99 gäster tillåtna' }],
    [
      '100 children',
      { adults: 0, children: 100 },
      { children: 'Max 99 barn tillåtna', guests: 'Max 99 gäster tillåtna' },
    ],
    ['60 + 40 guests', { adults: 60, children: 40 }, { guests: 'Max 99 gäster tillåtna' }],
    ['negative adults', { adults: -1 }, { adults: 'Ange ett antal från 0 till 99' }],
    ['fractional children', { children: 1.5 }, { children: 'Ange ett antal från 0 till 99' }],
    ['NaN adults', { adults: Number.NaN }, { adults: 'Ange ett antal från 0 till 99' }],
    ['9 dogs', { dogs: 9 }, {}],
    ['10 dogs', { dogs: 10 }, { dogs: 'Max 9 hundar tillåtna' }],
    ['negative dogs', { dogs: -2 }, { dogs: 'Ange ett antal från 0 till 9' }],
    // category limits
    [
      'over the category limits',
      { category: { id: 1, max_guests: 4, max_adults: 2, max_children: 3 }, adults: 3, children: 4 },
      { adults: 'Max 2 vuxna tillåtna', children: 'Max 3 barn tillåtna', guests: 'Max 4 gäster tillåtna' },
    ],
    [
      'at the category limits',
      { category: { id: 1, max_guests: 4, max_adults: 2, max_children: 2 }, adults: 2, children: 2 },
      {},
    ],
    [
      'guests over the category total only',
      { category: { id: 1, max_guests: 4, max_adults: 4, max_children: 4 }, adults: 3, children: 2 },
      { guests: 'Max 4 gäster tillåtna' },
    ],
    ['limits missing are 99', { category: { id: 1, max_guests: null }, adults: 99, children: 0 }, {}],
    [
      'a category allowing more than 99 adults still stops at 99',
      { category: { id: 1, max_guests: 150, max_adults: 150 }, adults: 100, children: 0 },
      { adults: 'Max 99 vuxna tillåtna' },
    ],
    // arrival time
    ['no arrival time', { expectedArrivalTime: null }, {}],
    ['arrival 14:30', { expectedArrivalTime: '14:30' }, {}],
    ['arrival 00:00', { expectedArrivalTime: '00:00' }, {}],
    ['arrival 23:45', { expectedArrivalTime: '23:45' }, {}],
    ['arrival 14:10', { expectedArrivalTime: '14:10' }, { expectedArrivalTime: 'Välj minuterna 00, 15, 30 eller 45' }],
    [
      'arrival 24:00',
      { expectedArrivalTime: '24:00' },
      { expectedArrivalTime: 'Ange ankomsttiden som HH:mm, t.ex. 14:30' },
    ],
    [
      'arrival 9:15',
      { expectedArrivalTime: '9:15' },
      { expectedArrivalTime: 'Ange ankomsttiden som HH:mm, t.ex. 14:30' },
    ],
  ])('regular: %s', (_, over, errors) => expect(validateBookingForm(form(over))).toEqual(errors));

  it.each<[string, Partial<BookingFormState>, Record<string, string>]>([
    ['complete', {}, {}],
    ['without position', { positionId: null }, { position: 'Kan inte gå vidare utan att välja en plats' }],
    ['with the unspecified position', { positionId: 0 }, { position: 'Kan inte gå vidare utan att välja en plats' }],
    ['without season', { seasonId: null }, { season: 'Kan inte gå vidare utan att välja en säsong' }],
    ['season 0 is none', { seasonId: 0 }, { season: 'Kan inte gå vidare utan att välja en säsong' }],
    ['price 0', { accommodationPrice: 0 }, {}],
    ['negative price', { accommodationPrice: -100 }, { accommodationPrice: 'Ange ett pris på 0 kr eller mer' }],
    [
      'no customer, no position, no guests',
      { customerId: null, positionId: null, adults: 0, children: 0 },
      {
        customer: 'Kan inte gå vidare utan att välja kund',
        position: 'Kan inte gå vidare utan att välja en plats',
        guests: 'Välj minst 1 gäst',
      },
    ],
  ])('season: %s', (_, over, errors) => expect(validateBookingForm(season(over))).toEqual(errors));

  it.each<[string, GroupBookingDraft[], Partial<BookingFormState>, Record<string, string>]>([
    ['two positions', [card(1, { positionId: 10 }), card(2, { positionId: 11 })], {}, {}],
    [
      'the same position twice',
      [card(1, { positionId: 10 }), card(2, { positionId: 10 }), card(3, { positionId: 11 })],
      {},
      {
        'bookings.1.position': 'Välj olika platser för varje bokning i gruppen',
        'bookings.2.position': 'Välj olika platser för varje bokning i gruppen',
      },
    ],
    [
      'unchosen positions are not the same',
      [card(1), card(2), card(3, { positionId: 0 }), card(4, { positionId: 0 })],
      {},
      {},
    ],
    ['one booking is a group', [card(1)], {}, {}],
    ['no bookings', [], {}, { groupSize: 'En gruppbokning har minst 1 bokning' }],
    [
      'eleven bookings',
      Array.from({ length: 11 }, (_, i) => card(i + 1)),
      {},
      { groupSize: 'Högst 10 bokningar i en gruppbokning' },
    ],
    [
      'guests are judged per booking',
      [card(1, { adults: 0, children: 0 }), card(5, { adults: 3, dogs: 12 })],
      { category: { id: 2, max_adults: 2 } },
      {
        'bookings.1.guests': 'Välj minst 1 gäst',
        'bookings.5.adults': 'Max 2 vuxna tillåtna',
        'bookings.5.dogs': 'Max 9 hundar tillåtna',
      },
    ],
    ["the single form's guests do not count in a group", [card(1)], { adults: 0, children: 0 }, {}],
    [
      'no group customer',
      [card(1), card(2, { customerId: 9 })],
      { customerId: null },
      {
        customer: 'Kan inte gå vidare utan att välja kund',
      },
    ],
  ])('group: %s', (_, bookings, over, errors) => expect(validateBookingForm(group(bookings, over))).toEqual(errors));

  it('never throws, and answers only known fields with non-empty messages, for any state', () => {
    const num = fc.oneof(
      fc.integer({ min: -5, max: 200 }),
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
    );
    const id = fc.option(fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double()));
    const date = fc.oneof(
      fc.constantFrom('2026-11-24', '2026-11-25', '2026-02-29', '2028-02-29', '', '24/11'),
      fc.string({ maxLength: 12 }),
    );
    const cardArb = fc.record({
      clientId: fc.integer(),
      positionId: id,
      customerId: id,
      adults: num,
      children: num,
      dogs: num,
    });
    const limit = fc.option(num);
    const fee = fc.record({ on: fc.boolean(), touched: fc.boolean() });
    const stateArb = fc.record({
      type: fc.constantFrom<BookingType>('regular', 'group', 'season'),
      bookingId: id,
      draftId: id,
      customerId: id,
      checkIn: date,
      checkOut: date,
      category: fc.option(fc.record({ id: fc.integer(), max_guests: limit, max_adults: limit, max_children: limit })),
      expectedArrivalTime: fc.option(fc.oneof(fc.constantFrom('14:30', '14:10', '24:00'), fc.string({ maxLength: 6 }))),
      positionId: id,
      seasonId: id,
      accommodationPrice: num,
      adults: num,
      children: num,
      dogs: num,
      fees: fc.record({ booking_fee: fee, position_reservation_fee: fee, electricity_fee: fee }),
      charges: fc.constant([]),
      group: fc.record({ bookings: fc.array(cardArb, { maxLength: 12 }), sameCancellationPolicy: fc.boolean() }),
    });
    const fieldRe =
      /^(customer|checkIn|checkOut|position|season|accommodationPrice|expectedArrivalTime|groupSize|adults|children|dogs|guests|bookings\.-?\d+\.(adults|children|dogs|guests|position))$/;
    const ctx: SaveContext = { today: TODAY, sendConfirmation: true, customerHasEmail: true };
    fc.assert(
      fc.property(stateArb, (s) => {
        const errors = validateBookingForm(s);
        for (const [field, message] of Object.entries(errors)) {
          expect(field).toMatch(fieldRe);
          expect(typeof message === 'string' && message.length > 0).toBe(true);
        }
        // The form's other judgements take the same state without throwing.
        saveButtons(s, ctx);
        applyFeePreselection(s, TODAY);
        for (const t of ['regular', 'group', 'season'] as const) switchType(s, t);
      }),
    );
  });
});

describe('positionAvailabilityError', () => {
  const availability = [{ position_id: 10 }, { position_id: 11 }];
  it.each<[number | null, string | null]>([
    [10, null],
    [12, 'Något gick fel - välj en annan plats'],
    [null, null],
    [0, null],
  ])('position %s → %s', (positionId, message) =>
    expect(positionAvailabilityError(positionId, availability)).toBe(message),
  );
});

describe('drop-in, confirmation and save buttons', () => {
  const on: SaveContext = { today: TODAY, sendConfirmation: true, customerHasEmail: true };
  const labels = (s: BookingFormState, ctx: SaveContext = on) =>
    saveButtons(s, ctx).map((b) => `${b.label}${b.primary ? ' *' : ''}`);

  it.each<[string, Partial<BookingFormState>, boolean]>([
    ['new, check-in today', { checkIn: TODAY, checkOut: '2026-11-25' }, true],
    ['new, check-in yesterday', { checkIn: '2026-11-23', checkOut: '2026-11-25' }, true],
    ['new, check-in tomorrow', { checkIn: '2026-11-25', checkOut: '2026-11-26' }, false],
    ['existing, check-in today', { bookingId: 5, checkIn: TODAY }, false],
    ['season, check-in today', { type: 'season', checkIn: TODAY }, false],
    ['group, check-in today', { type: 'group', checkIn: TODAY }, true],
  ])('isDropIn: %s', (_, over, expected) => expect(isDropIn(form(over), TODAY)).toBe(expected));

  it.each<[string, BookingFormState, SaveContext, string[]]>([
    ['new regular in advance, setting on', form(), on, ['Spara & bekräfta *']],
    ['setting off', form(), { ...on, sendConfirmation: false }, ['Spara bokning *']],
    ['customer without e-mail', form(), { ...on, customerHasEmail: false }, ['Spara bokning *']],
    ['a group never confirms', group([card(1), card(2)]), on, ['Spara bokning *']],
    ['a season booking confirms', season(), on, ['Spara & bekräfta *']],
    ['an existing booking', form({ bookingId: 5 }), on, ['Spara bokning *']],
    [
      'a drop-in: save, or save and check in',
      form({ checkIn: TODAY, checkOut: '2026-11-25' }),
      on,
      ['Spara bokning', 'Spara och checka in *'],
    ],
    [
      'a group drop-in',
      group([card(1)], { checkIn: TODAY, checkOut: '2026-11-25' }),
      on,
      ['Spara bokning', 'Spara och checka in *'],
    ],
    ['a season booking from today is no drop-in', season({ checkIn: TODAY }), on, ['Spara & bekräfta *']],
  ])('saveButtons: %s', (_, s, ctx, expected) => expect(labels(s, ctx)).toEqual(expected));

  it('sends no confirmation for a drop-in', () => {
    expect(willSendConfirmation(form({ checkIn: TODAY, checkOut: '2026-11-25' }), on)).toBe(false);
    expect(willSendConfirmation(form(), on)).toBe(true);
  });
  it('names the actions the dialog runs', () => {
    expect(saveButtons(form({ checkIn: TODAY }), on).map((b) => b.action)).toEqual(['save', 'saveAndCheckIn']);
  });
});

describe('fees', () => {
  const fees = (s: BookingFormState) =>
    Object.entries(s.fees)
      .filter(([, f]) => f.on)
      .map(([k]) => k);

  it.each<[string, Partial<BookingFormState>, { booking_fee: boolean; position_reservation_fee: boolean }]>([
    ['in advance with a position', {}, { booking_fee: true, position_reservation_fee: true }],
    ['in advance without a position', { positionId: null }, { booking_fee: true, position_reservation_fee: false }],
    ['in advance, unspecified position', { positionId: 0 }, { booking_fee: true, position_reservation_fee: false }],
    ['check-in today', { checkIn: TODAY }, { booking_fee: false, position_reservation_fee: false }],
    [
      'check-in yesterday is not today',
      { checkIn: '2026-11-23' },
      { booking_fee: true, position_reservation_fee: true },
    ],
    ['season', { type: 'season' }, { booking_fee: false, position_reservation_fee: false }],
    ['no check-in', { checkIn: '' }, { booking_fee: false, position_reservation_fee: false }],
  ])('preselectedFees: %s', (_, over, expected) => expect(preselectedFees(form(over), TODAY)).toEqual(expected));

  const OFFERS = [
    { key: 'booking_fee' as const, price: 4900 },
    { key: 'position_reservation_fee' as const, price: 9900 },
    { key: 'electricity_fee' as const, price: 16500 },
  ];
  const ALL = { booking_fee: true, position_reservation_fee: true, electricity_fee: true };
  it.each<[string, Record<FeeKey, boolean>, number | null, boolean, FeeKey[]]>([
    ['all ticked with a pitch', ALL, 7, false, ['booking_fee', 'position_reservation_fee', 'electricity_fee']],
    ['no reservation fee without a pitch', ALL, null, false, ['booking_fee', 'electricity_fee']],
    ['no reservation fee on the unspecified pitch', ALL, 0, false, ['booking_fee', 'electricity_fee']],
    ['none for a season booking', ALL, 7, true, []],
    ['only the ticked', { ...ALL, booking_fee: false, electricity_fee: false }, 7, false, ['position_reservation_fee']],
  ])('feesApplied: %s', (_, ticked, positionId, season, expected) =>
    expect(feesApplied(OFFERS, ticked, positionId, season).map((f) => f.key)).toEqual(expected),
  );

  it('feesApplied never applies a fee the category does not offer', () => {
    expect(feesApplied(OFFERS.slice(0, 1), ALL, 7, false).map((f) => f.key)).toEqual(['booking_fee']);
  });

  it('preselects in a group when any booking has a real position', () => {
    expect(preselectedFees(group([card(1), card(2, { positionId: 4 })]), TODAY).position_reservation_fee).toBe(true);
    expect(preselectedFees(group([card(1), card(2, { positionId: 0 })]), TODAY).position_reservation_fee).toBe(false);
  });

  it('follows the dates and position until the user touches a fee', () => {
    let s = applyFeePreselection(form(), TODAY);
    expect(fees(s)).toEqual(['booking_fee', 'position_reservation_fee']);
    s = applyFeePreselection({ ...s, checkIn: TODAY }, TODAY);
    expect(fees(s)).toEqual([]);
    s = applyFeePreselection({ ...s, checkIn: '2026-12-01', positionId: null }, TODAY);
    expect(fees(s)).toEqual(['booking_fee']);
  });

  it("keeps the user's choice when dates or position change afterwards", () => {
    let s = applyFeePreselection(form(), TODAY);
    s = toggleFee(s, 'booking_fee');
    expect(s.fees.booking_fee).toEqual({ on: false, touched: true });
    s = applyFeePreselection({ ...s, checkIn: '2026-12-05', checkOut: '2026-12-07' }, TODAY);
    expect(fees(s)).toEqual(['position_reservation_fee']);
    // the untouched reservation fee still follows
    s = applyFeePreselection({ ...s, checkIn: TODAY }, TODAY);
    expect(fees(s)).toEqual([]);
    s = toggleFee(s, 'booking_fee', true);
    s = applyFeePreselection(s, TODAY);
    expect(fees(s)).toEqual(['booking_fee']);
  });

  it('forgets the choice when the booking changes', () => {
    let s = toggleFee(applyFeePreselection(form(), TODAY), 'booking_fee', false);
    s = resetFeeSelection(s);
    expect(Object.values(s.fees).some((f) => f.touched)).toBe(false);
    expect(fees(applyFeePreselection(s, TODAY))).toEqual(['booking_fee', 'position_reservation_fee']);
  });

  it('never preselects electricity, and keeps it as the user set it', () => {
    let s = toggleFee(form(), 'electricity_fee');
    s = applyFeePreselection(s, TODAY);
    expect(fees(s)).toEqual(['booking_fee', 'position_reservation_fee', 'electricity_fee']);
  });

  it('clears every fee of a season booking, touched or not, and refuses toggles there', () => {
    const touched: FeeToggles = {
      booking_fee: { on: true, touched: true },
      position_reservation_fee: { on: true, touched: false },
      electricity_fee: { on: true, touched: true },
    };
    const s = applyFeePreselection(season({ fees: touched }), TODAY);
    expect(fees(s)).toEqual([]);
    expect(toggleFee(s, 'booking_fee')).toBe(s);
  });

  it('leaves the fees of an existing booking as saved', () => {
    const s = form({
      bookingId: 9,
      checkIn: TODAY,
      fees: { ...form().fees, booking_fee: { on: true, touched: false } },
    });
    expect(applyFeePreselection(s, TODAY)).toBe(s);
  });
});

describe('switchType', () => {
  const charged = form({
    draftId: 77,
    seasonId: 3,
    accommodationPrice: 900_000,
    adults: 3,
    children: 1,
    charges: [{ id: 1 }, { id: 2 }],
    fees: {
      booking_fee: { on: false, touched: true },
      position_reservation_fee: { on: true, touched: false },
      electricity_fee: { on: true, touched: true },
    },
  });

  it('to season clears charges and fees', () => {
    const s = switchType(charged, 'season');
    expect(s.type).toBe('season');
    expect(s.charges).toEqual([]);
    expect(Object.values(s.fees).every((f) => !f.on && !f.touched)).toBe(true);
    expect(s.seasonId).toBe(3);
  });

  it('to group drops the single draft and starts two cards from the single booking', () => {
    const s = switchType(charged, 'group');
    expect(s.type).toBe('group');
    expect(s.draftId).toBeNull();
    expect(s.charges).toEqual(charged.charges);
    expect(s.group.bookings).toEqual([
      { clientId: 1, positionId: 12, customerId: null, adults: 3, children: 1, dogs: 0 },
      { clientId: 2, positionId: null, customerId: null, adults: 2, children: 0, dogs: 0 },
    ]);
    expect(Object.values(s.fees).some((f) => f.touched)).toBe(false);
  });

  it('to group keeps cards already there', () => {
    const cards = [card(4, { positionId: 8 })];
    const s = switchType({ ...charged, group: { bookings: cards, sameCancellationPolicy: false } }, 'group');
    expect(s.group.bookings).toBe(cards);
  });

  it('to regular resets season and accommodation price', () => {
    const s = switchType({ ...charged, type: 'season' }, 'regular');
    expect(s).toMatchObject({ type: 'regular', seasonId: null, accommodationPrice: 0, draftId: 77 });
    expect(s.charges).toEqual(charged.charges);
  });

  it('to the same type changes nothing', () => {
    expect(switchType(charged, 'regular')).toBe(charged);
  });
});

describe('group size', () => {
  it.each<[number, number[]]>([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [2, [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [10, [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [12, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]],
    [0, [2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('groupSizeOptions(%i)', (current, options) => expect(groupSizeOptions(current)).toEqual(options));

  it('grows with new cards at the end and shrinks from the end, between 1 and 10', () => {
    const s = group([card(1, { positionId: 5 }), card(3, { positionId: 6 })]);
    const grown = setGroupSize(s, 4);
    expect(grown.group.bookings.map((b) => b.clientId)).toEqual([1, 3, 4, 5]);
    expect(grown.group.bookings[2]).toEqual(emptyGroupBooking(4));
    expect(setGroupSize(grown, 1).group.bookings.map((b) => b.positionId)).toEqual([5]);
    expect(setGroupSize(s, 0).group.bookings).toHaveLength(1);
    expect(setGroupSize(s, 50).group.bookings).toHaveLength(10);
    expect(setGroupSize(s, Number.NaN).group.bookings).toHaveLength(1);
  });

  it('removes a card but keeps the last one', () => {
    const s = group([card(1), card(2)]);
    const one = removeGroupBooking(s, 1);
    expect(one.group.bookings.map((b) => b.clientId)).toEqual([2]);
    expect(removeGroupBooking(one, 2)).toBe(one);
    expect(removeGroupBooking(s, 99)).toBe(s);
  });
});

describe('site fee input', () => {
  it.each<[string, number]>([
    ['12500', 1_250_000],
    ['12 500', 1_250_000],
    ['12\u00a0500', 1_250_000],
    [' 300 ', 30_000],
    ['0', 0],
    ['300,00', 30_000],
    ['300.0', 30_000],
    ['', 0],
    ['   ', 0],
    ['300,50', 0],
    ['-300', 0],
    ['3e5', 0],
    ['abc', 0],
    ['1234567890', 0],
    ['999999999', 99_999_999_900],
  ])('%j → %i öre', (text, ore) => expect(parseSiteFee(text)).toBe(ore));

  it.each<[string, number, boolean]>([
    ['12500', 1_250_000, false],
    ['12501', 1_250_000, true],
    ['', 0, false],
    ['', 1_250_000, true],
    ['abc', 0, false],
  ])('canSaveSiteFee(%j, %i) → %s', (text, total, expected) => expect(canSaveSiteFee(text, total)).toBe(expected));

  it('stores any whole kronor amount as öre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (kr) => {
        expect(parseSiteFee(String(kr))).toBe(kr * 100);
      }),
    );
  });
});
