import type { DeviceStatus, Readable } from '../device';

export type { ControlData, ControlReceiptType } from '../../domain/controlData';
import type { ControlData } from '../../domain/controlData';

/** Transport status codes a control unit service answers with (money.md 8). */
export const CU_STATUS_OK = 0;
export const CU_STATUS_ROUTE_NOT_FOUND = 7;
export const CU_STATUS_UNIT_NOT_FOUND = 99;

/** Storage status: 0 ok, 1 low (warn), 2 none (no receipt can be signed). */
export type StorageStatus = 0 | 1 | 2;

/**
 * What a control unit reports about itself. The fatal rules over it live in fiscalState.ts.
 * A check that failed without an answer is reported with `unexpectedError` set.
 */
export interface FiscalStatus {
  /** Service/transport code: 0 ok, 7 with ROUTE_NOT_FOUND, 99 with UNIT_NOT_FOUND. */
  statusCode: number;
  /** The service's short message ('OK', 'ROUTE_NOT_FOUND', 'UNIT_NOT_FOUND', …). */
  shortMessage: string;
  /** The unit's main status: 0 = working, anything else is an error. */
  mainStatus: number;
  storageStatus: StorageStatus;
  /** The unit's manufacturing number (tillverkningsnummer); null when no unit answered. */
  unitId: string | null;
  /** Set when the check failed in a way the protocol does not describe (a connection error). */
  unexpectedError?: string;
}

/**
 * The outcome of signing: the control code (kontrollkod) and the manufacturing number to print on
 * the receipt, or a failure value. No sale may complete without `ok: true`.
 */
export type SignResult =
  | { ok: true; code: string; manufacturingNumber: string }
  | { ok: false; code: string; message: string; retryable: boolean };

/**
 * A tax control unit (kontrollenhet, SKVFS 2014:9): signs each receipt's control data and
 * reports its state. Drivers never throw; they import no React and no stores.
 */
export interface ControlUnit {
  readonly status: Readable<DeviceStatus>;
  /** Known after the first successful check or signature; printed on every receipt. */
  readonly manufacturingNumber: Readable<string | null>;
  /** Asks the unit for its status (the fiscal checks of money.md 4, 8). */
  check(): Promise<FiscalStatus>;
  /**
   * Signs one receipt. `data` is serialised with controlDataString, so client and server agree on
   * exactly what was signed. Invalid data is a non-retryable failure with code 'invalid_data'.
   */
  sign(data: ControlData): Promise<SignResult>;
}

/** Waiting time before rechecking after the fiscal service was restarted (money.md 9). */
export const FISCAL_RECHECK_MS = 5000;
