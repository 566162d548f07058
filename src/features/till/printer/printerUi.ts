import { observable } from '@legendapp/state';

/** The language menu 'Skriv ut registreringskort': which booking, and the customer's language if known. */
export const cardLanguageChooser$ = observable<{ bookingId: number; defaultLanguage: string | null } | null>(null);
