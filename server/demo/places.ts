// Streets, cities, postcodes, phone numbers and mail domains per guest nationality.
import type { NameCountry } from './names';
import type { Rng } from './random';

export interface Nationality {
  iso: string;
  countryId: number;
  names: NameCountry;
  /** Share of guests, in percent. */
  weight: number;
  streets: string[];
  /** [city, postcode prefix or full postcode pattern seed] */
  cities: [string, string][];
  zip: (rng: Rng, seed: string) => string;
  phone: (rng: Rng) => string;
  mailDomains: string[];
}

const w = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const cities = (s: string): [string, string][] => w(s).map((x) => x.split(':') as [string, string]);

const SE_STREETS = w(`Storgatan, Drottninggatan, Kungsgatan, Skolgatan, Kyrkogatan, Parkvägen, Björkvägen, Ekvägen,
  Tallvägen, Granvägen, Lärkvägen, Sjövägen, Strandvägen, Ängsvägen, Bäckvägen, Hagvägen, Solvägen, Vallgatan,
  Järnvägsgatan, Nygatan, Östra Långgatan, Västra Vägen, Norra Allén, Södra Förstadsgatan, Lindvägen, Rönnvägen,
  Aspvägen, Idrottsvägen, Smedjegatan, Mejerigatan, Hamngatan, Prästgårdsvägen, Klövervägen, Blåbärsstigen`);
const DE_STREETS = w(`Hauptstraße, Schulstraße, Gartenstraße, Bahnhofstraße, Dorfstraße, Bergstraße, Birkenweg,
  Lindenstraße, Kirchstraße, Waldstraße, Ringstraße, Wiesenweg, Am Markt, Mühlenweg, Rosenstraße, Friedhofstraße,
  Goethestraße, Schillerstraße, Feldstraße, Blumenstraße`);
const DK_STREETS = w(`Vestergade, Østergade, Nørregade, Søndergade, Skolevej, Kirkevej, Møllevej, Engvej, Skovvej,
  Stationsvej, Strandvejen, Bakkevej, Birkevej, Toftevej, Parkvej, Vibevej`);
const NO_STREETS = w(`Storgata, Kirkeveien, Skoleveien, Fjordveien, Bjørkeveien, Granveien, Sjøgata, Parkveien,
  Elvegata, Torggata, Solbakken, Bekkeveien, Løvåsveien, Furuveien, Haugveien`);
const NL_STREETS = w(`Kerkstraat, Schoolstraat, Molenweg, Dorpsstraat, Stationsweg, Julianastraat, Beatrixlaan,
  Wilhelminastraat, Kastanjelaan, Nieuwstraat, Marktplein, Eikenlaan, Prins Bernhardlaan, Oranjestraat, Havenstraat`);

