// The accommodation charges calendar's refusals beyond the rules' own (CALENDAR_TEXTS in chargeCalendar.ts):
// which bookings the calendar cannot change, and what a call names that is gone. Apart from the contracts so
// the console can read them without zod.
export const CALENDAR_CALL_TEXTS = {
  /**
   * A season booking is sold for one agreed price (its price card, 'Ändra säsongspris'), not per night:
   * its calendar is shown but never edited.
   */
  seasonBooking:
    'Säsongsbokningar har ett säsongspris i stället för platsavgifter per natt. Ändra det med Ändra säsongspris.',
  cancelled: 'En avbokad bokning har inga platsavgifter att ändra',
  /** A booking form's draft gets its charges when it is saved. */
  draft: 'Ett utkast är ingen bokning än. Spara bokningen först.',
  unknownCharge: 'Platsavgiften finns inte längre. Öppna kalendern igen.',
  unknownSuggestion: 'Förslaget finns inte längre. Öppna kalendern igen.',
  suggestionOutsideStay: 'Förslaget gäller nätter utanför vistelsen. Avfärda det i stället.',
  noSuggestion: 'Välj minst ett förslag',
  /** Two live charges for one night: a write that raced another, refused by the database. */
  overlap: 'Platsavgifterna ändrades samtidigt av någon annan. Öppna kalendern igen och försök på nytt.',
  discountType: 'Välj ingen, fast pris, kronor eller procent',
  discountValue: 'Ange rabatten som ett heltal (öre eller hundradels procent)',
  tooManyNights: (max: number) => `Markera högst ${max} nätter`,
} as const;

/** The editing record of each calendar change (the booking's 'Historik'). */
export const CALENDAR_RECORDS = {
  edited: (from: string, to: string) => `Platsavgifter ändrades för ${from}–${to}`,
  converted: (from: string, to: string) => `Platsavgiften ${from}–${to} delades upp i nattpriser`,
  discounted: (n: number) => `Rabatt på ${n} ${n === 1 ? 'platsavgift' : 'platsavgifter'}`,
  accepted: (n: number) =>
    `${n} ${n === 1 ? 'föreslagen platsavgift godkändes' : 'föreslagna platsavgifter godkändes'}`,
  dismissed: (n: number) =>
    `${n} ${n === 1 ? 'föreslagen platsavgift avfärdades' : 'föreslagna platsavgifter avfärdades'}`,
} as const;
