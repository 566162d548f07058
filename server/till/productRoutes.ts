/**
 * POST products/create (money.md 7 Products; 'Skapa ny produkt', money.md 2): a cashier makes a
 * product at the till from an unknown scanned barcode. The rules are src/domain/productForm.ts,
 * the same the console's dialog shows; the server adds what only it knows for sure (live groups,
 * units, barcodes of every live product) in the transaction that inserts.
 * Permission: CREATE_PRODUCT_PERMISSION ('till'; see there why).
 */
import { eq, isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { serviceContext, type ServiceContext } from '../http/serviceContext';
import { validationError } from '../http/errors';
import type { z } from '../http/validation';
import { createProduct as createContract } from '../../src/contracts/till';
import { productGroups, products, units } from '../db/schema';
import { hasProductErrors, normalizeProduct, validateProduct, type ProductDraft } from '../../src/domain/productForm';
import { CREATE_PRODUCT_PERMISSION } from '../../src/domain/permissions';
import { serializeProduct } from './serialize';

/** Realtime: every console refetches GET products (src/data/stores.ts). */
export const PRODUCTS_UPDATED = { event: 'UpdateData', type: 'products' } as const;

// Shapes only; every rule with its Swedish text is validateProduct's.
const createBody = createContract.body;
type CreateBody = z.output<typeof createBody>;

function draftOf(b: CreateBody): ProductDraft {
  return {
    id: 0,
    name: b.name,
    product_group_id: b.product_group_id ?? null,
    price: b.price ?? null,
    barcode: b.barcode ?? '',
    gui_color: b.gui_color ?? 'blue',
    is_bulk: b.is_bulk === true || b.is_bulk === 1 ? 1 : 0,
    unit_id: b.unit_id ?? 1,
  };
}

const asFieldErrors = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v!]]));

export async function createProduct(ctx: ServiceContext, body: CreateBody) {
  const draft = draftOf(body);
  const { product, warnings } = await ctx.db.transaction(async (tx) => {
    const [others, groups, unit] = await Promise.all([
      tx
        .select({ id: products.id, name: products.name, barcode: products.barcode })
        .from(products)
        .where(isNull(products.deletedAt)),
      tx.select({ id: productGroups.id }).from(productGroups).where(isNull(productGroups.deletedAt)),
      tx.select({ id: units.id }).from(units).where(eq(units.id, draft.unit_id)),
    ]);
    const issues = validateProduct(draft, { others, groupIds: groups.map((g) => g.id) });
    const errors: Record<string, string> = { ...issues.errors };
    if (unit.length === 0) errors.unit_id = 'Okänd enhet';
    if (hasProductErrors({ errors, warnings: {} })) throw validationError(asFieldErrors(errors));
    const v = normalizeProduct(draft);
    const [row] = await tx
      .insert(products)
      .values({
        name: v.name,
        productGroupId: v.product_group_id!,
        price: v.price,
        barcode: v.barcode,
        guiColor: v.gui_color,
        isBulk: v.is_bulk === 1,
        unitId: v.unit_id,
        depositPrice: body.deposit_price ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    return { product: row, warnings: issues.warnings };
  });
  await ctx.publish(PRODUCTS_UPDATED.event, { type: PRODUCTS_UPDATED.type, product_id: product.id });
  return { product: serializeProduct(product), warnings: asFieldErrors(warnings) };
}

export function registerProductRoutes(r: TenantRouter) {
  r.post(
    'products/create',
    { permission: CREATE_PRODUCT_PERMISSION, body: createBody, response: createContract.response },
    async (ctx) => createProduct(serviceContext(ctx), ctx.body),
  );
}
