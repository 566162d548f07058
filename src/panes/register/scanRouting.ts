/**
 * Where a scan goes (money.md 2, 4; issue 5 "Scanner"): a product barcode adds the product (on the
 * register, or by going there), a booking number opens the booking (on the register: its cart),
 * an unknown barcode says 'Okänd produkt', anything else warns 'Oidentifierat objekt'.
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

/** money.md 8 "Unknown product name"; 'Skapa ny produkt' with the barcode comes with the products area. */
export const UNKNOWN_PRODUCT_TEXT = 'Okänd produkt';

/** A product barcode typed in 'Ange streckkod' or scanned. */
export function handleProductBarcode(barcode: string) {
  const p = productByBarcode(barcode);
  if (p) addProductAnywhere(p);
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
  const off = wedge.onScan(handleScan);
  return () => { off(); uninstall(); };
}
