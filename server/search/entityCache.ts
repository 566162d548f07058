import type { DbOrTx } from '../db/client';
import { entityIndexJson } from './entities';

export async function entityIndex(db: DbOrTx, now: Date, since?: Date): Promise<string> {
  return entityIndexJson(db, now, since);
}
