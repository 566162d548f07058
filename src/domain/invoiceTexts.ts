// Invoices, credit invoices and customer credit (money.md 2 "Invoice dialog", 5, 8; bookings.md 5
// "Customer credit payment amount"): every Swedish text the server refuses with and the console shows,
// one text each. Apart from the contracts so the console reads them without zod.
export const INVOICE_TEXTS = {
  // Titles and chips (money.md 2).
  title: (n: number | string) => `Faktura ${n}`,
  creditTitle: (n: number | string) => `Kreditfaktura ${n}`,
  subtitle: (date: string) => `Fakturadatum ${date}`,
  listTitle: 'Fakturor',
  emptyList: 'Det finns inga fakturor',
  emptyFiltered: 'Det finns inga fakturor att visa',
  groupInvoices: 'Fakturor',
  groupReceipts: 'Kvitton',
  groupGroupFees: 'Avgifter på gruppbokningen',
  groupFallback: (bookingId: number) => `Bokning #${bookingId}`,
  chipOverdue: 'Förfallen',
  chipOverdueDeposit: 'Förfallen handpenning',
  chipOpen: 'Obetald',
  chipPartial: 'Delbetald',
  chipPaid: 'Betald',
  chipClosed: 'Stängd',
  noPayments: 'Inga betalningar har gjorts på den här fakturan',
  paymentReversed: 'ångrad',
  paymentRefunded: 'återbetald',

  // Buttons (money.md 2).
  takePayment: 'Ta betalt',
  startRefund: 'Påbörja återbetalning',
  registerPayment: 'Registrera en inbetalning',
  registerPayout: 'Registrera en utbetalning',
  credit: 'Kreditera Faktura',
  resend: 'Skicka fakturan igen',
  resendWithLink: 'Skicka fakturan igen med betallänk',
  sendReminder: 'Skicka påminnelse',
  download: 'Ladda ner fakturan',
  print: 'Skriv ut fakturan',
  remainingButton: 'Återstående fakturabelopp',
  createCredit: 'Skapa kreditfaktura',
  invoiceAction: 'Fakturera',
  paymentLink: 'Betallänk',

  // Credit-invoice form (money.md 2, 5).
  creditCustom: 'Välj vad som ska krediteras',
  creditFull: 'Kreditera hela fakturan',
  creditRemaining: 'Kreditera återstående belopp',
  before: 'Före kreditering',
  after: 'Efter kreditering',
  noRowsSelected: 'Välj vilka rader på fakturan du vill kreditera',
  creditNotNegative: 'Den resulterande kreditfakturan måste ha ett negativt belopp',
  creditZeroPrice: 'Negativa priser eller 0 är inte tillåtet',
  creditOfCredit: 'En kreditfaktura kan inte krediteras',
  nothingRemaining: 'Det finns inget återstående belopp att kreditera',

  // Checkout and payment registration (money.md 5).
  fillAmount: 'Fyll i ett belopp',
  notNumber: 'Beloppet måste vara ett tal',
  notPositiveIncoming: 'Beloppet måste vara positivt. Pengar tillbaka till kunden ges genom att kreditera fakturan.',
  notPositivePayout: 'Beloppet måste vara positivt. Ange utbetalningen som ett positivt belopp.',
  wholeKronor: 'Beloppet måste vara hela kronor',
  payoutAboveRemaining: 'Utbetalningen kan inte vara större än det återstående beloppet på kreditfakturan',
  surplusWarning:
    'Beloppet är högre än återstående belopp på fakturan. Överskottet sparas som tillgodo på kundens konto',
  noAccount: 'Det finns inget konto kopplat till denna betalningsmetod',
  severalAccounts: 'Betalningsmetoden har flera konton, välj rätt konto',
  dateInFuture: 'Datumet kan inte vara senare än idag',
  invoiceClosed: 'Fakturan är redan betald',
  methodNotForInvoices: 'Betalningsmetoden kan inte användas för fakturor',

  // Reversal and refund (money.md 5, 8).
  reverseConfirm:
    'Ångra betalning används bara för att ta bort betalningar som aldrig genomförts, inte för återbetalningar. ' +
    'Om betalningen är fördelad på flera fakturor påverkas alla.',
  reassignConfirm: 'Betalningen flyttas till kundens tillgodo.',
  refundConfirm:
    'Pengarna går tillbaka till den ursprungliga betalningsmetoden och syns normalt inom 3-5 bankdagar. Kräver pinkod.',
  reverseRefundConfirm: 'Krediten återförs till kreditfakturan.',
  cannotReverse: 'Betalningar via tillgodo eller kortleverantör kan inte ångras',
  cannotRefund: 'Bara en kortbetalning som inte redan är återbetald kan återbetalas',

  // Terminal (money.md 8).
  noTerminalInvoice: 'Ingen kontakt med terminal - Kontrollera fakturan',
  noTerminalCredit: 'Ingen kontakt med terminal - Kontrollera saldo',
  terminalTimeout: 'Inget svar från terminalen efter timeout',

  // Creating an invoice.
  nothingToInvoice: 'Det finns inget att fakturera',
  termsIncompatible: 'Villkoren ej kompatibla',
  noCustomer: 'Välj en kund att fakturera',
  customerHasNoEmail: 'Kunden har ingen e-postadress',
  notOverdue: 'Påminnelse skickas bara för förfallna fakturor',
  linkOnClosed: 'Fakturan är betald, ingen betallänk behövs',
} as const;

// Customer credit (bookings.md 2 "Customer credit timeline dialog", 5).
export const CUSTOMER_CREDIT_TEXTS = {
  registerPayment: 'Registrera betalning mot kundens tillgodo',
  performPayment: 'Genomför betalning mot kundens tillgodo',
  empty: 'Det saknas händelser som påverkar kundens tillgodo',
  notNumber: 'Beloppet måste vara ett tal',
  notPositive: 'Beloppet måste vara positivt',
  wholeKronor: 'Beloppet måste vara hela kronor',
  payoutAboveCredit: 'Utbetalningen kan inte vara större än det tillgängliga beloppet tillgodo',
} as const;
