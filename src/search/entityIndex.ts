// Struct-of-arrays index of palette entities: one normalised haystack string per entity plus a
// few typed columns. No per-entity objects, so 150k entities stay small and scans stay fast.
import { buildHaystack } from './haystack';

export type EntityType = 'booking' | 'customer' | 'position' | 'product' | 'booking_group';
export const ENTITY_TYPES: readonly EntityType[] = ['booking', 'customer', 'position', 'product', 'booking_group'];

export interface PaletteEntity {
  type: EntityType;
  id: number;
  title: string;
  subtitle?: string;
  keywords?: string[];
  /** Higher = more relevant (e.g. current and upcoming bookings); breaks ties between equal matches. */
  rank?: number;
}

// One typed array per field. The haystack fields are documented on Haystack (haystack.ts).
const COLUMNS = {
  titleEnd: Uint16Array,
  digitsStart: Uint16Array,
  digitsTitleEnd: Uint16Array,
  mask: Int32Array,
  pairs: Int32Array,
  triples: Int32Array,
  nums: Int32Array,
  tmask: Int32Array,
  tpairs: Int32Array,
  tdigits: Uint16Array,
  head: Uint32Array,
  head2: Uint32Array,
  /** Index into ENTITY_TYPES, or DEAD. */
  type: Uint8Array,
  id: Float64Array,
  rank: Float64Array,
} as const;
type ColumnName = keyof typeof COLUMNS;
const COLUMN_NAMES = Object.keys(COLUMNS) as ColumnName[];

/** Columns read by the matcher; treat them as read-only. Slot order is insertion order. */
export type IndexColumns = { [K in ColumnName]: InstanceType<(typeof COLUMNS)[K]> } & {
  /** Slots in use, removed ones included (their type is DEAD). */
  count: number;
  hay: string[];
  /** Raw titles, kept only where normalising was not 1:1 (needed to map highlight ranges back). */
  rawTitle: Map<number, string>;
};

export interface EntityIndex {
  readonly size: number;
  /** Bumped on every change: the matcher reuses earlier candidates only within one version. */
  readonly version: number;
  readonly cols: IndexColumns;
  /** Adds entities; one already present (same type and id) is replaced in place. */
  add(entities: readonly PaletteEntity[]): void;
  upsert(entity: PaletteEntity): void;
  remove(type: EntityType, id: number): boolean;
  /** Approximate heap bytes held by the index. */
  bytes(): number;
}

export const DEAD = 255;
const TYPE_CODE = new Map(ENTITY_TYPES.map((t, i) => [t, i]));

function typeCode(type: EntityType): number {
  const code = TYPE_CODE.get(type);
  if (code === undefined) throw new Error(`Unknown palette entity type ${type}`);
  return code;
}

function emptyColumns(capacity: number): IndexColumns {
  const c = { count: 0, hay: [] as string[], rawTitle: new Map<number, string>() } as IndexColumns;
  for (const k of COLUMN_NAMES) (c as Record<ColumnName, unknown>)[k] = new COLUMNS[k](capacity);
  return c;
}

class Index implements EntityIndex {
  cols = emptyColumns(1024);
  size = 0;
  version = 0;
  // Open-addressing hash (type, id) → slot + 1; 0 = empty. Far smaller than a Map at 150k.
  private table = new Int32Array(2048);

  add(entities: readonly PaletteEntity[]) {
    // A bulk load sizes the columns once, with little slack (memory matters at 150k).
    const need = this.cols.count + entities.length;
    if (need > this.cols.type.length) this.grow(need + (need >> 4));
    for (const e of entities) this.put(e);
    this.version++;
  }

  upsert(entity: PaletteEntity) {
    this.put(entity);
    this.version++;
  }

  remove(type: EntityType, id: number): boolean {
    const slot = this.find(typeCode(type), id);
    if (slot < 0) return false;
    const c = this.cols;
    c.type[slot] = DEAD; // stays in the hash as a tombstone until the next compaction
    c.hay[slot] = '';
    c.rawTitle.delete(slot);
    this.size--;
    this.version++;
    const dead = c.count - this.size;
    if (dead > 1024 && dead * 4 > c.count) this.compact();
    return true;
  }

