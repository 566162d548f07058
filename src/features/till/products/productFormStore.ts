/**
 * 'Skapa ny produkt' (money.md 2): who opened it and with what. The barcode lives here, not in
 * the dialog, because a scan while the form is open fills it (src/features/till/register/scanRouting.ts).
 */
import { observable } from '@legendapp/state';
import { settleInput } from '../../../data/dialogs';

/** What happens with the product once saved: into the cart (from a scan or on the register) or nothing. */
export type AfterSave = 'cart' | 'none';

export interface ProductFormRequest {
  /** A new number per opening, so the form starts fresh. */
  seq: number;
  barcode: string;
  productGroupId: number | null;
  afterSave: AfterSave;
}

export const productForm$ = observable<ProductFormRequest | null>(null);
/** True while the barcode sub-dialog ('Ange streckkod') was opened by the form. */
export const productBarcodeAsking$ = observable(false);
let seq = 0;

export function openProductForm(
  prefill: { barcode?: string | null; productGroupId?: number | null; afterSave?: AfterSave } = {},
) {
  productForm$.set({
    seq: ++seq,
    barcode: prefill.barcode?.trim() ?? '',
    productGroupId: prefill.productGroupId ?? null,
    afterSave: prefill.afterSave ?? 'none',
  });
}

export function closeProductForm() {
  productForm$.set(null);
}

export const isProductFormOpen = () => productForm$.peek() != null;

/**
 * A scan while the form is open goes into its Streckkod field (the cashier is scanning the item
 * being created), also when the barcode sub-dialog is open: that one closes with the code.
 * Returns false when no form is open.
 */
export function fillScannedBarcode(code: string): boolean {
  if (!productForm$.peek()) return false;
  productForm$.barcode.set(code);
  if (productBarcodeAsking$.peek()) settleInput(code);
  return true;
}
