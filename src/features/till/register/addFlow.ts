/**
 * Adding a product, from a layout button, a scan, the palette or ?product=: straight into the
 * cart, or first through the edit-charge dialog when it has no price or needs a delivery date
 * (money.md 2). Away from the register the product rides along to /register?product={id}.
 */
import { observable } from '@legendapp/state';
import { catalog$ } from '../../../data/stores';
import type { Product } from '../../../contracts/till';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { addProduct, type ProductLike } from './cartStore';

/** The product waiting in the edit-charge dialog ('Lägg till vara'), or null. */
export const pendingProduct$ = observable<Product | null>(null);

export const needsEditing = (p: Product): boolean =>
  !(typeof p.price === 'number' && p.price > 0) || !!p.requires_delivery_date;

/** The product with its group's VAT rate for the line (shown only; the server prices the sale). */
export function productLike(p: Product): ProductLike {
  const group = catalog$.productGroups.peek().find((g) => g.id === p.product_group_id);
  return {
    id: p.id,
    name: p.name,
    price: p.price ?? null,
    gui_color: p.gui_color ?? null,
    vat_rate: group?.vat_rate ?? null,
    is_bulk: p.is_bulk ?? null,
  };
}

export const productById = (id: number): Product | null => catalog$.products.peek().find((p) => p.id === id) ?? null;

/** A scanned code against the products' barcodes; a UPC-A (12 digits) also matches its EAN-13 form. */
export function productByBarcode(code: string): Product | null {
  const wanted = new Set([
    code,
    code.length === 12 ? `0${code}` : code,
    code.length === 13 && code.startsWith('0') ? code.slice(1) : code,
  ]);
  return catalog$.products.peek().find((p) => p.barcode && wanted.has(String(p.barcode))) ?? null;
}

/** The register's sale screen (not the checkout mode of a booking). */
export function isSaleScreen(path: string): boolean {
  return /^\/register(\/|$)/.test(path) && !/\/checkout\/?$/.test(path);
}

/** Adds `p` now, or opens the edit-charge dialog for it. Returns the new line id when added. */
export function requestAddProduct(p: Product): string | null {
  if (needsEditing(p)) {
    pendingProduct$.set(p);
    return null;
  }
  return addProduct(productLike(p));
}

/** From anywhere: on the register add at once, elsewhere go to the register with ?product=. */
export function addProductAnywhere(p: Product) {
  if (isSaleScreen(currentLocation().pathname)) requestAddProduct(p);
  else navigate({ to: '/register', search: { product: p.id } });
}
