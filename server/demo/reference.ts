// Staff, payment terms, dashboards and reservable rentals: the fixed parts of a tenant.
import type { Catalogue } from './products';

export const USERS = [
  { id: 1, name: 'Kim Kassa', initials: 'KK', color: 'teal', email: 'kassa@demo.se', level: 'kassor' },
  {
    id: 2,
    name: 'Rebecka Reception',
    initials: 'RR',
    color: 'purple',
    email: 'reception@demo.se',
    level: 'receptionist',
  },
  { id: 3, name: 'Charlotte Chef', initials: 'CC', color: 'indigo', email: 'chef@demo.se', level: 'manager' },
  { id: 4, name: 'Lisa Lind', initials: 'LL', color: 'pink', email: 'lisa@demo.se', level: 'receptionist' },
  { id: 5, name: 'Erik Ek', initials: 'EE', color: 'orange', email: 'erik@demo.se', level: 'kassor' },
];
/** Staff who take bookings at the desk. */
export const RECEPTION_USERS = [2, 3, 4];

export function userRows(passwordHash: string, createdAt: Date) {
  return USERS.map((u) => ({
    ...u,
    passwordHash,
    modules: ['PMS'],
    authCode: '1234',
    createdAt,
    updatedAt: createdAt,
  }));
}

const term = (id: number, name: string, t: Record<string, number> = {}) => ({
  id,
  name,
  dueDateDate: null,
  dueDateDaysBeforeCheckin: null,
  dueDateDaysFromInvoicing: null,
  minDaysDueDate: null,
  depositDate: null,
  depositDaysBeforeCheckin: null,
  depositDaysFromInvoicing: null,
  depositAmount: null,
  depositPercent: null,
  depositConditionMinAmount: null,
  depositConditionMinDaysBeforeCheckin: null,
  ...t,
});

// Exactly one due-date field per term (none for id 1); a deposit has exactly one of amount or percent.
export const PAYMENT_TERMS = [
  term(1, 'Inget förfallodatum'),
  term(2, 'Förfaller idag', { dueDateDaysFromInvoicing: 0 }),
  term(3, '10 dagar', { dueDateDaysFromInvoicing: 10 }),
  term(4, '30 dagar', { dueDateDaysFromInvoicing: 30 }),
  term(5, 'Handpenning 25 %, resten 30 dagar före ankomst', {
    dueDateDaysBeforeCheckin: 30,
    minDaysDueDate: 5,
    depositPercent: 2500,
    depositDaysFromInvoicing: 30,
    depositConditionMinAmount: 100000,
    depositConditionMinDaysBeforeCheckin: 90,
  }),
];

export const DASHBOARD_CARDS: { componentName: string; title: string; tags: string[] }[] = [
  { componentName: 'weather-forecast', title: 'Väderprognos', tags: ['Väder'] },
  {
    componentName: 'product-group-sales-table',
    title: 'Försäljning per produktgrupp',
    tags: ['Försäljning', 'Ekonomi'],
  },
  { componentName: 'checkinouts-calendar', title: 'In- och utcheckningar', tags: ['Bokningar'] },
  { componentName: 'checked-in-customers', title: 'Incheckade gäster', tags: ['Gäster', 'Bokningar'] },
  { componentName: 'active-customers', title: 'Aktiva kunder', tags: ['Gäster'] },
  { componentName: 'customer-nationalities', title: 'Gästernas nationaliteter', tags: ['Gäster', 'Statistik'] },
  { componentName: 'revenue-numbers', title: 'Intäkter', tags: ['Ekonomi'] },
  { componentName: 'category-occupation-list', title: 'Beläggning per kategori', tags: ['Beläggning'] },
  {
    componentName: 'category-occupation-radar',
    title: 'Beläggning per kategori (radar)',
    tags: ['Beläggning', 'Diagram'],
  },
  {
    componentName: 'category-occupation-polar',
    title: 'Beläggning per kategori (polär)',
    tags: ['Beläggning', 'Diagram'],
  },
  { componentName: 'total-occupation', title: 'Total beläggning', tags: ['Beläggning'] },
  { componentName: 'accommodation-value', title: 'Logivärde', tags: ['Ekonomi', 'Bokningar'] },
  {
    componentName: 'historical-turnover-full-accrual',
    title: 'Historisk omsättning (full periodisering)',
    tags: ['Ekonomi', 'Statistik'],
  },
  {
    componentName: 'historical-turnover-part-accrual',
    title: 'Historisk omsättning (delvis periodisering)',
    tags: ['Ekonomi', 'Statistik'],
  },
  { componentName: 'occupancy-stats', title: 'Beläggningsstatistik', tags: ['Beläggning', 'Statistik'] },
];

export function dashboardRows(createdAt: Date) {
  const cards = DASHBOARD_CARDS.map((c, i) => ({ id: i + 1, ...c, defaultSettings: null }));
  const cardId = (name: string) => cards.find((c) => c.componentName === name)!.id;
  const dashboards = [
    { id: 1, name: 'Översikt', isEditable: false, userId: null, createdAt, updatedAt: createdAt },
    { id: 2, name: 'Min dashboard', isEditable: true, userId: 3, createdAt, updatedAt: createdAt },
  ];
  const layout: [number, string, number, number, string | null][] = [
    [1, 'checkinouts-calendar', 1, 1, null],
    [1, 'checked-in-customers', 1, 2, null],
    [1, 'weather-forecast', 1, 3, null],
    [1, 'revenue-numbers', 2, 1, JSON.stringify({ period: 'month' })],
    [1, 'total-occupation', 2, 2, null],
    [1, 'category-occupation-list', 2, 3, null],
    [1, 'customer-nationalities', 3, 1, JSON.stringify({ period: 'year' })],
    [1, 'product-group-sales-table', 3, 2, JSON.stringify({ period: 'week' })],
    [1, 'occupancy-stats', 3, 3, null],
    [2, 'accommodation-value', 1, 1, null],
    [2, 'active-customers', 1, 2, null],
    [2, 'category-occupation-radar', 2, 1, null],
    [2, 'historical-turnover-full-accrual', 2, 2, null],
    [2, 'category-occupation-polar', 3, 1, null],
    [2, 'historical-turnover-part-accrual', 3, 2, null],
  ];
  const pivots = layout.map(([dashboardId, name, column, row, settings], i) => ({
    id: i + 1,
    dashboardId,
    dashboardCardId: cardId(name),
    column,
    row,
    settings,
  }));
  return { cards, dashboards, pivots };
}

