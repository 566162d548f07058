// Where the positions lie on the site map (1000 × 700 units, stored as fractions of it):
// pitch areas in bands along roads, cabins in a cluster by the lake, hostel rooms in one
// building by the reception and stopover pitches along the service road.
import { CATEGORY_DEFS, type CatKey, categoryCounts } from './site';
import type { Rng } from './random';

export const MAP_W = 1000;
export const MAP_H = 700;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const ZONES = {
  pitches: { x: 70, y: 18, w: 528, h: 566 },
  service: { x: 606, y: 250, w: 36, h: 84 },
  cabins: { x: 664, y: 24, w: 124, h: 556 },
  hostel: { x: 172, y: 632, w: 224, h: 56 },
  stall: { x: 424, y: 630, w: 362, h: 60 },
  reception: { x: 62, y: 632, w: 92, h: 56 },
  mainRoad: { x: 30, y: 0, w: 18, h: MAP_H },
  serviceRoad: { x: 30, y: 598, w: 784, h: 16 },
  cabinPath: { x: 648, y: 24, w: 8, h: 574 },
} satisfies Record<string, Rect>;

export interface PositionMeta {
  id: number;
  catKey: CatKey;
  categoryId: number;
  name: string;
  area: string;
  /** Pitches in the row nearest the lake or a cabin facing the water: priced higher for seasons. */
  premium: boolean;
}

// P, R and S name the stopover pitches, hostel rooms and cabins; I and O read like digits.
const AREA_LETTERS = 'ABCDEFGHJKLMNQTUVWXYZ';
const areaName = (i: number) =>
  i < AREA_LETTERS.length
    ? AREA_LETTERS[i]
    : AREA_LETTERS[Math.floor(i / AREA_LETTERS.length) - 1] + AREA_LETTERS[i % AREA_LETTERS.length];

/** Rows of pitches facing each other across a road; every category starts on a fresh row. */
function fitBands(zone: Rect, counts: number[], aspect: number, maxW: number) {
  for (let w = maxW; w > 2; w *= 0.97) {
    const h = w / aspect;
    const gap = w * 0.14;
    const road = Math.max(7, h * 0.5);
    const bandGap = h * 0.3;
    const perRow = Math.floor((zone.w + gap) / (w + gap));
    const bandH = 2 * h + road;
    const bands = Math.floor((zone.h + bandGap) / (bandH + bandGap));
    const rowsNeeded = counts.reduce((s, n) => s + Math.ceil(n / perRow), 0);
    if (perRow > 0 && rowsNeeded <= bands * 2) {
      const slots: { rect: Rect; band: number; row: number }[][] = [];
      let row = 0;
      for (const n of counts) {
        const list: { rect: Rect; band: number; row: number }[] = [];
        for (let i = 0; i < n; i++) {
          const r = row + Math.floor(i / perRow);
          const band = Math.floor(r / 2);
          const y = zone.y + band * (bandH + bandGap) + (r % 2 === 0 ? 0 : h + road);
          const x = zone.x + (i % perRow) * (w + gap);
          list.push({ rect: { x, y, w, h }, band, row: r });
        }
        row += Math.ceil(n / perRow);
        slots.push(list);
      }
      return slots;
    }
  }
  throw new Error('Site map: the pitch areas do not fit');
}

