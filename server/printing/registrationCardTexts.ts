// Labels of the registration card in its seven languages (bookings.md 9). One table so a
// missing translation is a type error.

export const REGISTRATION_CARD_LANGUAGE_CODES = ['sv', 'en', 'de', 'nb', 'da', 'nl', 'fr'] as const;
export type RegistrationCardLanguage = (typeof REGISTRATION_CARD_LANGUAGE_CODES)[number];

export interface RegistrationCardTexts {
  title: string;
  orgNumber: string;
  guest: string;
  name: string;
  address: string;
  country: string;
  phone: string;
  email: string;
  stay: string;
  bookingNumber: string;
  position: string;
  arrival: string;
  departure: string;
  adults: string;
  children: string;
  dogs: string;
  vehicle: string;
  signature: string;
  /** {date} is replaced by the retention date. */
  retention: string;
  printedAt: string;
}

export const REGISTRATION_CARD_TEXTS: Record<RegistrationCardLanguage, RegistrationCardTexts> = {
  sv: {
    title: 'Registreringskort',
    orgNumber: 'Org.nr',
    guest: 'Gäst',
    name: 'Namn',
    address: 'Adress',
    country: 'Land',
    phone: 'Telefon',
    email: 'E-post',
    stay: 'Vistelse',
    bookingNumber: 'Bokningsnummer',
    position: 'Plats',
    arrival: 'Ankomst',
    departure: 'Avresa',
    adults: 'Vuxna',
    children: 'Barn',
    dogs: 'Hundar',
    vehicle: 'Fordonets registreringsnummer',
    signature: 'Underskrift',
    retention: 'Sparas till {date}',
    printedAt: 'Utskrivet',
  },
  en: {
    title: 'Registration card',
    orgNumber: 'Reg. no.',
    guest: 'Guest',
    name: 'Name',
    address: 'Address',
    country: 'Country',
    phone: 'Phone',
    email: 'E-mail',
    stay: 'Stay',
    bookingNumber: 'Booking number',
    position: 'Pitch',
    arrival: 'Arrival',
    departure: 'Departure',
    adults: 'Adults',
    children: 'Children',
    dogs: 'Dogs',
    vehicle: 'Vehicle registration number',
    signature: 'Signature',
    retention: 'Kept until {date}',
    printedAt: 'Printed',
  },
  de: {
    title: 'Meldeschein',
    orgNumber: 'Firmennr.',
    guest: 'Gast',
    name: 'Name',
    address: 'Adresse',
    country: 'Land',
    phone: 'Telefon',
    email: 'E-Mail',
    stay: 'Aufenthalt',
    bookingNumber: 'Buchungsnummer',
    position: 'Stellplatz',
    arrival: 'Anreise',
    departure: 'Abreise',
    adults: 'Erwachsene',
    children: 'Kinder',
    dogs: 'Hunde',
    vehicle: 'Kfz-Kennzeichen',
    signature: 'Unterschrift',
    retention: 'Aufbewahrt bis {date}',
    printedAt: 'Gedruckt',
  },
  nb: {
    title: 'Registreringskort',
    orgNumber: 'Org.nr.',
    guest: 'Gjest',
    name: 'Navn',
    address: 'Adresse',
    country: 'Land',
    phone: 'Telefon',
    email: 'E-post',
    stay: 'Opphold',
    bookingNumber: 'Bestillingsnummer',
    position: 'Plass',
    arrival: 'Ankomst',
    departure: 'Avreise',
    adults: 'Voksne',
    children: 'Barn',
    dogs: 'Hunder',
    vehicle: 'Kjøretøyets registreringsnummer',
    signature: 'Underskrift',
    retention: 'Oppbevares til {date}',
    printedAt: 'Skrevet ut',
  },
  da: {
    title: 'Registreringskort',
    orgNumber: 'CVR-nr.',
    guest: 'Gæst',
    name: 'Navn',
    address: 'Adresse',
    country: 'Land',
    phone: 'Telefon',
    email: 'E-mail',
    stay: 'Ophold',
    bookingNumber: 'Bookingnummer',
    position: 'Plads',
    arrival: 'Ankomst',
    departure: 'Afrejse',
    adults: 'Voksne',
    children: 'Børn',
    dogs: 'Hunde',
    vehicle: 'Køretøjets registreringsnummer',
    signature: 'Underskrift',
    retention: 'Opbevares til {date}',
    printedAt: 'Udskrevet',
  },
  nl: {
    title: 'Registratiekaart',
    orgNumber: 'Bedrijfsnr.',
    guest: 'Gast',
    name: 'Naam',
    address: 'Adres',
    country: 'Land',
    phone: 'Telefoon',
    email: 'E-mail',
    stay: 'Verblijf',
    bookingNumber: 'Boekingsnummer',
    position: 'Plaats',
    arrival: 'Aankomst',
    departure: 'Vertrek',
    adults: 'Volwassenen',
    children: 'Kinderen',
    dogs: 'Honden',
    vehicle: 'Kenteken van het voertuig',
    signature: 'Handtekening',
    retention: 'Bewaard tot {date}',
    printedAt: 'Afgedrukt',
  },
  fr: {
    title: "Fiche d'enregistrement",
    orgNumber: "N° d'entreprise",
    guest: 'Client',
    name: 'Nom',
    address: 'Adresse',
    country: 'Pays',
    phone: 'Téléphone',
    email: 'E-mail',
    stay: 'Séjour',
    bookingNumber: 'Numéro de réservation',
    position: 'Emplacement',
    arrival: 'Arrivée',
    departure: 'Départ',
    adults: 'Adultes',
    children: 'Enfants',
    dogs: 'Chiens',
    vehicle: "Numéro d'immatriculation du véhicule",
    signature: 'Signature',
    retention: "Conservé jusqu'au {date}",
    printedAt: 'Imprimé le',
  },
};

export const isRegistrationCardLanguage = (v: unknown): v is RegistrationCardLanguage =>
  typeof v === 'string' && (REGISTRATION_CARD_LANGUAGE_CODES as readonly string[]).includes(v);