export const NATIONALITIES: Nationality[] = [
  {
    iso: 'SE',
    countryId: 752,
    names: 'SE',
    weight: 60,
    streets: SE_STREETS,
    cities: cities(`Stockholm:11, Stockholm:12, Göteborg:41, Malmö:21, Uppsala:75, Västerås:72, Örebro:70,
      Linköping:58, Helsingborg:25, Jönköping:55, Norrköping:60, Lund:22, Umeå:90, Gävle:80, Borås:50,
      Södertälje:15, Eskilstuna:63, Halmstad:30, Växjö:35, Karlstad:65, Sundsvall:85, Kalmar:39, Kristianstad:29,
      Falun:79, Skövde:54, Trollhättan:46, Varberg:43, Nyköping:61, Värnamo:33, Ljungby:34, Motala:59, Visby:62`),
    zip: (rng, p) => `${p}${rng.int(1, 9)} ${rng.digits(2)}`,
    phone: (rng) => `7${rng.pick(['0', '2', '3', '6', '9'])}${rng.digits(7)}`,
    mailDomains: w(
      'gmail.com, hotmail.com, outlook.com, telia.com, icloud.com, live.se, yahoo.se, bredband.net, spray.se, hotmail.se',
    ),
  },
  {
    iso: 'DE',
    countryId: 276,
    names: 'DE',
    weight: 12,
    streets: DE_STREETS,
    cities: cities(`Hamburg:2, Berlin:1, München:8, Köln:5, Hannover:3, Kiel:24, Lübeck:23, Bremen:28, Rostock:18,
      Dresden:01, Leipzig:04, Frankfurt am Main:6, Stuttgart:7, Düsseldorf:4, Münster:48, Flensburg:24, Schwerin:19,
      Braunschweig:38, Osnabrück:49, Freiburg:79`),
    zip: (rng, p) => (p + rng.digits(5)).slice(0, 5),
    phone: (rng) => `1${rng.pick(['51', '52', '60', '70', '71', '76'])}${rng.digits(8)}`,
    mailDomains: w('web.de, gmx.de, t-online.de, gmail.com, gmx.net, outlook.de, freenet.de, yahoo.de'),
  },
  {
    iso: 'NO',
    countryId: 578,
    names: 'NO',
    weight: 9,
    streets: NO_STREETS,
    cities: cities(`Oslo:0, Bergen:5, Trondheim:7, Stavanger:4, Drammen:30, Fredrikstad:16, Kristiansand:46,
      Sandnes:43, Tromsø:90, Sarpsborg:17, Hamar:23, Lillehammer:26, Halden:17, Moss:15, Tønsberg:31`),
    zip: (rng, p) => (p + rng.digits(4)).slice(0, 4),
    phone: (rng) => `${rng.pick(['4', '9'])}${rng.digits(7)}`,
    mailDomains: w('online.no, gmail.com, hotmail.com, outlook.com, live.no, getmail.no, icloud.com'),
  },
  {
    iso: 'DK',
    countryId: 208,
    names: 'DK',
    weight: 7,
    streets: DK_STREETS,
    cities: cities(`København:1, Aarhus:80, Odense:50, Aalborg:90, Esbjerg:67, Randers:89, Kolding:60, Horsens:87,
      Vejle:71, Roskilde:40, Helsingør:30, Silkeborg:86, Næstved:47, Fredericia:70`),
    zip: (rng, p) => (p + rng.digits(4)).slice(0, 4),
    phone: (rng) => `${rng.pick(['2', '3', '4', '5', '6'])}${rng.digits(7)}`,
    mailDomains: w('gmail.com, hotmail.com, live.dk, outlook.dk, mail.dk, jubii.dk, youmail.dk'),
  },
  {
    iso: 'NL',
    countryId: 528,
    names: 'NL',
    weight: 6,
    streets: NL_STREETS,
    cities: cities(`Amsterdam:10, Rotterdam:30, Utrecht:35, Den Haag:25, Eindhoven:56, Groningen:97, Tilburg:50,
      Almere:13, Breda:48, Nijmegen:65, Zwolle:80, Leeuwarden:89, Apeldoorn:73, Haarlem:20, Amersfoort:38`),
    zip: (rng, p) =>
      `${(p + rng.digits(4)).slice(0, 4)} ${rng.pick(['AB', 'BK', 'CD', 'EH', 'GR', 'JL', 'KM', 'PT', 'RS', 'VX'])}`,
    phone: (rng) => `6${rng.digits(8)}`,
    mailDomains: w('gmail.com, ziggo.nl, kpnmail.nl, hotmail.nl, outlook.com, live.nl, xs4all.nl, planet.nl'),
  },
  {
    iso: 'FI',
    countryId: 246,
    names: 'FI',
    weight: 1.6,
    streets: w('Mannerheimintie, Koulukatu, Kirkkokatu, Rantatie, Puistokatu, Koivukuja'),
    cities: cities('Helsinki:00, Espoo:02, Tampere:33, Turku:20, Oulu:90, Vaasa:65, Jyväskylä:40'),
    zip: (rng, p) => (p + rng.digits(5)).slice(0, 5),
    phone: (rng) => `4${rng.pick(['0', '4', '5'])}${rng.digits(7)}`,
    mailDomains: w('gmail.com, hotmail.com, luukku.com, outlook.com'),
  },
  {
    iso: 'GB',
    countryId: 826,
    names: 'GB',
    weight: 1,
    streets: w('High Street, Station Road, Church Lane, Mill Lane, Park Avenue, Victoria Road'),
    cities: cities('London:SW, Manchester:M, Leeds:LS, York:YO, Bristol:BS, Edinburgh:EH, Newcastle:NE'),
    zip: (rng, p) => `${p}${rng.int(1, 20)} ${rng.int(1, 9)}${rng.pick(['AB', 'DE', 'HT', 'LP', 'QR', 'WX'])}`,
    phone: (rng) => `7${rng.digits(9)}`,
    mailDomains: w('gmail.com, hotmail.co.uk, btinternet.com, outlook.com, yahoo.co.uk'),
  },
  {
    iso: 'CH',
    countryId: 756,
    names: 'DE',
    weight: 0.9,
    streets: w('Bahnhofstrasse, Hauptstrasse, Dorfstrasse, Seestrasse, Kirchweg'),
    cities: cities('Zürich:80, Bern:30, Basel:40, Luzern:60, Winterthur:84, St. Gallen:90'),
    zip: (rng, p) => (p + rng.digits(4)).slice(0, 4),
    phone: (rng) => `7${rng.pick(['6', '7', '8', '9'])}${rng.digits(7)}`,
    mailDomains: w('bluewin.ch, gmail.com, gmx.ch, sunrise.ch'),
  },
  {
    iso: 'AT',
    countryId: 40,
    names: 'DE',
    weight: 0.5,
    streets: w('Hauptplatz, Kirchengasse, Bahnhofstraße, Lindenweg'),
    cities: cities('Wien:1, Graz:80, Linz:40, Salzburg:50, Innsbruck:60'),
    zip: (rng, p) => (p + rng.digits(4)).slice(0, 4),
    phone: (rng) => `6${rng.pick(['64', '50', '76', '99'])}${rng.digits(7)}`,
    mailDomains: w('gmx.at, gmail.com, aon.at, chello.at'),
  },
  {
    iso: 'BE',
    countryId: 56,
    names: 'NL',
    weight: 0.5,
    streets: w('Kerkstraat, Stationsstraat, Molenstraat, Rue de la Gare'),
    cities: cities('Antwerpen:20, Gent:90, Brugge:80, Leuven:30, Brussel:10'),
    zip: (rng, p) => (p + rng.digits(4)).slice(0, 4),
    phone: (rng) => `4${rng.pick(['7', '8', '9'])}${rng.digits(7)}`,
    mailDomains: w('telenet.be, skynet.be, gmail.com, hotmail.com'),
  },
  {
    iso: 'FR',
    countryId: 250,
    names: 'FR',
    weight: 0.5,
    streets: w('Rue de la République, Rue Victor Hugo, Avenue Jean Jaurès, Rue Pasteur, Place de l’Église'),
    cities: cities('Paris:75, Lyon:69, Strasbourg:67, Lille:59, Nantes:44, Rennes:35'),
    zip: (rng, p) => (p + rng.digits(5)).slice(0, 5),
    phone: (rng) => `${rng.pick(['6', '7'])}${rng.digits(8)}`,
    mailDomains: w('orange.fr, gmail.com, free.fr, laposte.net, sfr.fr'),
  },
  {
    iso: 'PL',
    countryId: 616,
    names: 'PL',
    weight: 0.6,
    streets: w('ul. Długa, ul. Polna, ul. Leśna, ul. Słoneczna, ul. Kościelna'),
    cities: cities('Gdańsk:80, Warszawa:00, Kraków:30, Poznań:60, Wrocław:50, Szczecin:70'),
    zip: (rng, p) => `${p}-${rng.digits(3)}`,
    phone: (rng) => `${rng.pick(['5', '6', '7', '8'])}${rng.digits(8)}`,
    mailDomains: w('wp.pl, onet.pl, gmail.com, interia.pl, o2.pl'),
  },
  {
    iso: 'IT',
    countryId: 380,
    names: 'IT',
    weight: 0.3,
    streets: w('Via Roma, Via Garibaldi, Corso Italia, Via Dante'),
    cities: cities('Milano:20, Torino:10, Bologna:40, Verona:37'),
    zip: (rng, p) => (p + rng.digits(5)).slice(0, 5),
    phone: (rng) => `3${rng.digits(9)}`,
    mailDomains: w('libero.it, gmail.com, virgilio.it'),
  },
  {
    iso: 'ES',
    countryId: 724,
    names: 'ES',
    weight: 0.3,
    streets: w('Calle Mayor, Calle Real, Avenida de la Constitución, Calle del Sol'),
    cities: cities('Madrid:28, Barcelona:08, Valencia:46, Sevilla:41, Bilbao:48'),
    zip: (rng, p) => (p + rng.digits(5)).slice(0, 5),
    phone: (rng) => `6${rng.digits(8)}`,
    mailDomains: w('gmail.com, hotmail.es, yahoo.es, telefonica.net'),
  },
];

/** Turns a name into the ASCII local part of an e-mail address. */
export function mailSlug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/[öø]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}
