// The few invoice texts the shell's first chunk needs (the till's 'Fakturera' / 'Betallänk' and the panes'
// 'Fakturera' commands, the cart's reason not to invoice): apart from INVOICE_TEXTS, which spreads them, so the
// first screen does not carry every invoice text (the initial JS budget).
export const INVOICE_COMMAND_TEXTS = {
  invoiceAction: 'Fakturera',
  paymentLink: 'Betallänk',
  nothingToInvoice: 'Det finns inget att fakturera',
  customerHasNoEmail: 'Kunden har ingen e-postadress',
  createTitle: (what: string) => `Fakturera ${what}`,
  createTitleOrder: 'Fakturera notan',
  createTitleLink: 'Skicka betallänk',
  createOpenCharges: 'Fakturera öppna avgifter',
  createGroup: 'Fakturera gruppbokningen',
} as const;
