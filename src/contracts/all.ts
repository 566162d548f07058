// Every contract as a value, for the server's tests (the console imports contracts as types only).
import * as availability from './availability';
import * as bookingForm from './bookingForm';
import * as bookingGroups from './bookingGroups';
import * as bookings from './bookings';
import * as cancellations from './cancellations';
import * as catalog from './catalog';
import * as chargeCalendar from './chargeCalendar';
import * as customers from './customers';
import * as dashboards from './dashboards';
import * as documents from './documents';
import * as invoices from './invoices';
import * as parkedOrders from './parkedOrders';
import * as receipts from './receipts';
import * as register from './register';
import * as sales from './sales';
import * as search from './search';
import * as seasons from './seasons';
import * as till from './till';
import type { Contract } from './define';

const isContract = (v: unknown): v is Contract =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

export const ALL_CONTRACTS: Contract[] = [
  availability,
  bookingForm,
  bookingGroups,
  bookings,
  cancellations,
  catalog,
  chargeCalendar,
  customers,
  dashboards,
  documents,
  invoices,
  parkedOrders,
  receipts,
  register,
  sales,
  search,
  seasons,
  till,
].flatMap((m) => Object.values(m).filter(isContract));
