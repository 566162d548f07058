import { hmacSha256Sync } from '../../src/devices/controlUnit/hmac';
import { formatControlCode } from '../../src/devices/controlUnit/simulator';

/** A control code of the contract's form for tests, different for each seed ('CODE-1' → 'XXXX-…'). */
export const controlCode = (seed: string | number) =>
  formatControlCode(hmacSha256Sync(new TextEncoder().encode('test'), new TextEncoder().encode(String(seed))));
