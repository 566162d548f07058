/** Staff levels, lowest first. Unknown levels count as the lowest. */
export const LEVELS = ['kassor', 'receptionist', 'manager', 'admin'] as const;
export type Level = (typeof LEVELS)[number];

export const isLevel = (s: unknown): s is Level => typeof s === 'string' && (LEVELS as readonly string[]).includes(s);

/**
 * What a level may do. The menu of shell.md 6 follows the same lines:
 * kassor only the till; receptionist everything but dashboard, administration and statistics.
 */
export const PERMISSIONS = {
  /** Register, sales, parked orders, receipts, units, products and layouts as read by the till. */
  till: 'kassor',
  /** Reading bookings, positions and customers (the till sells to bookings). */
  readBookings: 'kassor',
  /** Creating and changing bookings, customers, check-in and check-out. */
  writeBookings: 'receptionist',
  /** Invoices and customer credit handled from the booking dialogs. */
  invoices: 'receptionist',
  /** Dashboard, statistics, administration (bankgiro, accounting, products, settings). */
  dashboard: 'manager',
  statistics: 'manager',
  administration: 'manager',
  /** The staff list with e-mails and levels. */
  users: 'manager',
} as const satisfies Record<string, Level>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Who may create a product ('Skapa ny produkt', money.md 3): the till. There is no product level below
 * 'administration' (manager), and the journey is a kassör scanning an unknown item at the till.
 */
export const CREATE_PRODUCT_PERMISSION = 'till' satisfies Permission;

export function levelRank(level: string): number {
  const i = (LEVELS as readonly string[]).indexOf(level);
  return Math.max(i, 0);
}

export function can(level: string, permission: Permission): boolean {
  if (!isLevel(level)) return false;
  return levelRank(level) >= levelRank(PERMISSIONS[permission]);
}

/** Where a level lands when entering '/' (shell.md 6). */
export function entryPath(level: string): string {
  if (level === 'kassor') return '/register';
  if (level === 'receptionist') return '/actions';
  return '/';
}
