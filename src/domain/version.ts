/**
 * App version and the client/server compatibility check: the server announces a
 * minimum client version and older consoles are asked to reload.
 */

export const APP_VERSION = '3.1.14';
export const APP_VERSION_NAME = 'Busy Bear';

/**
 * Parses a dotted numeric version ('3.1.14', 'v3.2', ' 3 '). Surrounding
 * whitespace and one leading 'v' are tolerated; anything else (pre-release tags
 * like '3.1.14-beta', empty parts, non-digits) makes it unparsable → null.
 */
export function parseVersion(s: unknown): number[] | null {
  if (typeof s !== 'string') return null;
  const m = /^v?(\d+(?:\.\d+)*)$/.exec(s.trim());
  if (!m) return null;
  const parts = m[1].split('.').map(Number);
  return parts.every(Number.isSafeInteger) ? parts : null;
}

/**
 * Numeric, part-by-part comparison: '3.1.9' < '3.1.14' < '3.2'. Missing parts
 * count as 0, so '3.2' equals '3.2.0'. Unparsable strings sort below every
 * valid version and equal to each other, so the function is a total order
 * usable with Array.prototype.sort.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * True when the client must upgrade. An unparsable (or missing) client version
 * counts as below the minimum: we cannot vouch for it. An unparsable minimum is a
 * server configuration error and enforces nothing (returns false) rather than
 * locking every console out; validate it at startup with parseVersion.
 */
export function isBelowMinimum(client: string | null | undefined, minimum: string): boolean {
  if (parseVersion(minimum) === null) return false;
  if (parseVersion(client) === null) return true;
  return compareVersions(client as string, minimum) < 0;
}
