// The site map image: lake, roads, buildings and every position coloured by category.
// Pure: the same positions always give the same SVG, 1000 units wide like the map spec.
import { MAP_H, MAP_W, ZONES, type Rect } from './layout';

export interface MapPosition {
  id: number;
  name: string;
  mapName?: string | null;
  categoryId: number;
  mapX: number;
  mapY: number;
  width: number;
  height: number;
  borderRadius?: number | null;
  deletedAt?: Date | string | null;
}

export interface MapCategory {
  id: number;
  name: string;
}

const PALETTE = [
  '#42a5f5',
  '#66bb6a',
  '#ffa726',
  '#ab47bc',
  '#26a69a',
  '#ef5350',
  '#8d6e63',
  '#5c6bc0',
  '#d4e157',
  '#78909c',
];
const BY_NAME: [RegExp, string][] = [
  [/säsong/i, '#ffa726'],
  [/husvagn/i, '#42a5f5'],
  [/husbil/i, '#5c6bc0'],
  [/tält/i, '#66bb6a'],
  [/stuga/i, '#8d6e63'],
  [/rum|vandrarhem/i, '#ab47bc'],
  [/ställ/i, '#78909c'],
];

export function categoryColour(cat: MapCategory, index: number): string {
  return BY_NAME.find(([re]) => re.test(cat.name))?.[1] ?? PALETTE[index % PALETTE.length];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => String(Math.round(v * 100) / 100);
const rect = (r: Rect, attrs: string) =>
  `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}" ${attrs}/>`;
const label = (x: number, y: number, text: string, size: number, attrs = '') =>
  `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" text-anchor="middle" dominant-baseline="central" ${attrs}>${esc(text)}</text>`;

/** Darkens a #rrggbb colour for outlines. */
function darker(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  const f = (c: number) =>
    Math.round(c * 0.65)
      .toString(16)
      .padStart(2, '0');
  return `#${f(v >> 16)}${f((v >> 8) & 255)}${f(v & 255)}`;
}

const LAKE =
  'M 822 0 C 806 60 812 120 832 170 C 852 220 806 260 812 330 C 818 400 846 430 826 500 C 810 560 828 640 846 700 L 1000 700 L 1000 0 Z';
const BEACH = 'M 822 40 C 810 90 814 130 830 165 L 842 160 C 826 126 822 90 834 44 Z';

/** Roads inferred from the pitch areas: one between the two rows of every area, joined to the main road. */
function areaRoads(positions: MapPosition[]): Rect[] {
  const areas = new Map<string, { x0: number; x1: number; rows: Map<number, number> }>();
  for (const p of positions) {
    const m = /^([A-Z]{1,2})\d+$/.exec(p.name);
    if (!m || ['S', 'R', 'P'].includes(m[1])) continue;
    const x = p.mapX * MAP_W,
      y = p.mapY * MAP_H,
      w = p.width * MAP_W,
      h = p.height * MAP_H;
    const a = areas.get(m[1]) ?? { x0: Infinity, x1: -Infinity, rows: new Map<number, number>() };
    a.x0 = Math.min(a.x0, x);
    a.x1 = Math.max(a.x1, x + w);
    const key = Math.round(y * 10) / 10;
    a.rows.set(key, Math.max(a.rows.get(key) ?? 0, h));
    areas.set(m[1], a);
  }
  const roads: Rect[] = [];
  const left = ZONES.mainRoad.x + ZONES.mainRoad.w;
  for (const a of areas.values()) {
    const ys = [...a.rows.keys()].sort((p, q) => p - q);
    const top = ys[0];
    const bottomOfTop = top + a.rows.get(top)!;
    if (ys.length > 1) {
      const y2 = ys[ys.length - 1];
      roads.push({ x: left, y: bottomOfTop + 1, w: a.x1 + 6 - left, h: Math.max(3, y2 - bottomOfTop - 2) });
    } else {
      roads.push({ x: left, y: bottomOfTop + 2, w: a.x1 + 6 - left, h: 6 });
    }
  }
  return roads;
}

export function renderMapSvg(
  positions: MapPosition[],
  categories: MapCategory[],
  opts: { title?: string } = {},
): string {
  const live = positions.filter((p) => !p.deletedAt);
  const colours = new Map(categories.map((c, i) => [c.id, categoryColour(c, i)]));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_W} ${MAP_H}" width="${MAP_W}" height="${MAP_H}" font-family="Helvetica, Arial, sans-serif">`,
  );
  out.push(`<title>${esc(opts.title ?? 'Områdeskarta')}</title>`);
  out.push(rect({ x: 0, y: 0, w: MAP_W, h: MAP_H }, 'fill="#e3eed3"'));
  out.push(`<path d="${LAKE}" fill="#9ecae1" stroke="#6baed6" stroke-width="2"/>`);
  out.push(`<path d="${BEACH}" fill="#f3e2b3"/>`);
  out.push(label(910, 250, 'Badsjön', 18, 'fill="#3f7fb0" font-style="italic"'));
  out.push(label(852, 30, 'Badplats', 9, 'fill="#8a6d2b"'));
  out.push(rect({ x: 830, y: 96, w: 40, h: 5 }, 'fill="#a1887f"')); // the jetty

  // Roads first so that positions and buildings sit on top of them.
  const road = 'fill="#d7d2c8" stroke="#bdb6a8" stroke-width="0.6"';
  out.push(rect(ZONES.mainRoad, road));
  out.push(rect(ZONES.serviceRoad, road));
  out.push(rect(ZONES.cabinPath, road));
  for (const r of areaRoads(live)) out.push(rect(r, road));
  out.push(label(ZONES.mainRoad.x + ZONES.mainRoad.w / 2, MAP_H - 8, 'Infart', 8, 'fill="#5d5548" font-weight="bold"'));

  // Leftover lawn below the pitch areas gets the playground and the mini golf.
  const pitchBottom = Math.max(
    ZONES.pitches.y,
    ...live
      .filter((p) => /^[A-Z]{1,2}\d+$/.test(p.name) && !/^[SRP]\d/.test(p.name))
      .map((p) => (p.mapY + p.height) * MAP_H),
  );
  const spare = ZONES.pitches.y + ZONES.pitches.h - pitchBottom;
  if (spare > 60) {
    const h = Math.min(90, spare - 24);
    const y = pitchBottom + (spare - h) / 2;
    out.push(
      rect({ x: ZONES.pitches.x + 20, y, w: 150, h }, 'fill="#c5e1a5" stroke="#8bc34a" stroke-width="1" rx="6"'),
    );
    out.push(label(ZONES.pitches.x + 95, y + h / 2, 'Lekplats', 11, 'fill="#558b2f"'));
    out.push(
      rect({ x: ZONES.pitches.x + 200, y, w: 190, h }, 'fill="#aed581" stroke="#7cb342" stroke-width="1" rx="6"'),
    );
    out.push(label(ZONES.pitches.x + 295, y + h / 2, 'Minigolf', 11, 'fill="#33691e"'));
  }

  const building = 'fill="#f5f1e8" stroke="#6d5f4b" stroke-width="1.2" rx="2"';
  out.push(rect(ZONES.reception, building));
  out.push(
    label(
      ZONES.reception.x + ZONES.reception.w / 2,
      ZONES.reception.y + ZONES.reception.h / 2,
      'Reception',
      11,
      'fill="#4e4334" font-weight="bold"',
    ),
  );
  out.push(rect(ZONES.service, building));
  out.push(
    label(
      ZONES.service.x + ZONES.service.w / 2,
      ZONES.service.y + ZONES.service.h / 2,
      'Service',
      8,
      `fill="#4e4334" transform="rotate(-90 ${n(ZONES.service.x + ZONES.service.w / 2)} ${n(ZONES.service.y + ZONES.service.h / 2)})"`,
    ),
  );
  const rooms = live.filter((p) => /^R\d+$/.test(p.name));
  if (rooms.length > 0) {
    const x0 = Math.min(...rooms.map((p) => p.mapX * MAP_W)) - 3;
    const y0 = Math.min(...rooms.map((p) => p.mapY * MAP_H)) - 3;
    const x1 = Math.max(...rooms.map((p) => (p.mapX + p.width) * MAP_W)) + 3;
    const y1 = Math.max(...rooms.map((p) => (p.mapY + p.height) * MAP_H)) + 3;
    out.push(rect({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, building));
    out.push(label((x0 + x1) / 2, y0 - 5, 'Vandrarhem', 7, 'fill="#4e4334"'));
  }

  for (const p of live) {
    const x = p.mapX * MAP_W,
      y = p.mapY * MAP_H,
      w = p.width * MAP_W,
      h = p.height * MAP_H;
    const fill = colours.get(p.categoryId) ?? '#9e9e9e';
    out.push(`<g id="position-${p.id}">`);
    out.push(
      rect({ x, y, w, h }, `fill="${fill}" stroke="${darker(fill)}" stroke-width="0.8" rx="${n(p.borderRadius ?? 0)}"`),
    );
    const size = Math.max(2.5, Math.min(h * 0.4, (w * 1.6) / Math.max(2, (p.mapName ?? p.name).length), 11));
    out.push(label(x + w / 2, y + h / 2, p.mapName || p.name, size, 'fill="#fff" font-weight="bold"'));
    out.push('</g>');
  }

  // Legend over the lake, one line per category in use.
  const used = categories.filter((c) => live.some((p) => p.categoryId === c.id));
  const lx = 856,
    ly = MAP_H - 40 - used.length * 14;
  out.push(
    rect({ x: lx - 8, y: ly - 10, w: 142, h: used.length * 14 + 12 }, 'fill="#ffffff" fill-opacity="0.85" rx="4"'),
  );
  used.forEach((c, i) => {
    out.push(rect({ x: lx, y: ly + i * 14 - 4, w: 10, h: 8 }, `fill="${colours.get(c.id)}"`));
    out.push(
      `<text x="${lx + 15}" y="${ly + i * 14}" font-size="8.5" dominant-baseline="central" fill="#333">${esc(c.name)}</text>`,
    );
  });
  out.push(
    `<text x="${MAP_W - 12}" y="${MAP_H - 14}" font-size="15" text-anchor="end" fill="#ffffff" font-weight="bold">${esc(opts.title ?? 'Områdeskarta')}</text>`,
  );
  out.push('</svg>');
  return out.join('\n');
}
