import { installCartPersistence } from './cartStore';
import { installRegisterScanner } from './scanRouting';

/** The till's console-wide pieces, once from main.tsx: the cart kept per workstation, and the scanner. */
export function installRegister(): () => void {
  const offCart = installCartPersistence();
  const offScanner = installRegisterScanner();
  return () => { offScanner(); offCart(); };
}
