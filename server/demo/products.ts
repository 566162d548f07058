// VAT rates, units, product groups and the shop's products (prices in öre, VAT included).
import { makeEan13 } from '../../src/domain/numbers';
import { CATEGORY_DEFS, type CatKey, type FeeKey } from './site';

export const VAT_RATES = [
  { id: 1, code: 'standard', name: 'Moms 25 %', rate: 2500, validFrom: '2000-01-01', validTo: null },
  { id: 2, code: 'lodging', name: 'Logi 12 %', rate: 1200, validFrom: '2000-01-01', validTo: null },
  { id: 3, code: 'food', name: 'Livsmedel 12 %', rate: 1200, validFrom: '2000-01-01', validTo: '2026-03-31' },
  {
    id: 4,
    code: 'food',
    name: 'Livsmedel 6 % (tillfälligt sänkt)',
    rate: 600,
    validFrom: '2026-04-01',
    validTo: '2027-12-31',
  },
  { id: 5, code: 'food', name: 'Livsmedel 12 %', rate: 1200, validFrom: '2028-01-01', validTo: null },
  { id: 6, code: 'culture', name: 'Kultur och idrott 6 %', rate: 600, validFrom: '2000-01-01', validTo: null },
];

export const UNITS = [
  { id: 1, name: 'Styck', shortName: 'st' },
  { id: 2, name: 'Kilogram', shortName: 'kg' },
  { id: 3, name: 'Natt', shortName: 'natt' },
  { id: 4, name: 'Kilowattimme', shortName: 'kWh' },
  { id: 5, name: 'Timme', shortName: 'tim' },
];
const UNIT = { st: 1, kg: 2, natt: 3, kWh: 4, tim: 5 } as const;

type GroupKey = 'logi' | 'kiosk' | 'cafe' | 'food' | 'news' | 'camping' | 'souvenir' | 'rental' | 'fees' | 'activity';

export const PRODUCT_GROUPS: {
  id: number;
  key: GroupKey;
  name: string;
  vatCode: string;
  kind: 'goods' | 'services';
}[] = [
  { id: 1, key: 'logi', name: 'Logi', vatCode: 'lodging', kind: 'services' },
  { id: 2, key: 'kiosk', name: 'Kiosk & glass', vatCode: 'food', kind: 'goods' },
  { id: 3, key: 'cafe', name: 'Café', vatCode: 'food', kind: 'goods' },
  { id: 4, key: 'food', name: 'Livsmedel', vatCode: 'food', kind: 'goods' },
  { id: 5, key: 'news', name: 'Tidningar', vatCode: 'culture', kind: 'goods' },
  { id: 6, key: 'camping', name: 'Camping & tillbehör', vatCode: 'standard', kind: 'goods' },
  { id: 7, key: 'souvenir', name: 'Souvenirer', vatCode: 'standard', kind: 'goods' },
  { id: 8, key: 'rental', name: 'Uthyrning', vatCode: 'standard', kind: 'services' },
  { id: 9, key: 'fees', name: 'Avgifter', vatCode: 'standard', kind: 'services' },
  { id: 10, key: 'activity', name: 'Aktiviteter', vatCode: 'culture', kind: 'services' },
];

