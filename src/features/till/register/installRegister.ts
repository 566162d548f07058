import { runtime$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { addKeyPreHandler, takeEarlyKeys } from '../../../commands/keys';
import { createWedgeScanner } from '../../../devices/scanner/wedgeDetector';
import { noteScan } from '../units/scanLog';
import { installCartPersistence } from './cartStore';
import { SCAN_BROKEN_TEXT, SCAN_NOT_READY_TEXT } from './scanTexts';
import { installSoldLines } from './soldLines';

/** The till's console-wide pieces, once from main.tsx: the cart kept per workstation, sold lines leaving it, and the scanner. */
export function installRegister(): () => void {
  const offCart = installCartPersistence();
  const offSold = installSoldLines();
  const offScanner = installRegisterScanner();
  return () => {
    offScanner();
    offSold();
    offCart();
  };
}

/**
 * The keyboard-wedge scanner for the whole console, from the first key. Where a scan goes
 * (scanRouting: products, bookings, the router) loads with the shell, not with the login page.
 */
export function installRegisterScanner(): () => void {
  // On the page's one key listener, ahead of every hotkey; with the keys pressed while the console loaded.
  const wedge = createWedgeScanner({ attach: addKeyPreHandler, earlyKeys: takeEarlyKeys });
  // Listeners first: install hands over the keys pressed while the console loaded.
  const off = wedge.onScan((code) => {
    noteScan(code, 'wedge');
    if (runtime$.phase.peek() !== 'ready') {
      showSnackbar('warning', SCAN_NOT_READY_TEXT);
      return;
    }
    void import('./scanRouting').then((m) => m.handleScan(code));
  });
  const offBroken = wedge.onBroken(() => showSnackbar('warning', SCAN_BROKEN_TEXT));
  const uninstall = wedge.install();
  return () => {
    off();
    offBroken();
    uninstall();
  };
}