function fitGrid(zone: Rect, n: number, aspect: number, maxW: number, gapRatio: number): Rect[] {
  for (let w = maxW; w > 1; w *= 0.97) {
    const h = w / aspect;
    const gap = w * gapRatio;
    const cols = Math.floor((zone.w + gap) / (w + gap));
    const rows = Math.floor((zone.h + gap) / (h + gap));
    if (cols > 0 && cols * rows >= n) {
      const usedRows = Math.ceil(n / cols);
      const out: Rect[] = [];
      for (let i = 0; i < n; i++)
        out.push({ x: zone.x + (i % cols) * (w + gap), y: zone.y + Math.floor(i / cols) * (h + gap), w, h });
      // A half-empty building or cluster looks better centred on its zone.
      const dy = Math.max(0, (zone.h - (usedRows * (h + gap) - gap)) / 2);
      return out.map((r) => ({ ...r, y: r.y + (zone === ZONES.cabins ? 0 : dy) }));
    }
  }
  throw new Error('Site map: a zone does not fit');
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

const REMARKS = [
  'Nära lekplatsen',
  'Sjöutsikt',
  'Max längd 8 m',
  'Elstolpe delas med grannplatsen',
  'Skuggig plats under ekarna',
  'Lutar något – kilar rekommenderas',
  'Nära servicehuset',
  'Handikappanpassad',
  'Grusplan, ej gräs',
  'Extra stor plats',
];

export function buildPositions(total: number, rng: Rng, createdAt: Date) {
  const counts = categoryCounts(total);
  const rows: {
    id: number;
    name: string;
    fullName: string;
    mapName: string;
    categoryId: number;
    mapX: number;
    mapY: number;
    width: number;
    height: number;
    borderRadius: number;
    displayOrder: number;
    remarks: string | null;
    hasElectricity: boolean;
    createdAt: Date;
    updatedAt: Date;
  }[] = [];
  const meta: PositionMeta[] = [];
  const add = (catKey: CatKey, name: string, area: string, rect: Rect, premium: boolean, radius: number) => {
    const def = CATEGORY_DEFS.find((c) => c.key === catKey)!;
    const id = rows.length + 1;
    rows.push({
      id,
      name,
      fullName: `${name} ${def.short}`,
      mapName: name,
      categoryId: def.id,
      mapX: round(rect.x / MAP_W),
      mapY: round(rect.y / MAP_H),
      width: round(rect.w / MAP_W),
      height: round(rect.h / MAP_H),
      borderRadius: radius,
      displayOrder: id,
      remarks: rng.chance(0.06) ? rng.pick(REMARKS) : null,
      hasElectricity: def.hasElectricity,
      createdAt,
      updatedAt: createdAt,
    });
    meta.push({ id, catKey, categoryId: def.id, name, area, premium });
  };

  // Quiet season pitches furthest from the entrance, then caravans, motorhomes and tents.
  const pitchOrder: CatKey[] = ['seasonal', 'caravan', 'motorhome', 'tent'];
  const bandSlots = fitBands(
    ZONES.pitches,
    pitchOrder.map((k) => counts[k]),
    0.72,
    56,
  );
  const perArea = new Map<number, number>();
  pitchOrder.forEach((k, ci) => {
    for (const s of bandSlots[ci]) {
      const nr = (perArea.get(s.band) ?? 0) + 1;
      perArea.set(s.band, nr);
      const area = areaName(s.band);
      const premium = s.rect.x + s.rect.w > ZONES.pitches.x + ZONES.pitches.w * 0.8;
      add(k, `${area}${nr}`, area, s.rect, premium, 0);
    }
  });

  const cabins = fitGrid(ZONES.cabins, counts.cabin4 + counts.cabin6, 1.45, 40, 0.45);
  cabins.forEach((rect, i) => {
    const k: CatKey = i < counts.cabin4 ? 'cabin4' : 'cabin6';
    const premium = rect.x + rect.w > ZONES.cabins.x + ZONES.cabins.w * 0.6;
    add(k, `S${i + 1}`, 'S', rect, premium, 3);
  });

  fitGrid(ZONES.hostel, counts.room, 1.3, 30, 0.04).forEach((rect, i) => add('room', `R${i + 1}`, 'R', rect, false, 0));
  fitGrid(ZONES.stall, counts.stall, 0.62, 24, 0.12).forEach((rect, i) =>
    add('stall', `P${i + 1}`, 'P', rect, false, 0),
  );
  return { rows, meta };
}
