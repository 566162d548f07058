/**
 * Where a scan goes (money.md 2, 4; issue 5 "Scanner"): a product barcode adds the product (on the
 * register, or by going there), a booking number opens the booking (on the register: its cart),
 * an unknown barcode opens 'Skapa ny produkt' with it (or says 'Okänd produkt' to whom may not
 * create products), anything else warns 'Oidentifierat objekt'. A scan while that form is open fills
 * its Streckkod field instead.
 */
import { runtime$, session$ } from '../../data/session';
import { bookings$ } from '../../data/stores';
import { showSnackbar } from '../../data/snackbars';
import { can } from '../../domain/permissions';
import { parseScan, UNKNOWN_SCAN_TEXT } from '../../domain/scanParse';
import { createWedgeScanner } from '../../devices/scanner/wedgeDetector';
import { router } from '../../routes/router';
import { openBooking } from '../entity/open';
import { addProductAnywhere, isSaleScreen, productByBarcode } from './addFlow';
import { CREATE_PRODUCT_PERMISSION } from '../../domain/productForm';
import { fillScannedBarcode, openProductForm } from '../products/productFormStore';
import { noteScan } from '../units/scanLog';

/** money.md 8 "Unknown product name": for a user who may not create the product. */
export const UNKNOWN_PRODUCT_TEXT = 'Okänd produkt';

/** A product barcode typed in 'Ange streckkod' or scanned. */
export function handleProductBarcode(barcode: string) {
  // The item being created at the form is the one scanned: its code goes into the form.
  if (fillScannedBarcode(barcode)) return;
  const p = productByBarcode(barcode);
  if (p) addProductAnywhere(p);
  else if (can(session$.user.peek()?.level ?? '', CREATE_PRODUCT_PERMISSION)) openProductForm({ barcode, afterSave: 'cart' });
  else showSnackbar('warning', UNKNOWN_PRODUCT_TEXT);
}

export function handleScan(code: string) {
  // Scans on the login or lock screen mean nothing yet.
  if (runtime$.phase.peek() !== 'ready') return;
  const scan = parseScan(code);
  const level = session$.user.peek()?.level ?? '';
  if (scan.kind === 'product' && can(level, 'till')) { handleProductBarcode(scan.barcode); return; }
  if (scan.kind === 'booking' && !scan.group && can(level, 'readBookings')) {
    const b = Object.values(bookings$.peek()).find((x) => x.booking_number === scan.bookingNumber);
    if (b) {
      if (isSaleScreen(router.state.location.pathname)) void router.navigate({ to: `/register/booking/${b.id}` } as never);
      else openBooking(b.id);
      return;
    }
  }
  showSnackbar('warning', UNKNOWN_SCAN_TEXT);
}

/** The keyboard-wedge scanner for the whole console, routed here; installed once from main.tsx. */
export function installRegisterScanner(): () => void {
  const wedge = createWedgeScanner();
  const uninstall = wedge.install();
  const off = wedge.onScan((code) => { noteScan(code, 'wedge'); handleScan(code); });
  return () => { off(); uninstall(); };
}
