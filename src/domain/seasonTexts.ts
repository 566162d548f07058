// The seasons' messages (bookings.md "Seasons"): the server's refusals (src/contracts/seasons.ts) and the
// console's reasons for an action it does not offer, one text each. Apart from the contracts so the
// console can read them without zod.
export const SEASON_TEXTS = {
  notSeasonBooking: 'Bokningen är inte en säsongsbokning',
  noNextSeason: 'Det finns ingen nästa säsong att kopiera till',
  alreadyCopied: 'Bokningen är redan kopierad till nästa säsong',
  cancelledSource: 'En avbokad säsongsbokning kan inte kopieras',
  /** A booking form's draft (is_draft, not confirmed) is no booking yet: nothing to copy or price. */
  formDraft: 'Ett utkast är ingen bokning än. Spara bokningen först.',
  notDraft: 'Bara en obekräftad säsongsbokning kan bekräftas eller avbokas här',
  status: 'Välj bekräftad eller avbokad',
  priceBelowPaid: (paid: string) => `Priset kan inte vara lägre än det som redan är betalt eller fakturerat (${paid})`,
  priceUnchanged: 'Priset är detsamma som nu',
  priceWholeKronor: 'Ange priset i hela kronor',
} as const;
