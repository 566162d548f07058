// Parked orders (parked-orders/…): a named order of charges waiting to be paid.
import { z } from 'zod';
import { charge } from './till';
import { contract } from './define';

export const parkedOrder = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  charges: z.array(charge),
});
export type ParkedOrder = z.output<typeof parkedOrder>;
export const parkedOrders = contract('GET', 'parked-orders', {
  response: z.strictObject({ parked_orders: z.array(parkedOrder) }),
});
