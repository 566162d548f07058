/**
 * The fiscal state of the till (money.md 4 "Fiscal unit", 8 "Fiscal-unit errors"), pure: from the
 * register, the control unit's last status and the connection, which flags hold, whether any is
 * fatal (payment and receipt copies are blocked then) and the Swedish text of each for display.
 */
import { todayInStockholm, type IsoDate } from '../../domain/dates';
import { CU_STATUS_ROUTE_NOT_FOUND, CU_STATUS_UNIT_NOT_FOUND, type FiscalStatus } from './contract';

export type FiscalFlag =
  | 'offline'
  | 'serverOffline'
  | 'registerFetchError'
  | 'notRegistered'
  | 'didNotClose'
  | 'checking'
  | 'connectionError'
  | 'error'
  | 'noStorage'
  | 'lowStorage'
  | 'idMismatch';

/** Every flag but low storage is fatal. The order is the display order. */
export const FISCAL_FLAGS: readonly FiscalFlag[] = [
  'offline',
  'serverOffline',
  'registerFetchError',
  'notRegistered',
  'didNotClose',
  'checking',
  'connectionError',
  'error',
  'noStorage',
  'idMismatch',
  'lowStorage',
];
const WARNING_ONLY = new Set<FiscalFlag>(['lowStorage']);

export interface FiscalRegister {
  isRegistered: boolean;
  /** ISO instant or Date; null when the register is closed. */
  openedAt: string | Date | null;
  controlUnitManufacturerId: string | null;
  requiresClientSignature: boolean;
}

export interface FiscalInputs {
  /** The browser has no network. */
  offline: boolean;
  /** The server (or its realtime channel) cannot be reached. */
  serverOffline: boolean;
  /** The message of a failed register fetch, else null. */
  registerFetchError: string | null;
  /** The workstation's register; null while none is loaded (no register rules then). */
  register: FiscalRegister | null;
  /** Stockholm calendar date of today. */
  today: IsoDate;
  /** A control unit check is running. */
  checking: boolean;
  /** The unit's last answer; null when it was never checked (counts as checking). */
  unit: FiscalStatus | null;
}

export interface FiscalReason {
  flag: FiscalFlag;
  fatal: boolean;
  text: string;
}
export interface FiscalState {
  fatal: boolean;
  flags: FiscalFlag[];
  reasons: FiscalReason[];
}

/** Swedish texts shared with the control unit drivers. */
export const FISCAL_TEXTS = {
  offline: 'Datorn saknar internetanslutning',
  serverOffline: 'Ingen kontakt med servern',
  registerFetchError: (message: string) => `Kunde inte hämta kassan: ${message}`,
  notRegistered: 'Kassan är inte registrerad hos Skatteverket',
  didNotClose: 'Kassan stängdes inte förra dagen. Stäng kassan för att göra dagsavslut.',
  checking: 'Kontrollenheten kontrolleras…',
  connectionError: 'Ingen kontakt med kontrollenheten',
  error: (mainStatus: number) => `Kontrollenheten rapporterar ett fel (status ${mainStatus})`,
  noStorage: 'Kontrollenhetens minne är fullt',
  lowStorage: 'Kontrollenhetens minne är snart fullt',
  idMismatch: (unitId: string | null, registerId: string | null) =>
    `Kontrollenheten (${unitId ?? 'okänd'}) är inte den som är registrerad för kassan (${registerId ?? 'ingen'})`,
} as const;

/**
 * A connection error: code 7 with ROUTE_NOT_FOUND, code 99 with UNIT_NOT_FOUND, or an unexpected
 * error. Any other non-zero service code is an answer we do not understand, also counted here.
 */
export function isConnectionError(s: FiscalStatus): boolean {
  if (s.unexpectedError !== undefined) return true;
  if (s.statusCode === CU_STATUS_ROUTE_NOT_FOUND && s.shortMessage === 'ROUTE_NOT_FOUND') return true;
  if (s.statusCode === CU_STATUS_UNIT_NOT_FOUND && s.shortMessage === 'UNIT_NOT_FOUND') return true;
  return s.statusCode !== 0;
}

/** The register was opened on an earlier Stockholm day and not closed. */
export function didNotClose(openedAt: string | Date | null, today: IsoDate): boolean {
  if (openedAt === null) return false;
  const opened = openedAt instanceof Date ? openedAt : new Date(openedAt);
  return !Number.isNaN(opened.getTime()) && todayInStockholm(opened) < today;
}

export function fiscalState(i: FiscalInputs): FiscalState {
  const texts = new Map<FiscalFlag, string>();
  if (i.offline) texts.set('offline', FISCAL_TEXTS.offline);
  if (i.serverOffline) texts.set('serverOffline', FISCAL_TEXTS.serverOffline);
  if (i.registerFetchError !== null)
    texts.set('registerFetchError', FISCAL_TEXTS.registerFetchError(i.registerFetchError));
  const r = i.register;
  if (r) {
    if (!r.isRegistered) texts.set('notRegistered', FISCAL_TEXTS.notRegistered);
    if (didNotClose(r.openedAt, i.today)) texts.set('didNotClose', FISCAL_TEXTS.didNotClose);
  }
  // The unit is checked only when the register's control unit needs the client's signature.
  if (r?.requiresClientSignature) {
    const u = i.unit;
    if (i.checking || u === null) texts.set('checking', FISCAL_TEXTS.checking);
    if (u && isConnectionError(u)) texts.set('connectionError', FISCAL_TEXTS.connectionError);
    else if (u) {
      if (u.mainStatus !== 0) texts.set('error', FISCAL_TEXTS.error(u.mainStatus));
      if (u.storageStatus === 2) texts.set('noStorage', FISCAL_TEXTS.noStorage);
      if (u.storageStatus === 1) texts.set('lowStorage', FISCAL_TEXTS.lowStorage);
      if (u.unitId !== r.controlUnitManufacturerId)
        texts.set('idMismatch', FISCAL_TEXTS.idMismatch(u.unitId, r.controlUnitManufacturerId));
    }
  }
  const flags = FISCAL_FLAGS.filter((f) => texts.has(f));
  const reasons = flags.map((flag) => ({ flag, fatal: !WARNING_ONLY.has(flag), text: texts.get(flag)! }));
  return { fatal: reasons.some((x) => x.fatal), flags, reasons };
}

/** Why payment and copies are blocked now (the first fatal reason), or null; fits a command's `when`. */
export function fiscalBlockReason(state: FiscalState): string | null {
  return state.reasons.find((x) => x.fatal)?.text ?? null;
}
