/**
 * Every contract by its endpoint, 'METHOD path' (e.g. 'GET bookings/:id'). Types only: the
 * console calls `call(endpoint, input)` (src/data/api.ts) and never loads zod.
 */
import type { Contract } from './define';
import type * as availability from './availability';
import type * as bookingForm from './bookingForm';
import type * as bookingGroups from './bookingGroups';
import type * as bookings from './bookings';
import type * as cancellations from './cancellations';
import type * as catalog from './catalog';
import type * as chargeCalendar from './chargeCalendar';
import type * as customers from './customers';
import type * as dashboards from './dashboards';
import type * as documents from './documents';
import type * as invoices from './invoices';
import type * as parkedOrders from './parkedOrders';
import type * as receipts from './receipts';
import type * as register from './register';
import type * as sales from './sales';
import type * as search from './search';
import type * as seasons from './seasons';
import type * as till from './till';

type ContractsOf<M> = { [K in keyof M]: M[K] extends Contract ? M[K] : never }[keyof M];
export type AnyContract =
  | ContractsOf<typeof availability>
  | ContractsOf<typeof bookingForm>
  | ContractsOf<typeof bookingGroups>
  | ContractsOf<typeof bookings>
  | ContractsOf<typeof cancellations>
  | ContractsOf<typeof catalog>
  | ContractsOf<typeof chargeCalendar>
  | ContractsOf<typeof customers>
  | ContractsOf<typeof dashboards>
  | ContractsOf<typeof documents>
  | ContractsOf<typeof invoices>
  | ContractsOf<typeof parkedOrders>
  | ContractsOf<typeof receipts>
  | ContractsOf<typeof register>
  | ContractsOf<typeof sales>
  | ContractsOf<typeof search>
  | ContractsOf<typeof seasons>
  | ContractsOf<typeof till>;

type KeyOf<C> = C extends Contract ? `${C['method']} ${C['path']}` : never;
export type Endpoint = KeyOf<AnyContract>;
export type ContractAt<E extends Endpoint> = AnyContract extends infer C
  ? C extends Contract
    ? `${C['method']} ${C['path']}` extends E
      ? C
      : never
    : never
  : never;

export type { Contract, ContractBody, ContractIn, ContractOut, ContractParams, ContractQuery } from './define';
export type { Envelope, FieldErrors, SnackbarColor } from './envelope';
