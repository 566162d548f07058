/**
 * A simulated control unit. The control code is deterministic: HMAC-SHA256 over the manufacturing
 * number and the control data string (controlDataString), keyed with the unit's secret, shown as
 * 32 uppercase base32 characters in 8 groups of 4 ('ABCD-EFGH-…', 39 characters, fits a 42-wide
 * receipt). Like a real unit it stores what it signs (its journal), fills up, and can be driven
 * into every failure the fiscal rules know: offline, missing route, unexpected error, a main
 * status error, low or no storage, another unit id.
 */
import { controlDataString, type ControlData } from '../../domain/controlData';
import { writable, type DeviceStatus } from '../device';
import {
  CU_STATUS_OK,
  CU_STATUS_ROUTE_NOT_FOUND,
  CU_STATUS_UNIT_NOT_FOUND,
  type ControlUnit,
  type FiscalStatus,
  type SignResult,
  type StorageStatus,
} from './contract';
import { FISCAL_TEXTS } from './fiscalState';
import { base32, hmacSha256 } from './hmac';

/** The demo register's control unit (server/demo/till.ts controlUnitManufacturerId). */
export const SIMULATED_MANUFACTURING_NUMBER = 'SIM-CU-0001';

export type SimulatedConnection = 'ok' | 'unit_not_found' | 'route_not_found' | 'unexpected';

export interface SimulatedControlUnitOptions {
  manufacturingNumber?: string;
  secret?: string;
  /** Receipts the unit can store; storage is low from 90 % and none when full. */
  capacity?: number;
}

export interface SimulatedControlUnit extends ControlUnit {
  setConnection(c: SimulatedConnection): void;
  /** Shorthand for the unit being unplugged (UNIT_NOT_FOUND) or back. */
  setOffline(offline: boolean): void;
  setMainStatus(status: number): void;
  /** Forces a storage status; null goes back to the one derived from the journal. */
  setStorage(status: StorageStatus | null): void;
  /** Makes the unit report another id than it was created with (id mismatch). */
  setUnitId(id: string): void;
  /** What the unit stored: the signed strings and their codes, oldest first. */
  journal(): readonly { data: string; code: string }[];
}

/** 'ABCD-EFGH-…' from the first 20 bytes of a MAC. */
export function formatControlCode(mac: Uint8Array): string {
  return base32(mac.subarray(0, 20)).match(/.{4}/g)!.join('-');
}

export function createSimulatedControlUnit(options: SimulatedControlUnitOptions = {}): SimulatedControlUnit {
  let unitId = options.manufacturingNumber ?? SIMULATED_MANUFACTURING_NUMBER;
  const secret = options.secret ?? 'kontrollenhet-simulator';
  const capacity = options.capacity ?? 1_000_000;
  const status = writable<DeviceStatus>('disconnected');
  const manufacturingNumber = writable<string | null>(null);
  const stored: { data: string; code: string }[] = [];
  const byData = new Map<string, string>();
  let connection: SimulatedConnection = 'ok';
  let mainStatus = 0;
  let forcedStorage: StorageStatus | null = null;

  const storage = (): StorageStatus =>
    forcedStorage ?? (stored.length >= capacity ? 2 : stored.length >= capacity * 0.9 ? 1 : 0);

  function snapshot(): FiscalStatus {
    switch (connection) {
      case 'unit_not_found':
        return {
          statusCode: CU_STATUS_UNIT_NOT_FOUND,
          shortMessage: 'UNIT_NOT_FOUND',
          mainStatus: 0,
          storageStatus: 0,
          unitId: null,
        };
      case 'route_not_found':
        return {
          statusCode: CU_STATUS_ROUTE_NOT_FOUND,
          shortMessage: 'ROUTE_NOT_FOUND',
          mainStatus: 0,
          storageStatus: 0,
          unitId: null,
        };
      case 'unexpected':
        return {
          statusCode: CU_STATUS_OK,
          shortMessage: '',
          mainStatus: 0,
          storageStatus: 0,
          unitId: null,
          unexpectedError: 'Oväntat svar från kontrollenheten',
        };
      default:
        return { statusCode: CU_STATUS_OK, shortMessage: 'OK', mainStatus, storageStatus: storage(), unitId };
    }
  }

  function settle(s: FiscalStatus) {
    const reachable = connection === 'ok';
    status.set(reachable && s.mainStatus === 0 ? 'ready' : 'error');
    if (reachable) manufacturingNumber.set(unitId);
  }

  function setConnection(c: SimulatedConnection) {
    connection = c;
    if (c !== 'ok') status.set('error');
  }

  return {
    status,
    manufacturingNumber,
    async check() {
      const s = snapshot();
      settle(s);
      return s;
    },
    async sign(data: ControlData): Promise<SignResult> {
      let text: string;
      try {
        text = controlDataString(data);
      } catch (e) {
        return { ok: false, code: 'invalid_data', message: (e as Error).message, retryable: false };
      }
      const s = snapshot();
      settle(s);
      if (connection !== 'ok')
        return { ok: false, code: 'connection_error', message: FISCAL_TEXTS.connectionError, retryable: true };
      if (mainStatus !== 0)
        return { ok: false, code: 'unit_error', message: FISCAL_TEXTS.error(mainStatus), retryable: false };
      // The same receipt signed twice (a duplicate signing event) gets its code again, stored once.
      const known = byData.get(text);
      if (known) return { ok: true, code: known, manufacturingNumber: unitId };
      if (s.storageStatus === 2)
        return { ok: false, code: 'no_storage', message: FISCAL_TEXTS.noStorage, retryable: false };
      const code = formatControlCode(await hmacSha256(secret, `${unitId}#${text}`));
      stored.push({ data: text, code });
      byData.set(text, code);
      return { ok: true, code, manufacturingNumber: unitId };
    },
    setConnection,
    setOffline: (offline) => setConnection(offline ? 'unit_not_found' : 'ok'),
    setMainStatus: (n) => {
      mainStatus = n;
    },
    setStorage: (st) => {
      forcedStorage = st;
    },
    setUnitId: (id) => {
      unitId = id;
    },
    journal: () => [...stored],
  };
}
