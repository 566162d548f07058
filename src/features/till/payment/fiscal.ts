// The till's one control unit and one fiscal state (money.md 4 "Fiscal unit", 8 "Fiscal-unit
// errors"), for the whole console: the register (catalog$.register), network and server
// connection, and the control unit's last answer. The payment flow checks the unit before each
// sale and signs with it; the status strip checks it when nobody has yet, so the state never
// waits forever on 'checking'; commands' `when` read currentFiscalState().
import { observable } from '@legendapp/state';
import { useValue } from '@legendapp/state/react';
import { runtime$ } from '../../../data/session';
import { catalog$ } from '../../../data/stores';
import { todayInStockholm } from '../../../domain/dates';
import type { ControlUnit, FiscalStatus } from '../../../devices/controlUnit/contract';
import { fiscalState, type FiscalRegister, type FiscalState } from '../../../devices/controlUnit/fiscalState';
import { controlUnitFor } from '../../../devices/controlUnit/registry';
import type { RegisterDay } from '../../../contracts/register';

/** The control unit's last answer, and whether a check is running. */
export const fiscalUnit$ = observable<{ checking: boolean; status: FiscalStatus | null }>({
  checking: false,
  status: null,
});

let unit: ControlUnit | null = null;
let checking: Promise<FiscalStatus> | null = null;

/** This console's control unit: the register's, by the device registry (the simulator for SIM-… and none configured). */
export function controlUnit(): ControlUnit {
  return unit ?? controlUnitFor(fiscalRegister(catalog$.register.peek())?.controlUnitManufacturerId ?? null);
}

/** Tests and a configured driver replace the unit; its predecessor's answer no longer counts. */
export function setControlUnit(u: ControlUnit | null) {
  unit = u;
  checking = null;
  fiscalUnit$.set({ checking: false, status: null });
}

/** Asks the unit for its status; a check already running is shared (screen and strip mount together). */
export function checkFiscalUnit(): Promise<FiscalStatus> {
  checking ??= runCheck().finally(() => {
    checking = null;
  });
  return checking;
}

async function runCheck(): Promise<FiscalStatus> {
  fiscalUnit$.checking.set(true);
  const asked = controlUnit();
  let status: FiscalStatus;
  try {
    status = await asked.check();
  } catch (e) {
    // A driver that throws is a fiscal error the cashier sees, not a crash.
    status = {
      statusCode: -1,
      shortMessage: 'UNEXPECTED',
      mainStatus: -1,
      storageStatus: 0,
      unitId: null,
      unexpectedError: String(e),
    };
  }
  // A unit replaced meanwhile (setControlUnit) answered too late to count.
  if (controlUnit() === asked) fiscalUnit$.assign({ checking: false, status });
  return status;
}

type RegisterFields = Pick<
  RegisterDay,
  'is_registered' | 'opened_at' | 'control_unit_manufacturer_id' | 'current_control_unit'
>;

function fiscalRegister(r: RegisterFields | null | undefined): FiscalRegister | null {
  if (!r) return null;
  return {
    isRegistered: r.is_registered === true,
    openedAt: r.opened_at ?? null,
    controlUnitManufacturerId: r.control_unit_manufacturer_id ?? r.current_control_unit?.manufacturer_id ?? null,
    requiresClientSignature: r.current_control_unit?.requires_client_signature === true,
  };
}

function stateOf(
  register: RegisterFields | null | undefined,
  connected: boolean,
  u: { checking: boolean; status: FiscalStatus | null },
): FiscalState {
  return fiscalState({
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    serverOffline: !connected,
    registerFetchError: null,
    register: fiscalRegister(register),
    today: todayInStockholm(),
    checking: u.checking,
    unit: u.status,
  });
}

/** The fiscal state now (for commands' `when` and the payment flow). */
export function currentFiscalState(): FiscalState {
  return stateOf(catalog$.register.peek(), runtime$.connected.peek(), fiscalUnit$.peek());
}

/** The fiscal state, recomputed when the register, the connection or the unit's answer changes. */
export const fiscal$ = observable(
  (): FiscalState => stateOf(catalog$.register.get(), runtime$.connected.get(), fiscalUnit$.get()),
);

/** The fiscal state for a component. */
export function useFiscalState(): FiscalState {
  return useValue(fiscal$);
}

/** Checks the unit (when the register needs the client's signature), then the state (before a sale). */
export async function refreshFiscal(): Promise<FiscalState> {
  if (fiscalRegister(catalog$.register.peek())?.requiresClientSignature) await checkFiscalUnit();
  return currentFiscalState();
}

/** The fatal reasons of a state, in display order. */
export const fatalReasons = (s: FiscalState) => s.reasons.filter((r) => r.fatal).map((r) => r.text);