// name; price in kronor; colour; flags: b barcode, s also in the small catalogue, k sold by the kg,
// d needs a delivery date, p/P deposit 1/2 kr, h per hour, n per night, w per kWh, m menu child (ice cream).
const CATALOGUE: Record<Exclude<GroupKey, 'logi'>, string> = {
  kiosk: `Piggelin;15;lime;bsm|Sandwich glass;18;brown;bm|Nogger;25;brown;bm|Daim-strut;32;amber;bsm|Magnum Classic;38;brown;bm
    Cornetto Classico;32;amber;bm|Top Hat;25;pink;bm|Calippo Cola;22;red;bm|Lakritspuck;15;grey;bm|Mjukglass strut;30;light-blue;sm
    Coca-Cola 33 cl;20;red;bsp|Coca-Cola Zero 33 cl;20;grey;bp|Fanta Orange 33 cl;20;orange;bp|Sprite 33 cl;20;green;bp
    Trocadero 33 cl;20;yellow;bp|Pommac 33 cl;22;amber;bp|Loka Citron 50 cl;22;light-green;bsP|Ramlösa 50 cl;22;cyan;bP
    Festis Päron 25 cl;15;light-green;b|OLW Grillchips 175 g;35;deep-orange;bs|Estrella Sourcream & Onion;35;green;b
    Marabou Mjölkchoklad 100 g;32;indigo;bs|Daim dubbel;15;amber;b|Kexchoklad;15;red;b|Ahlgrens bilar;22;pink;b
    Lösgodis;149;pink;ks|Varmkorv med bröd;25;red;s|Hamburgare;79;brown;|Pommes frites;39;yellow;|Övrigt kiosk;0;grey;`,
  cafe: `Kaffe;28;brown;s|Kaffe påtår;10;brown;|Te;25;teal;|Cappuccino;42;brown;|Latte;45;brown;|Varm choklad;35;brown;
    Kanelbulle;32;amber;s|Kardemummabulle;32;amber;|Kladdkaka med grädde;45;brown;|Prinsesstårta bit;55;pink;
    Räksmörgås;119;pink;s|Ostfralla;39;yellow;|Skinkfralla;45;pink;|Våffla med sylt och grädde;59;amber;s
    Frukostbuffé vuxen;129;orange;|Frukostbuffé barn;69;orange;|Frukostkorg till stugan;195;orange;d
    Färska frallor (beställning);12;amber;d|Juice 25 cl;25;orange;b|Smoothie;55;pink;|Dagens lunch;125;deep-orange;`,
  food: `Mjölk 1,5 l;23.9;blue;bs|Filmjölk 1 l;22.9;light-blue;b|Yoghurt vanilj 1 l;32.9;light-blue;b|Smör 500 g;69.9;yellow;bs
    Ost Präst 700 g;119;yellow;b|Ägg 12-pack;52;amber;bs|Limpa;39.9;brown;b|Rostbröd;29.9;amber;b|Falukorv 800 g;49.9;red;b
    Grillkorv 10-pack;59.9;red;bs|Hamburgare 4-pack;79.9;brown;b|Hamburgerbröd;27.9;amber;b|Pasta 1 kg;24.9;yellow;b
    Ketchup;32.9;red;b|Senap;24.9;yellow;b|Bryggkaffe 450 g;79.9;brown;b|Te 20-pack;34.9;teal;b|Juice apelsin 1 l;29.9;orange;b
    Bananer;29.9;yellow;k|Potatis;19.9;brown;k|Tomater;44.9;red;k|Gurka;14.9;green;b|Färdigsallad;34.9;light-green;b
    Havregryn 1,5 kg;27.9;amber;b|Knäckebröd;29.9;brown;b|Mellanmjölk 1 l;17.9;blue;b|Sylt jordgubb;39.9;red;b`,
  news: `Dagens Nyheter;40;blue;bs|Svenska Dagbladet;40;indigo;b|Aftonbladet;30;yellow;bs|Expressen;30;red;b
    Lokaltidningen;25;blue-grey;b|Kalle Anka & C:o;59;red;b|Allers;49;pink;b|Hemmets Journal;49;purple;b
    Korsordsmagasinet;45;grey;b|Husbil & Husvagn;89;teal;b`,
  camping: `Gasol P11 byte;399;red;bs|Gasol P6 byte;299;red;b|Grillkol 4 kg;89;grey;bs|Briketter 3 kg;79;grey;b
    Tändvätska 1 l;59;orange;b|Engångsgrill;49;grey;bs|Ved säck 40 l;69;brown;s|Tältpinnar 10-pack;79;blue-grey;b
    Myggmedel;99;green;bs|Solkräm SPF 30;149;yellow;b|Batterier AA 4-pack;59;grey;b|Toalettvätska kassett;149;blue;b
    Campingtoalettpapper;39;light-blue;b|Diskmedel;29;green;b|Tvättmedel 1 kg;79;cyan;b|Ficklampa;129;grey;b
    Badboll;39;cyan;b|Håv;59;light-green;b|Hink och spade;69;yellow;b|Fällstol;349;blue;b|Strömadapter CEE;249;amber;b
    Förlängningskabel 25 m;499;deep-orange;b|Vattendunk 10 l;149;blue;b|Frisbee;79;pink;b`,
  souvenir: `Vykort;15;light-blue;bs|Vykort 5-pack;59;light-blue;b|Nyckelring älg;49;brown;bs|Mugg med logga;129;indigo;b
    T-shirt med logga;249;teal;b|Keps med logga;199;blue;b|Kylmagnet;49;amber;b|Gosedjur älg;179;brown;b
    Tygkasse;79;green;b|Emaljmugg;159;blue-grey;b`,
  rental: `Cykel heldag;150;green;s|Cykel halvdag;90;light-green;|Elcykel heldag;350;green;|Barncykel heldag;75;lime;
    Cykelvagn heldag;100;lime;|Kajak 2 timmar;250;cyan;hs|Kanot heldag;450;teal;|SUP-bräda 1 timme;150;light-blue;h
    Roddbåt heldag;300;blue;|Grill för uthyrning;100;grey;|Sänglinne per person;95;purple;s|Handdukspaket;60;purple;
    Barnsäng;100;pink;|Barnstol;50;pink;|Tvättmaskin;40;cyan;|Torktumlare;30;cyan;`,
  fees: `El per dygn;55;amber;ns|Bokningsavgift;49;blue-grey;s|Platsreservationsavgift;99;blue-grey;s|El enligt mätare;3.5;amber;w
    Slutstädning stuga;600;purple;s|Slutstädning vandrarhemsrum;300;purple;|Extra bil;50;grey;n|Extra tält;75;green;n
    Hund per natt;30;brown;n|Sen utcheckning;200;orange;|Tidig incheckning;200;orange;|Dusch polett;10;light-blue;
    Borttappat nyckelkort;150;red;|Avbokningsavgift;250;red;|Tömning latrin;0;grey;`,
  activity: `Minigolf vuxen;60;green;s|Minigolf barn;40;light-green;s|Äventyrsgolf;80;lime;|Fiskekort dag;80;blue;
    Fiskekort vecka;250;blue;|Tennisbana 1 timme;100;yellow;h|Padelbana 1 timme;300;deep-orange;h|Bastu 1 timme;150;red;h
    Barnklubb;100;pink;|Guidad kanottur;395;teal;|Entré äventyrsbad;120;cyan;`,
};

