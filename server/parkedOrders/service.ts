// Parked orders ("Parkerade notor", money.md 4): named carts whose charges wait for a sale.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { charges, parkedOrders, products } from '../db/schema';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, isUniqueViolation, unprocessable, validationError } from '../http/errors';
import { serializeCharge } from '../till/serialize';
import { PRICE_TEXTS, toDiscountType } from '../../src/domain/discount';
import { discountForPrice } from '../sales/pricing';
import { evenShares, isWholeUnits, SPLIT_TEXTS, type SplitCharge } from '../../src/domain/split';
import { INPUT_TEXTS, lineTotalsProblems, type Line } from '../../src/domain/input';

type Ctx = ServiceContext;
type OrderRow = typeof parkedOrders.$inferSelect;

export interface ChargeInput {
  id?: number;
  client_id?: string | null;
  product_id: number;
  position_id?: number | null;
  quantity: number;
  price: number;
  original_price?: number | null;
  discount_type?: 'none' | 'fixed' | 'flat' | 'percent' | null;
  discount_value: number;
  caption?: string | null;
  note?: string | null;
  delivery_date?: string | null;
}

export const orderErrors = {
  notFound: () => new AppError(404, 'parked_order_not_found', 'Den parkerade notan hittades inte.'),
  nameExists: (name: string, orderId: number) =>
    unprocessable('order_name_exists', `Det finns redan en parkerad nota med namnet ${name}.`, null, {
      order_id: orderId,
    }),
};
export const ALREADY_DELETED = 'parked_order_already_deleted';

const nameKey = (name: string) => sql`lower(btrim(${name}))`;

export async function loadOrders(db: DbOrTx, ids?: number[]) {
  const orders = await db
    .select()
    .from(parkedOrders)
    .where(and(isNull(parkedOrders.deletedAt), ids ? inArray(parkedOrders.id, ids) : undefined))
    .orderBy(asc(parkedOrders.createdAt), asc(parkedOrders.id));
  if (orders.length === 0) return [];
  const lines = await db
    .select({ charge: charges, product: products })
    .from(charges)
    .innerJoin(products, eq(products.id, charges.productId))
    .where(
      and(
        inArray(
          charges.parkedOrderId,
          orders.map((o) => o.id),
        ),
        isNull(charges.deletedAt),
        eq(charges.status, 'parked'),
      ),
    )
    .orderBy(asc(charges.createdAt), asc(charges.id));
  return orders.map((o) => ({
    id: o.id,
    name: o.name,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    charges: lines.filter((l) => l.charge.parkedOrderId === o.id).map((l) => serializeCharge(l.charge, l.product)),
  }));
}

export async function loadOrder(db: DbOrTx, id: number) {
  const [order] = await loadOrders(db, [id]);
  if (!order) throw orderErrors.notFound();
  return order;
}

async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow> {
  const [order] = await tx.select().from(parkedOrders).where(eq(parkedOrders.id, id)).for('update');
  if (!order || order.deletedAt) throw orderErrors.notFound();
  return order;
}

