// The booking form's texts (bookings.md: booking form, validation), apart from its rules so that the
// shell's commands can name the save buttons without loading the rules (src/domain/bookingForm.ts).

export type BookingType = 'regular' | 'group' | 'season';

/** A group has 1..GROUP_MAX_BOOKINGS bookings (bookings.md 9: options 2 to 10). */
export const GROUP_MAX_BOOKINGS = 10;

export const BOOKING_FORM_TEXTS = {
  newTitle: 'Ny bokning',
  editTitle: 'Redigera bokning',
  types: { regular: 'Vanlig bokning', group: 'Gruppbokning', season: 'Säsongsbokning' } satisfies Record<
    BookingType,
    string
  >,
  noCustomer: 'Kan inte gå vidare utan att välja kund',
  noPosition: 'Kan inte gå vidare utan att välja en plats',
  samePositionInGroup: 'Välj olika platser för varje bokning i gruppen',
  positionMissing: 'Något gick fel - välj en annan plats',
  maxGuests: (n: number) => `Max ${n} gäster tillåtna`,
  maxAdults: (n: number) => `Max ${n} vuxna tillåtna`,
  maxChildren: (n: number) => `Max ${n} barn tillåtna`,
  groupBookingTitle: (n: number) => `Bokning #${n}`,
  otherGuest: 'Lägg till annan gäst',
  saveAndConfirm: 'Spara & bekräfta',
  save: 'Spara bokning',
  saveAndCheckIn: 'Spara och checka in',
  // Not in the spec: worded like its texts above.
  noGuests: 'Välj minst 1 gäst',
  maxDogs: (n: number) => `Max ${n} hundar tillåtna`,
  notACount: (max: number) => `Ange ett antal från 0 till ${max}`,
  noSeason: 'Kan inte gå vidare utan att välja en säsong',
  negativePrice: 'Ange ett pris på 0 kr eller mer',
  noCheckIn: 'Välj ett incheckningsdatum',
  noCheckOut: 'Välj ett utcheckningsdatum',
  checkOutNotAfterCheckIn: 'Utcheckningen måste vara efter incheckningen',
  arrivalMinutes: 'Välj minuterna 00, 15, 30 eller 45',
  arrivalFormat: 'Ange ankomsttiden som HH:mm, t.ex. 14:30',
  groupTooSmall: 'En gruppbokning har minst 1 bokning',
  groupTooLarge: `Högst ${GROUP_MAX_BOOKINGS} bokningar i en gruppbokning`,
} as const;
