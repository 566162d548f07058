import { api } from '../../../data/api';
import { showSnackbar } from '../../../data/snackbars';
import { lastPrintResult, printJobCount } from './printJobs';

export type RegistrationCardLanguage = 'sv' | 'en' | 'de' | 'nb' | 'da' | 'nl' | 'fr';

/** The card's languages in the menu's order (bookings.md 2, 9). */
export const REGISTRATION_CARD_LANGUAGES: { code: RegistrationCardLanguage; label: string }[] = [
  { code: 'sv', label: 'Svenska' },
  { code: 'en', label: 'Engelska' },
  { code: 'de', label: 'Tyska' },
  { code: 'nb', label: 'Norska' },
  { code: 'da', label: 'Danska' },
  { code: 'nl', label: 'Nederländska' },
  { code: 'fr', label: 'Franska' },
];

export const isRegistrationCardLanguage = (v: unknown): v is RegistrationCardLanguage =>
  REGISTRATION_CARD_LANGUAGES.some((l) => l.code === v);

/**
 * Prints a booking's registration card on this workstation's default printer, in `language` or
 * (without one) in the customer's country language. The job arrives in the response's `print`
 * and reaches the printer through the API's print handler. Resolves true when it was printed.
 */
export async function printRegistrationCard(bookingId: number, language?: string): Promise<boolean> {
  const before = printJobCount();
  try {
    await api('POST', 'bookings/registration-card', {
      body: { booking_id: bookingId, ...(isRegistrationCardLanguage(language) ? { language } : {}) },
    });
  } catch {
    return false; // The API client has shown the server's message.
  }
  if (printJobCount() === before) {
    showSnackbar('error', 'Registreringskortet kunde inte skrivas ut');
    return false;
  }
  const result = await lastPrintResult();
  if (result.ok) showSnackbar('success', 'Registreringskortet skrevs ut');
  return result.ok;
}