async function orderNamed(tx: DbOrTx, name: string, exceptId?: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(parkedOrders)
    .where(
      and(
        isNull(parkedOrders.deletedAt),
        sql`lower(btrim(${parkedOrders.name})) = ${nameKey(name)}`,
        exceptId != null ? ne(parkedOrders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** A free name like "Bord 4 (2/3)": taken names get a counter. */
async function freeName(tx: DbOrTx, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    if (!(await orderNamed(tx, name))) return name;
  }
}

async function liveCharges(tx: DbOrTx, orderId: number) {
  return tx
    .select()
    .from(charges)
    .where(and(eq(charges.parkedOrderId, orderId), isNull(charges.deletedAt), eq(charges.status, 'parked')))
    .orderBy(asc(charges.createdAt), asc(charges.id));
}

/**
 * Unknown or deleted products are refused per line ("Okänd produkt"), before anything is written. The
 * original price is the product's, never the client's: a parked line is sold as it is stored, so a
 * price set by hand must stay a visible discount from it (as server/sales/cart.ts prices free items).
 */
async function checkProducts(tx: DbOrTx, items: ChargeInput[]): Promise<ChargeInput[]> {
  const ids = [...new Set(items.map((i) => i.product_id))];
  const found = ids.length
    ? await tx
        .select({ id: products.id, price: products.price })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
    : [];
  const priceOf = new Map(found.map((p) => [p.id, p.price]));
  const errors: Record<string, string[]> = {};
  const priced = items.map((i, k) => {
    if (!priceOf.has(i.product_id)) {
      errors[`items.${k}.product_id`] = ['Okänd produkt'];
      return i;
    }
    const original = priceOf.get(i.product_id)! > 0 ? priceOf.get(i.product_id)! : null;
    const type = i.discount_type ?? 'none';
    if (type === 'none' || type === 'fixed') {
      const d = discountForPrice(i.price, original);
      return { ...i, original_price: original, discount_type: d.type, discount_value: d.value };
    }
    if (original != null && i.price !== original) errors[`items.${k}.price`] = [PRICE_TEXTS.fromOriginal];
    return { ...i, original_price: original };
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return priced;
}

/** The orders' lines with `extra` added must keep the bounded order total (parking onto a name, merging). */
async function checkOrderTotal(tx: DbOrTx, orderIds: number[], extra: Line[], field: string) {
  const rows = await tx
    .select({ price: charges.price, quantity: charges.quantity })
    .from(charges)
    .where(and(inArray(charges.parkedOrderId, orderIds), isNull(charges.deletedAt), eq(charges.status, 'parked')));
  if (lineTotalsProblems([...rows, ...extra])['']) throw validationError({ [field]: [INPUT_TEXTS.orderTooBig] });
}

const chargeValues = (i: ChargeInput) => ({
  clientId: i.client_id ?? null,
  productId: i.product_id,
  positionId: i.position_id ?? null,
  quantity: i.quantity,
  price: i.price,
  originalPrice: i.original_price ?? null,
  discountType: i.discount_type ?? 'none',
  discountValue: i.discount_value,
  caption: i.caption ?? null,
  note: i.note ?? null,
  deliveryDate: i.delivery_date ?? null,
});

async function insertCharges(tx: DbOrTx, orderId: number, items: ChargeInput[], now: Date) {
  if (items.length === 0) return;
  await tx.insert(charges).values(
    items.map((i) => ({
      ...chargeValues(i),
      parkedOrderId: orderId,
      status: 'parked',
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Runs a write; a race on the unique name index gives the same answer as the check before it. */
async function write<T>(ctx: Ctx, name: string | null, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (e) {
    if (name != null && isUniqueViolation(e)) {
      const other = await orderNamed(ctx.db, name);
      if (other) throw orderErrors.nameExists(other.name, other.id);
    }
    throw e;
  }
}

const saved = (ctx: Ctx, ids: number[]) => ctx.publish('ParkedOrdersSaved', { parked_order_ids: ids });

export async function createOrder(ctx: Ctx, name: string, items: ChargeInput[]) {
  const id = await write(ctx, name, async (tx) => {
    const other = await orderNamed(tx, name);
    if (other) throw orderErrors.nameExists(other.name, other.id);
    const priced = await checkProducts(tx, items);
    const [order] = await tx.insert(parkedOrders).values({ name, createdAt: ctx.now, updatedAt: ctx.now }).returning();
    await insertCharges(tx, order.id, priced, ctx.now);
    return order.id;
  });
  await saved(ctx, [id]);
  return { parked_order: await loadOrder(ctx.db, id) };
}

/**
 * Replace (default): the order's charges become `items`; a line with the id of one of its charges
 * updates that charge, the others are removed. Add: `items` are appended (parking onto an existing name).
 */
export async function updateOrder(ctx: Ctx, id: number, items: ChargeInput[], add: boolean) {
  await write(ctx, null, async (tx) => {
    await lockOrder(tx, id);
    items = await checkProducts(tx, items);
    if (add) {
      await checkOrderTotal(tx, [id], items, 'items');
      await insertCharges(
        tx,
        id,
        items.map(({ id: _id, ...rest }) => rest),
        ctx.now,
      );
    } else {
      const current = await liveCharges(tx, id);
      const currentIds = new Set(current.map((c) => c.id));
      const kept = items.filter((i) => i.id != null && currentIds.has(i.id));
      for (const i of kept)
        await tx
          .update(charges)
          .set({ ...chargeValues(i), updatedAt: ctx.now })
          .where(eq(charges.id, i.id!));
      const keptIds = new Set(kept.map((i) => i.id));
      const gone = current.filter((c) => !keptIds.has(c.id)).map((c) => c.id);
      if (gone.length)
        await tx.update(charges).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(inArray(charges.id, gone));
      await insertCharges(
        tx,
        id,
        items.filter((i) => !(i.id != null && currentIds.has(i.id))),
        ctx.now,
      );
    }
    await tx.update(parkedOrders).set({ updatedAt: ctx.now }).where(eq(parkedOrders.id, id));
  });
  await saved(ctx, [id]);
  return { parked_order: await loadOrder(ctx.db, id) };
}

/** Renames; an existing name is answered with its order id so the client can offer a merge (merge_into). */
export async function renameOrder(ctx: Ctx, id: number, name: string, mergeInto: number | undefined) {
  if (mergeInto != null) {
    if (mergeInto === id) throw validationError({ merge_into: ['En nota kan inte slås ihop med sig själv'] });
    await write(ctx, null, async (tx) => {
      await lockOrder(tx, id);
      await lockOrder(tx, mergeInto);
      await checkOrderTotal(tx, [id, mergeInto], [], 'merge_into');
      await tx
        .update(charges)
        .set({ parkedOrderId: mergeInto, updatedAt: ctx.now })
        .where(and(eq(charges.parkedOrderId, id), isNull(charges.deletedAt), eq(charges.status, 'parked')));
      await tx.update(parkedOrders).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(parkedOrders.id, id));
      await tx.update(parkedOrders).set({ updatedAt: ctx.now }).where(eq(parkedOrders.id, mergeInto));
    });
    await ctx.publish('ParkedOrderRemoved', { parked_order_id: id });
    await saved(ctx, [mergeInto]);
    return { parked_order: await loadOrder(ctx.db, mergeInto), removed_parked_order_id: id };
  }
  await write(ctx, name, async (tx) => {
    await lockOrder(tx, id);
    const other = await orderNamed(tx, name, id);
    if (other) throw orderErrors.nameExists(other.name, other.id);
    await tx.update(parkedOrders).set({ name, updatedAt: ctx.now }).where(eq(parkedOrders.id, id));
  });
  await saved(ctx, [id]);
  return { parked_order: await loadOrder(ctx.db, id) };
}

/** Which of these charges' products are sold in bulk (by weight or volume: may be split into fractions). */
async function bulkProducts(tx: DbOrTx, rows: { productId: number }[]): Promise<Set<number>> {
  const ids = [...new Set(rows.map((r) => r.productId))];
  if (ids.length === 0) return new Set();
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isBulk, true)));
  return new Set(found.map((p) => p.id));
}

const pricingOf = (c: typeof charges.$inferSelect, bulk: Set<number>): SplitCharge => ({
  quantity: c.quantity,
  price: c.price,
  originalPrice: c.originalPrice,
  discountType: toDiscountType(c.discountType),
  discountValue: c.discountValue ?? 0,
  isBulk: bulk.has(c.productId),
});

/** Splits every charge evenly; the order keeps the first part, the others become "{name} (k/n)". */
export async function splitEvenly(ctx: Ctx, id: number, parts: number) {
  const ids = await write(ctx, null, async (tx) => {
    const order = await lockOrder(tx, id);
    const current = await liveCharges(tx, id);
    // Unit goods in whole units, bulk goods in fractions whose amounts add up to the öre (src/domain/split.ts).
    const bulk = await bulkProducts(tx, current);
    const shares = current.map((c) => evenShares(pricingOf(c, bulk), parts));
    for (let k = 1; k < parts; k++) {
      if (shares.every((s) => s[k] === 0)) throw validationError({ parts: [SPLIT_TEXTS.tooFew] });
    }
    const created: number[] = [];
    for (let k = 1; k < parts; k++) {
      const [part] = await tx
        .insert(parkedOrders)
        .values({
          name: await freeName(tx, `${order.name} (${k + 1}/${parts})`),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      created.push(part.id);
      const lines = current.map((c, i) => ({ c, q: shares[i][k] })).filter((x) => x.q !== 0);
      if (lines.length) {
        await tx.insert(charges).values(
          lines.map(({ c, q }) => ({
            ...copyOfCharge(c),
            parkedOrderId: part.id,
            quantity: q,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        );
      }
    }
    for (let i = 0; i < current.length; i++) {
      await tx.update(charges).set({ quantity: shares[i][0], updatedAt: ctx.now }).where(eq(charges.id, current[i].id));
    }
    await tx.update(parkedOrders).set({ updatedAt: ctx.now }).where(eq(parkedOrders.id, id));
    return [id, ...created];
  });
  await saved(ctx, ids);
  return { parked_orders: await loadOrders(ctx.db, ids) };
}

function copyOfCharge(c: typeof charges.$inferSelect) {
  const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, ...rest } = c;
  return rest;
}

/** Moves the chosen quantities of chosen charges to a new order. */
export async function splitManually(
  ctx: Ctx,
  id: number,
  moves: { id: number; quantity: number }[],
  name: string | undefined,
) {
  const newId = await write(ctx, name ?? null, async (tx) => {
    const order = await lockOrder(tx, id);
    const current = await liveCharges(tx, id);
    const byId = new Map(current.map((c) => [c.id, c]));
    const bulk = await bulkProducts(tx, current);
    const errors: Record<string, string[]> = {};
    moves.forEach((m, k) => {
      const c = byId.get(m.id);
      if (!c) errors[`charges.${k}.id`] = ['Varan finns inte på notan'];
      else if (Math.sign(m.quantity) !== Math.sign(c.quantity) || Math.abs(m.quantity) > Math.abs(c.quantity)) {
        errors[`charges.${k}.quantity`] = ['Antalet kan inte vara större än antalet på notan'];
      } else if (m.quantity !== c.quantity && !bulk.has(c.productId) && !isWholeUnits(m.quantity)) {
        // Part of a unit good moves in whole units: no half cans (the line's own fraction moves only with all of it).
        errors[`charges.${k}.quantity`] = [SPLIT_TEXTS.wholeUnits];
      }
    });
    if (new Set(moves.map((m) => m.id)).size !== moves.length) errors.charges = ['Varje vara kan bara väljas en gång'];
    const movesAll = current.every((c) => moves.some((m) => m.id === c.id && m.quantity === c.quantity));
    if (movesAll) errors.charges = ['Minst en vara måste vara kvar på notan'];
    if (Object.keys(errors).length) throw validationError(errors);
    if (name != null) {
      const other = await orderNamed(tx, name);
      if (other) throw orderErrors.nameExists(other.name, other.id);
    }
    const [part] = await tx
      .insert(parkedOrders)
      .values({ name: name ?? (await freeName(tx, `${order.name} (2)`)), createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    for (const m of moves) {
      const c = byId.get(m.id)!;
      if (m.quantity === c.quantity) {
        await tx.update(charges).set({ parkedOrderId: part.id, updatedAt: ctx.now }).where(eq(charges.id, c.id));
      } else {
        await tx
          .update(charges)
          .set({ quantity: c.quantity - m.quantity, updatedAt: ctx.now })
          .where(eq(charges.id, c.id));
        await tx.insert(charges).values({
          ...copyOfCharge(c),
          parkedOrderId: part.id,
          quantity: m.quantity,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
      }
    }
    await tx.update(parkedOrders).set({ updatedAt: ctx.now }).where(eq(parkedOrders.id, id));
    return part.id;
  });
  await saved(ctx, [id, newId]);
  return { parked_orders: await loadOrders(ctx.db, [id, newId]) };
}

/** Soft-deletes the order and its charges; an order already deleted is a success (money.md 8). */
export async function deleteOrder(ctx: Ctx, id: number): Promise<{ alreadyDeleted: boolean }> {
  const alreadyDeleted = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(parkedOrders).where(eq(parkedOrders.id, id)).for('update');
    if (!order) throw orderErrors.notFound();
    if (order.deletedAt) return true;
    await tx
      .update(charges)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(charges.parkedOrderId, id), isNull(charges.deletedAt), eq(charges.status, 'parked')));
    await tx.update(parkedOrders).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(parkedOrders.id, id));
    return false;
  });
  if (!alreadyDeleted) await ctx.publish('ParkedOrderRemoved', { parked_order_id: id });
  return { alreadyDeleted };
}
