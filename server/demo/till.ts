// The till: button layouts, payment methods with their accounts, the simulated terminal and the register.
import type { Catalogue, GroupKey } from './products';
import type { DemoProfile } from './seedDemo';

const ROWS = 7;
const COLS = 6;

export function buildLayouts(cat: Catalogue) {
  const tabs: { id: number; name: string; displayOrder: number; isPinned: boolean }[] = [];
  const buttons: {
    id: number;
    productLayoutTabId: number;
    parentButtonId: number | null;
    row: number;
    column: number;
    type: string;
    color: string | null;
    text: string | null;
    productId: number | null;
  }[] = [];
  const productsOf = (groups: GroupKey[], filter: (id: number) => boolean = () => true) =>
    cat.products.filter((p) => groups.includes(cat.groupOf.get(p.id)!) && filter(p.id));

  const addTab = (name: string, pinned: boolean) => {
    const id = tabs.length + 1;
    tabs.push({ id, name, displayOrder: id, isPinned: pinned });
    return id;
  };
  const addButton = (
    tab: number,
    row: number,
    column: number,
    p: { id: number; name: string; guiColor: string } | null,
    extra: Partial<(typeof buttons)[number]> = {},
  ) => {
    const id = buttons.length + 1;
    buttons.push({
      id,
      productLayoutTabId: tab,
      parentButtonId: null,
      row,
      column,
      type: 'button',
      color: p?.guiColor ?? null,
      text: p ? p.name : null,
      productId: p?.id ?? null,
      ...extra,
    });
    return id;
  };
  // Rows and columns count from 1. A few cells stay empty the way a real layout grows.
  const fill = (tab: number, list: { id: number; name: string; guiColor: string }[], startCell = 0, skipEvery = 9) => {
    let cell = startCell;
    for (const p of list) {
      if (cell >= ROWS * COLS) break;
      if (cell > 0 && cell % skipEvery === 0) cell++;
      if (cell >= ROWS * COLS) break;
      addButton(tab, Math.floor(cell / COLS) + 1, (cell % COLS) + 1, p);
      cell++;
    }
  };

  const kiosk = addTab('Kiosk', true);
  const ice = productsOf(['kiosk'], (id) => cat.menuChildren.has(id));
  if (ice.length > 0) {
    const menu = addButton(kiosk, 1, 1, null, { type: 'menu', color: 'pink', text: 'Glass' });
    ice.forEach((p, i) => addButton(kiosk, Math.floor(i / COLS) + 1, (i % COLS) + 1, p, { parentButtonId: menu }));
  }
  fill(
    kiosk,
    productsOf(['kiosk'], (id) => !cat.menuChildren.has(id)),
    ice.length > 0 ? 1 : 0,
    13,
  );
  fill(addTab('Café', false), productsOf(['cafe']));
  fill(addTab('Butik', false), productsOf(['food', 'news']), 0, 7);
  fill(addTab('Camping', false), productsOf(['camping', 'souvenir']));
  fill(addTab('Uthyrning', false), productsOf(['rental', 'activity']), 0, 8);
  fill(addTab('Avgifter', false), productsOf(['fees', 'logi']), 0, 6);
  return { tabs, buttons };
}

