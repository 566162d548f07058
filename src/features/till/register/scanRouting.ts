/**
 * Where a scan goes (money.md 2, 4; issue 5 "Scanner"): a product barcode adds the product (on the
 * register, or by going there), a booking number opens the booking (on the register: its cart),
 * an unknown barcode opens 'Skapa ny produkt' with it (or says 'Okänd produkt' to whom may not
 * create products), anything else warns 'Oidentifierat objekt'. A scan while that form is open fills
 * its Streckkod field instead. A code failing its check digit (EAN-8/13, UPC-A) is refused with
 * 'Ogiltig streckkod' unless a product has exactly that code; a scan the console cannot take now
 * (login, loading, lock) or that arrived broken is refused visibly, never half done (issue 10).
 */
import { runtime$, session$ } from '../../../data/session';
import { bookings$ } from '../../../data/stores';
import { showSnackbar } from '../../../data/snackbars';
import { can } from '../../../domain/permissions';
import { INVALID_BARCODE_TEXT, parseScan, UNKNOWN_SCAN_TEXT } from '../../../domain/scanParse';
import { failsBarcodeCheck } from '../../../domain/numbers';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { openBooking } from '../../../shell/panes/open';
import { addProductAnywhere, isSaleScreen, productByBarcode } from './addFlow';
import { CREATE_PRODUCT_PERMISSION } from '../../../domain/permissions';
import { fillScannedBarcode, openProductForm } from '../products/productFormStore';
import { SCAN_NOT_READY_TEXT } from './scanTexts';

/** money.md 8 "Unknown product name": for a user who may not create the product. */
export const UNKNOWN_PRODUCT_TEXT = 'Okänd produkt';

/** A product barcode typed in 'Ange streckkod' or scanned. */
export function handleProductBarcode(barcode: string) {
  const p = productByBarcode(barcode);
  // A misread or shortened code: never a new product, nor the form's Streckkod.
  if (!p && failsBarcodeCheck(barcode)) {
    showSnackbar('warning', INVALID_BARCODE_TEXT);
    return;
  }
  // The item being created at the form is the one scanned: its code goes into the form.
  if (fillScannedBarcode(barcode)) return;
  if (p) addProductAnywhere(p);
  else if (can(session$.user.peek()?.level ?? '', CREATE_PRODUCT_PERMISSION))
    openProductForm({ barcode, afterSave: 'cart' });
  else showSnackbar('warning', UNKNOWN_PRODUCT_TEXT);
}

export function handleScan(code: string) {
  // Scans on the login, loading or lock screen cannot be taken yet: refused, visibly.
  if (runtime$.phase.peek() !== 'ready') {
    showSnackbar('warning', SCAN_NOT_READY_TEXT);
    return;
  }
  const scan = parseScan(code);
  const level = session$.user.peek()?.level ?? '';
  if (scan.kind === 'product' && can(level, 'till')) {
    handleProductBarcode(scan.barcode);
    return;
  }
  if (scan.kind === 'booking' && !scan.group && can(level, 'readBookings')) {
    const b = Object.values(bookings$.peek()).find((x) => x.booking_number === scan.bookingNumber);
    if (b) {
      if (isSaleScreen(currentLocation().pathname)) navigate({ to: `/register/booking/${b.id}` });
      else openBooking(b.id);
      return;
    }
  }
  showSnackbar('warning', UNKNOWN_SCAN_TEXT);
}