export interface ProductRow {
  id: number;
  name: string;
  barcode: string | null;
  price: number;
  depositPrice: number | null;
  guiColor: string;
  isBulk: boolean;
  productGroupId: number;
  unitId: number;
  requiresDeliveryDate: boolean;
  isAccommodation: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface Catalogue {
  products: ProductRow[];
  groupOf: Map<number, GroupKey>;
  /** Products shown on the till's menu button (ice creams). */
  menuChildren: Set<number>;
  accommodationProductIds: Record<CatKey, number>;
  feeProductIds: Record<FeeKey, number>;
  byName: Map<string, ProductRow>;
}

export function buildCatalogue(small: boolean, createdAt: Date): Catalogue {
  const products: ProductRow[] = [];
  const groupOf = new Map<number, GroupKey>();
  const menuChildren = new Set<number>();
  const groupId = (k: GroupKey) => PRODUCT_GROUPS.find((g) => g.key === k)!.id;
  let item = 0;
  const add = (g: GroupKey, p: Omit<ProductRow, 'id' | 'productGroupId' | 'createdAt' | 'updatedAt'>) => {
    const row = { id: products.length + 1, productGroupId: groupId(g), createdAt, updatedAt: createdAt, ...p };
    products.push(row);
    groupOf.set(row.id, g);
    return row;
  };

  const accommodationProductIds = {} as Record<CatKey, number>;
  for (const c of CATEGORY_DEFS) {
    accommodationProductIds[c.key] = add('logi', {
      name: `Logi ${c.name}`,
      barcode: null,
      price: c.nightlyPrice,
      depositPrice: null,
      guiColor: 'blue',
      isBulk: false,
      unitId: UNIT.natt,
      requiresDeliveryDate: false,
      isAccommodation: true,
    }).id;
  }
  add('logi', {
    name: 'Logi övrigt',
    barcode: null,
    price: 0,
    depositPrice: null,
    guiColor: 'indigo',
    isBulk: false,
    unitId: UNIT.natt,
    requiresDeliveryDate: false,
    isAccommodation: true,
  });
  add('logi', {
    name: 'Extra vuxen per natt',
    barcode: null,
    price: 5000,
    depositPrice: null,
    guiColor: 'indigo',
    isBulk: false,
    unitId: UNIT.natt,
    requiresDeliveryDate: false,
    isAccommodation: false,
  });

  for (const [g, text] of Object.entries(CATALOGUE) as [Exclude<GroupKey, 'logi'>, string][]) {
    for (const entry of text
      .split(/[|\n]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [name, kr, colour, flags = ''] = entry.split(';');
      if (small && !flags.includes('s')) continue;
      const price = Math.round(Number(kr) * 100);
      item++;
      // GS1 Sweden prefix 735, a made-up company number and the item number.
      const barcode = flags.includes('b') && price > 0 ? makeEan13(`7350042${String(item).padStart(5, '0')}`) : null;
      const unitId = flags.includes('k')
        ? UNIT.kg
        : flags.includes('h')
          ? UNIT.tim
          : flags.includes('n')
            ? UNIT.natt
            : flags.includes('w')
              ? UNIT.kWh
              : UNIT.st;
      const row = add(g, {
        name,
        barcode,
        price,
        guiColor: colour,
        depositPrice: flags.includes('P') ? 200 : flags.includes('p') ? 100 : null,
        isBulk: flags.includes('k'),
        unitId,
        requiresDeliveryDate: flags.includes('d'),
        isAccommodation: false,
      });
      if (flags.includes('m')) menuChildren.add(row.id);
    }
  }
  const byName = new Map(products.map((p) => [p.name, p]));
  const feeProductIds: Record<FeeKey, number> = {
    booking_fee: byName.get('Bokningsavgift')!.id,
    position_reservation_fee: byName.get('Platsreservationsavgift')!.id,
    electricity_fee: byName.get('El per dygn')!.id,
  };
  return { products, groupOf, menuChildren, accommodationProductIds, feeProductIds, byName };
}

export type { GroupKey };
