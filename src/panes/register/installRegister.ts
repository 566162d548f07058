import { installCartPersistence } from './cartStore';
import { installRegisterScanner } from './scanRouting';
import { installSoldLines } from './soldLines';

/** The till's console-wide pieces, once from main.tsx: the cart kept per workstation, sold lines leaving it, and the scanner. */
export function installRegister(): () => void {
  const offCart = installCartPersistence();
  const offSold = installSoldLines();
  const offScanner = installRegisterScanner();
  return () => { offScanner(); offSold(); offCart(); };
}
