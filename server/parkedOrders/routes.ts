import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { id, idParam, isoDate, lines, MAX_LINES, money, quantity, text } from '../../src/domain/input';
import {
  ALREADY_DELETED,
  createOrder,
  deleteOrder,
  loadOrder,
  loadOrders,
  renameOrder,
  splitEvenly,
  splitManually,
  updateOrder,
} from './service';
import { parkedOrders } from '../../src/contracts/parkedOrders';

const orderId = () => id('Välj en parkerad nota');
const name = () => text('Ange ett namn').trim().min(1, 'Ange ett namn').max(100);
const qty = () => quantity({ error: 'Ange ett antal' });

const item = z
  .object({
    id: id().optional(),
    client_id: text().max(100).nullish(),
    product_id: id('Välj en produkt'),
    position_id: id().nullish(),
    quantity: qty(),
    price: money({
      error: 'Ange ett pris',
      negative: 'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer',
    }),
    original_price: money().nullish(),
    discount_type: z.enum(['none', 'fixed', 'flat', 'percent']).nullish(),
    discount_value: money({ negative: 'Rabatten kan inte vara negativ' }).default(0),
    caption: text().max(255).nullish(),
    note: text().max(255).nullish(),
    delivery_date: isoDate().nullish(),
  })
  .superRefine((i, ctx) => {
    // money.md 4 "Discount on a charge": percent at most 100 %, flat at most the price, fixed needs an original price.
    if (i.discount_type === 'percent' && i.discount_value > 10_000)
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'Rabatten kan vara högst 100 %' });
    if (i.discount_type === 'flat' && i.discount_value > i.price)
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'Rabatten kan inte vara större än priset' });
    if (i.discount_type === 'fixed' && i.original_price == null)
      ctx.addIssue({ code: 'custom', path: ['discount_type'], message: 'Fast pris kräver ett ursprungligt pris' });
  });
const items = lines(item);

const createBody = z.object({ name: name(), items: items.min(1, 'Lägg till minst en vara') });
const updateBody = z.object({ id: orderId(), items, add: z.boolean().default(false) });
const renameBody = z.object({ id: orderId(), name: name(), merge_into: orderId().optional() });
const evenBody = z.object({
  id: orderId(),
  parts: z.number({ error: 'Ange antal delar' }).int().min(2, 'Minst 2 delar').max(50, 'Högst 50 delar'),
});
const manualBody = z.object({
  id: orderId(),
  name: name().optional(),
  charges: z
    .array(z.object({ id: id(), quantity: qty() }))
    .min(1, 'Välj minst en vara')
    .max(MAX_LINES),
});

/** Parked orders under parked-orders/… (the spec names the verbs: create, update, update-order-name, split-…, delete). */
export function registerParkedOrderRoutes(r: TenantRouter) {
  r.get('parked-orders', { permission: 'till', response: parkedOrders.response }, async (ctx) => ({
    parked_orders: await loadOrders(ctx.db),
  }));

  r.get(
    'parked-orders/get-parked-order',
    { permission: 'till', query: z.object({ id: idParam('Välj en parkerad nota') }) },
    async (ctx) => ({ parked_order: await loadOrder(ctx.db, ctx.query.id) }),
  );

  r.post('parked-orders/create', { permission: 'till', body: createBody }, async (ctx) =>
    createOrder(serviceContext(ctx), ctx.body.name, ctx.body.items),
  );

  r.post('parked-orders/update', { permission: 'till', body: updateBody }, async (ctx) =>
    updateOrder(serviceContext(ctx), ctx.body.id, ctx.body.items, ctx.body.add),
  );

  r.post('parked-orders/update-order-name', { permission: 'till', body: renameBody }, async (ctx) =>
    renameOrder(serviceContext(ctx), ctx.body.id, ctx.body.name, ctx.body.merge_into),
  );

  r.post('parked-orders/split-order-evenly', { permission: 'till', body: evenBody }, async (ctx) =>
    splitEvenly(serviceContext(ctx), ctx.body.id, ctx.body.parts),
  );

  r.post('parked-orders/split-order-manually', { permission: 'till', body: manualBody }, async (ctx) =>
    splitManually(serviceContext(ctx), ctx.body.id, ctx.body.charges, ctx.body.name),
  );

  // An order already deleted is answered as a success carrying the spec's code, so the client drops it too.
  r.delete('parked-orders/delete', { permission: 'till', body: z.object({ id: orderId() }) }, async (ctx) => {
    const { alreadyDeleted } = await deleteOrder(serviceContext(ctx), ctx.body.id);
    if (alreadyDeleted) {
      return ctx.reply.send({
        status: 'success',
        data: { id: ctx.body.id },
        error_code: ALREADY_DELETED,
        error_message: null,
      });
    }
    return { id: ctx.body.id };
  });
}
