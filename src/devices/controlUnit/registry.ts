import { writable, type DeviceStatus } from '../device';
import type { ControlUnit, FiscalStatus, SignResult } from './contract';

/** A driver kind: which control units (by manufacturing number) it serves and how to make one. */
export interface ControlUnitDriver {
  matches(unitId: string | null): boolean;
  create(unitId: string | null): ControlUnit;
}

/** A unit no driver serves: every check and signature fails with a Swedish reason, never a crash. */
function unsupported(unitId: string): ControlUnit {
  const text = `Kontrollenheten ${unitId} stöds inte ännu i webbläsaren`;
  return {
    status: writable<DeviceStatus>('error'),
    manufacturingNumber: writable<string | null>(null),
    check: async (): Promise<FiscalStatus> => ({
      statusCode: -1,
      shortMessage: 'UNSUPPORTED',
      mainStatus: -1,
      storageStatus: 0,
      unitId: null,
      unexpectedError: text,
    }),
    sign: async (): Promise<SignResult> => ({ ok: false, code: 'unsupported_unit', message: text, retryable: false }),
  };
}

/**
 * A unit whose driver code loads on its first check or signature (the simulator's HMAC is not
 * needed before the till's first sale); its status and manufacturing number follow the driver's.
 */
function loadedOnUse(load: () => Promise<ControlUnit>): ControlUnit {
  const status = writable<DeviceStatus>('disconnected');
  const manufacturingNumber = writable<string | null>(null);
  let unit: Promise<ControlUnit> | null = null;
  const driver = () =>
    (unit ??= load().then(
      (u) => {
        status.set(u.status.get());
        manufacturingNumber.set(u.manufacturingNumber.get());
        u.status.subscribe((v) => status.set(v));
        u.manufacturingNumber.subscribe((v) => manufacturingNumber.set(v));
        return u;
      },
      (err: unknown) => {
        unit = null;
        throw err;
      },
    ));
  return {
    status,
    manufacturingNumber,
    check: async () => (await driver()).check(),
    sign: async (data) => (await driver()).sign(data),
  };
}

// The first match wins. A register without a configured unit, and the demo's SIM-… units, use the simulator.
const drivers: ControlUnitDriver[] = [
  {
    matches: (id) => id == null || id.startsWith('SIM-'),
    create: (id) =>
      loadedOnUse(() =>
        import('./simulator').then((m) => m.createSimulatedControlUnit(id ? { manufacturingNumber: id } : {})),
      ),
  },
];
const units = new Map<string, ControlUnit>();

/** Adds a driver kind ahead of the built-in ones. */
export function registerControlUnitDriver(driver: ControlUnitDriver) {
  drivers.unshift(driver);
  units.clear();
}

/** The control unit of a register (its manufacturing number, or null when none is configured), one instance per unit. */
export function controlUnitFor(unitId: string | null): ControlUnit {
  const key = unitId?.trim() || null;
  let unit = units.get(key ?? '');
  if (!unit) {
    const driver = drivers.find((d) => d.matches(key));
    unit = driver ? driver.create(key) : unsupported(key ?? '');
    units.set(key ?? '', unit);
  }
  return unit;
}