const RESERVABLES: {
  category: string;
  items: {
    product: string;
    title: string;
    description: string;
    unit: string;
    capacity: number;
    needsTime: boolean;
    multiple: boolean;
    from?: string;
    to?: string;
  }[];
}[] = [
  {
    category: 'Cyklar',
    items: [
      {
        product: 'Cykel heldag',
        title: 'Cykel vuxen',
        description: '7 växlar, hjälm ingår',
        unit: 'st',
        capacity: 12,
        needsTime: false,
        multiple: false,
        from: '09:00',
        to: '18:00',
      },
      {
        product: 'Elcykel heldag',
        title: 'Elcykel',
        description: 'Räckvidd ca 60 km, laddare ingår',
        unit: 'st',
        capacity: 4,
        needsTime: false,
        multiple: false,
        from: '09:00',
        to: '18:00',
      },
      {
        product: 'Barncykel heldag',
        title: 'Barncykel',
        description: '20 tum, hjälm ingår',
        unit: 'st',
        capacity: 5,
        needsTime: false,
        multiple: false,
      },
      {
        product: 'Cykelvagn heldag',
        title: 'Cykelvagn',
        description: 'För två barn',
        unit: 'st',
        capacity: 3,
        needsTime: false,
        multiple: false,
      },
    ],
  },
  {
    category: 'Kajaker & kanoter',
    items: [
      {
        product: 'Kajak 2 timmar',
        title: 'Kajak',
        description: 'Enmanskajak med flytväst',
        unit: 'st',
        capacity: 6,
        needsTime: true,
        multiple: true,
        from: '09:00',
        to: '19:00',
      },
      {
        product: 'Kanot heldag',
        title: 'Kanot',
        description: 'Kanadensare för två vuxna och ett barn',
        unit: 'st',
        capacity: 4,
        needsTime: false,
        multiple: false,
      },
      {
        product: 'SUP-bräda 1 timme',
        title: 'SUP-bräda',
        description: 'Paddel och flytväst ingår',
        unit: 'st',
        capacity: 4,
        needsTime: true,
        multiple: true,
        from: '10:00',
        to: '20:00',
      },
      {
        product: 'Roddbåt heldag',
        title: 'Roddbåt',
        description: 'Aluminiumbåt, fyra platser',
        unit: 'st',
        capacity: 2,
        needsTime: false,
        multiple: false,
      },
    ],
  },
  {
    category: 'Grillar',
    items: [
      {
        product: 'Grill för uthyrning',
        title: 'Kolgrill',
        description: 'Klotgrill 57 cm',
        unit: 'st',
        capacity: 5,
        needsTime: false,
        multiple: false,
      },
    ],
  },
  {
    category: 'Banor & bastu',
    items: [
      {
        product: 'Padelbana 1 timme',
        title: 'Padelbana',
        description: 'Racketar kan lånas i receptionen',
        unit: 'tim',
        capacity: 1,
        needsTime: true,
        multiple: true,
        from: '08:00',
        to: '21:00',
      },
      {
        product: 'Tennisbana 1 timme',
        title: 'Tennisbana',
        description: 'Grusbana',
        unit: 'tim',
        capacity: 2,
        needsTime: true,
        multiple: true,
        from: '08:00',
        to: '21:00',
      },
      {
        product: 'Bastu 1 timme',
        title: 'Bastu vid sjön',
        description: 'Vedeldad, max 8 personer',
        unit: 'tim',
        capacity: 1,
        needsTime: true,
        multiple: true,
        from: '15:00',
        to: '22:00',
      },
    ],
  },
];

export function reservableRows(cat: Catalogue) {
  const categories: { id: number; titleSv: string; displayOrder: number }[] = [];
  const products: {
    id: number;
    reservableCategoryId: number;
    productId: number;
    titleSv: string;
    descriptionSv: string;
    unitSv: string;
    capacity: number;
    bookableStartTime: string | null;
    bookableEndTime: string | null;
    needsDates: boolean;
    needsTime: boolean;
    allowsMultipleOrders: boolean;
  }[] = [];
  for (const rc of RESERVABLES) {
    const items = rc.items.filter((i) => cat.byName.has(i.product));
    if (items.length === 0) continue;
    const id = categories.length + 1;
    categories.push({ id, titleSv: rc.category, displayOrder: id });
    for (const i of items) {
      products.push({
        id: products.length + 1,
        reservableCategoryId: id,
        productId: cat.byName.get(i.product)!.id,
        titleSv: i.title,
        descriptionSv: i.description,
        unitSv: i.unit,
        capacity: i.capacity,
        bookableStartTime: i.from ?? null,
        bookableEndTime: i.to ?? null,
        needsDates: true,
        needsTime: i.needsTime,
        allowsMultipleOrders: i.multiple,
      });
    }
  }
  return { categories, products };
}
