import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A hash of the sources that decide what a seeded database holds (migrations, generator, the invoice
 * services that make its invoice history, domain rules): cached databases are reused only while it is unchanged.
 */
export function seedFingerprint(
  dirs = ['server/db/migrations', 'server/demo', 'server/invoices', 'src/domain'],
): string {
  const h = createHash('sha256');
  for (const dir of dirs) {
    for (const f of readdirSync(dir, { recursive: true }).map(String).sort()) {
      const path = join(dir, f);
      if (f.endsWith('.test.ts') || !statSync(path).isFile()) continue;
      h.update(f).update(readFileSync(path));
    }
  }
  return h.digest('hex').slice(0, 16);
}