  bytes(): number {
    const c = this.cols;
    let n = this.table.byteLength + c.hay.length * 8;
    for (const k of COLUMN_NAMES) n += c[k].byteLength;
    for (let i = 0; i < c.count; i++) {
      const s = c.hay[i];
      // V8 stores Latin-1 text (å ä ö included) one byte per char; header ~16 bytes.
      n += 16 + (/[^\x00-\xff]/.test(s) ? 2 : 1) * s.length;
    }
    for (const s of c.rawTitle.values()) n += 16 + 2 * s.length + 40;
    return n;
  }

  private put(e: PaletteEntity) {
    const code = typeCode(e.type);
    if (!Number.isFinite(e.id)) throw new Error(`Palette entity id must be a number, got ${e.id}`);
    let slot = this.find(code, e.id);
    const c0 = this.cols;
    if (slot < 0) {
      if (c0.count === c0.type.length) this.grow(c0.count + (c0.count >> 1));
      // Load factor up to 3/4: linear probing is still short there, and the table stays small.
      if ((c0.count + 1) * 4 > this.table.length * 3) this.rehash(this.table.length * 2);
      const c = this.cols;
      slot = c.count++;
      c.type[slot] = code;
      c.id[slot] = e.id;
      this.insert(slot);
      this.size++;
    }
    const c = this.cols;
    const h = buildHaystack(e.title, e.subtitle, e.keywords);
    c.hay[slot] = h.hay;
    // Spelled out: a loop over the column names makes these stores megamorphic and the build slow.
    c.titleEnd[slot] = h.titleEnd;
    c.digitsStart[slot] = h.digitsStart;
    c.digitsTitleEnd[slot] = h.digitsTitleEnd;
    c.mask[slot] = h.mask;
    c.pairs[slot] = h.pairs;
    c.triples[slot] = h.triples;
    c.nums[slot] = h.nums;
    c.tmask[slot] = h.tmask;
    c.tpairs[slot] = h.tpairs;
    c.tdigits[slot] = h.tdigits;
    c.head[slot] = h.head;
    c.head2[slot] = h.head2;
    c.rank[slot] = Number.isFinite(e.rank) ? e.rank! : 0; // NaN would break the ordering
    if (h.titleMap) c.rawTitle.set(slot, e.title);
    else c.rawTitle.delete(slot);
  }

  private hash(code: number, id: number): number {
    return (Math.imul((id | 0) ^ Math.imul(code + 1, 0x27d4eb2d), 0x9e3779b1) >>> 0) & (this.table.length - 1);
  }

  private find(code: number, id: number): number {
    const t = this.table,
      c = this.cols,
      m = t.length - 1;
    for (let i = this.hash(code, id); t[i] !== 0; i = (i + 1) & m) {
      const slot = t[i] - 1;
      if (c.type[slot] === code && c.id[slot] === id) return slot;
    }
    return -1;
  }

  private insert(slot: number) {
    const t = this.table,
      m = t.length - 1;
    let i = this.hash(this.cols.type[slot], this.cols.id[slot]);
    while (t[i] !== 0) i = (i + 1) & m;
    t[i] = slot + 1;
  }

  private rehash(size: number) {
    this.table = new Int32Array(size);
    const c = this.cols;
    for (let s = 0; s < c.count; s++) if (c.type[s] !== DEAD) this.insert(s);
  }

  private grow(capacity: number) {
    const old = this.cols,
      c = emptyColumns(capacity);
    c.count = old.count;
    c.hay = old.hay;
    c.rawTitle = old.rawTitle;
    for (const k of COLUMN_NAMES) (c[k] as Uint8Array).set(old[k].subarray(0, old.count) as Uint8Array);
    this.cols = c;
  }

  /** Drops removed slots, keeping the order of the rest (the stable tie-break). */
  private compact() {
    const old = this.cols,
      c = emptyColumns(Math.max(1024, this.size * 2));
    for (let s = 0; s < old.count; s++) {
      if (old.type[s] === DEAD) continue;
      const d = c.count++;
      c.hay.push(old.hay[s]);
      for (const k of COLUMN_NAMES) c[k][d] = old[k][s];
      const raw = old.rawTitle.get(s);
      if (raw !== undefined) c.rawTitle.set(d, raw);
    }
    this.cols = c;
    let size = 2048;
    while (size * 3 < c.count * 4) size *= 2;
    this.rehash(size);
  }
}

export function createEntityIndex(): EntityIndex {
  return new Index();
}