export const PAYMENT_METHODS = [
  {
    id: 1,
    gateway: 'cash',
    name: 'Kontant',
    buttonText: 'Kontant',
    iconClassName: 'mdi-cash',
    defaultGuiColor: 'green',
    roundsToKronor: true,
    allowUserActivation: true,
    settingsDescription: 'Kontant betalning i kassan. Avrundas till hela kronor.',
    accounts: [['1910', 'Kassa']],
  },
  {
    id: 2,
    gateway: 'integrated_terminal',
    name: 'Kort',
    buttonText: 'Kort',
    iconClassName: 'mdi-credit-card-outline',
    defaultGuiColor: 'blue',
    roundsToKronor: false,
    allowUserActivation: true,
    settingsDescription: 'Kortbetalning i den anslutna kortterminalen.',
    accounts: [['1580', 'Kortfordringar']],
  },
  {
    id: 3,
    gateway: 'swish',
    name: 'Swish',
    buttonText: 'Swish',
    iconClassName: 'mdi-cellphone-check',
    defaultGuiColor: 'teal',
    roundsToKronor: false,
    allowUserActivation: true,
    settingsDescription: 'Swish till företagets Swishnummer 123 456 78 90.',
    accounts: [['1930', 'Företagskonto']],
  },
  {
    id: 4,
    gateway: 'customer_credit',
    name: 'Tillgodo',
    buttonText: 'Tillgodo',
    iconClassName: 'mdi-wallet-outline',
    defaultGuiColor: 'purple',
    roundsToKronor: false,
    allowUserActivation: true,
    settingsDescription: 'Betalning med kundens tillgodohavande.',
    accounts: [['2421', 'Kundtillgodohavanden']],
  },
  {
    id: 5,
    gateway: 'invoicing',
    name: 'Faktura',
    buttonText: 'Fakturera',
    iconClassName: 'mdi-file-document-outline',
    defaultGuiColor: 'indigo',
    roundsToKronor: false,
    allowUserActivation: true,
    settingsDescription: 'Skapar en faktura till kunden.',
    accounts: [['1510', 'Kundfordringar']],
  },
  {
    id: 6,
    gateway: 'payment_link',
    name: 'Betallänk',
    buttonText: 'Skicka betallänk',
    iconClassName: 'mdi-link-variant',
    defaultGuiColor: 'cyan',
    roundsToKronor: false,
    allowUserActivation: true,
    settingsDescription: 'Skickar en länk för kortbetalning till kundens e-post.',
    accounts: [['1580', 'Kortfordringar']],
  },
  {
    id: 7,
    gateway: 'bankgiro',
    name: 'Bankgiro',
    buttonText: 'Bankgiro',
    iconClassName: 'mdi-bank',
    defaultGuiColor: 'blue-grey',
    roundsToKronor: false,
    allowUserActivation: false,
    settingsDescription: 'Inbetalningar via bankgiro 123-4567 (registreras på fakturor).',
    accounts: [
      ['1930', 'Företagskonto'],
      ['1940', 'Bankgirokonto'],
    ],
  },
];

export function paymentMethodRows() {
  return PAYMENT_METHODS.map(({ accounts: _a, ...m }, i) => ({
    ...m,
    guiColor: m.defaultGuiColor,
    displayOrder: i + 1,
  }));
}

export function paymentMethodAccountRows() {
  let id = 0;
  return PAYMENT_METHODS.flatMap((m) =>
    m.accounts.map(([accountNumber, name]) => ({ id: ++id, paymentMethodId: m.id, accountNumber, name })),
  );
}

export function terminalRows(createdAt: Date) {
  return [
    {
      id: 1,
      name: 'Kortterminal 1',
      serialNumber: 'SIM-TERM-0001',
      softwareProvider: 'SIM',
      workstationId: null,
      kind: 'SIM',
      createdAt,
    },
  ];
}

export function registerRows(profile: DemoProfile, createdAt: Date) {
  return [
    {
      id: 1,
      name: 'Kassa 1',
      legalName: profile.legalName,
      orgNumber: profile.orgNumber,
      address: profile.address,
      workstationId: null,
      controlUnitManufacturerId: 'SIM-CU-0001',
      requiresClientSignature: true,
      printerPort: 'SIM',
      isRegistered: true,
      openedAt: null,
      lastReceiptSerial: 0,
      grandTotalSales: 0,
      grandTotalReturns: 0,
      createdAt,
    },
  ];
}

/** The campsite as the seller on its invoices (one row): VAT number SE + the org number's 10 digits + 01. */
export function invoiceSettingsRows(profile: DemoProfile) {
  const [street, zipCity] = profile.address.split(', ');
  return [
    {
      id: 1,
      legalName: profile.legalName,
      orgNumber: profile.orgNumber,
      vatNumber: `SE${profile.orgNumber.replace('-', '')}01`,
      address: street,
      zipCity,
      email: profile.invoiceEmail,
      phone: profile.phone,
      bankgiro: profile.bankgiro,
      ocrLengthDigit: true,
      fSkatt: true,
      reminderDays: 10,
      lastInvoiceNumber: 0,
    },
  ];
}
