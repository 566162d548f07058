import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { catalog$ } from '../../../data/stores';
import type { LayoutButton, LayoutTab, Product } from '../../../contracts/till';
import { formatKr } from '../../../domain/money';
import { requestAddProduct } from './addFlow';
import * as s from './register.css';

/** Product colours (money.md 3 Product) as the button's edge. */
const COLOURS: Record<string, string> = {
  red: '#e53935',
  pink: '#d81b60',
  purple: '#8e24aa',
  'deep-purple': '#5e35b1',
  indigo: '#3949ab',
  blue: '#1e88e5',
  'light-blue': '#039be5',
  cyan: '#00acc1',
  teal: '#00897b',
  green: '#43a047',
  'light-green': '#7cb342',
  lime: '#c0ca33',
  yellow: '#fdd835',
  amber: '#ffb300',
  orange: '#fb8c00',
  'deep-orange': '#f4511e',
  brown: '#6d4c41',
  'blue-grey': '#546e7a',
  grey: '#757575',
};

type Cell = { b: LayoutButton; p: Product | null };

/** Arrow keys move between the grid's buttons by row and column; Enter (native) presses one. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>, onBack: (() => void) | null) {
  if (e.key === 'Escape' && onBack) {
    e.preventDefault();
    e.stopPropagation();
    onBack();
    return;
  }
  const delta = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[e.key];
  if (!delta || e.altKey || e.ctrlKey || e.metaKey) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-row]')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const here = buttons[at];
  const row = Number(here.dataset.row);
  const col = Number(here.dataset.col);
  const pos = (b: HTMLButtonElement) => [Number(b.dataset.row), Number(b.dataset.col)] as const;
  let best: HTMLButtonElement | null = null;
  let bestScore = Infinity;
  for (const b of buttons) {
    if (b === here) continue;
    const [r, c] = pos(b);
    const dr = r - row;
    const dc = c - col;
    // Only buttons in the pressed direction; the nearest along it, then the closest across it.
    const along = delta[0] !== 0 ? dr * delta[0] : dc * delta[1];
    const across = delta[0] !== 0 ? Math.abs(dc) : Math.abs(dr);
    if (along <= 0) continue;
    const score = along * 100 + across;
    if (score < bestScore) {
      bestScore = score;
      best = b;
    }
  }
  // Left/right wrap to the previous/next button in reading order.
  if (!best && delta[0] === 0) best = buttons[at + delta[1]] ?? null;
  best?.focus();
}

function ButtonGrid({ tab, products }: { tab: LayoutTab; products: Map<number, Product> }) {
  const [menu, setMenu] = useState<LayoutButton | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const all: LayoutButton[] = tab.product_layout_buttons ?? [];
  const shown = all.filter((b) => (b.parent_button_id ?? null) === (menu?.id ?? null));
  const cells: Cell[] = shown
    .map((b) => ({ b, p: b.product_id != null ? (products.get(b.product_id) ?? null) : null }))
    .filter((c) => c.b.type === 'menu' || c.p != null);
  const focusFirst = () =>
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>('button[data-row]')?.focus());
  const back = menu
    ? () => {
        setMenu(null);
        focusFirst();
      }
    : null;

  return (
    <div
      ref={gridRef}
      className={s.grid}
      role="group"
      aria-label={menu ? `${tab.name}: ${menu.text}` : tab.name}
      onKeyDown={(e) => moveFocus(e, back)}
    >
      {menu && (
        <button
          type="button"
          className={s.menuButton}
          data-row={0}
          data-col={1}
          style={{ gridRow: 1, gridColumn: 1 }}
          onClick={() => back?.()}
        >
          ← Tillbaka<span className={s.buttonPrice}>{menu.text}</span>
        </button>
      )}
      {cells.map(({ b, p }) => {
        const colour = COLOURS[b.color ?? p?.gui_color ?? ''] ?? COLOURS.grey;
        const row = Number(b.row) + (menu ? 1 : 0);
        const common = {
          type: 'button' as const,
          'data-row': row,
          'data-col': b.column,
          style: { gridRow: row, gridColumn: b.column, borderLeftColor: colour },
        };
        if (b.type === 'menu') {
          return (
            <button
              key={b.id}
              {...common}
              className={s.menuButton}
              aria-haspopup="true"
              onClick={() => {
                setMenu(b);
                focusFirst();
              }}
            >
              {b.text}
              <span className={s.buttonPrice}>Meny</span>
            </button>
          );
        }
        return (
          <button key={b.id} {...common} className={s.productButton} onClick={() => requestAddProduct(p!)}>
            {b.text || p!.name}
            <span className={s.buttonPrice}>{p!.price > 0 ? formatKr(p!.price) : 'Ange pris'}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The tab a key moves to in a tab list of `count` (left/right wrap, Home, End), or null for another key. */
export function tabAfterKey(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The layout tabs with their grids of product buttons (money.md 2 "Products area"). The tabs follow
 * the WAI-ARIA tabs pattern by hand (arrows select and focus, one tab in the Tab order) rather than
 * with React Aria's Tabs, whose collection and selection code would add some 15 kB to the cashier's
 * first screen.
 */
export function ProductPad() {
  const tabs = useValue(catalog$.layoutTabs);
  const productList = useValue(catalog$.products);
  const products = useMemo(() => new Map(productList.map((p) => [p.id as number, p])), [productList]);
  const [selected, setSelected] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  if (tabs.length === 0) return <p className={s.muted}>Det finns inga knapplayouter.</p>;
  const at = Math.max(
    0,
    tabs.findIndex((t) => String(t.id) === selected),
  );
  const tab = tabs[at];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = tabAfterKey(e.key, at, tabs.length);
    if (next == null) return;
    e.preventDefault();
    setSelected(String(tabs[next].id));
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div>
      <div ref={listRef} role="tablist" aria-label="Knapplayouter" className={s.tabList} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${ids}-tab-${t.id}`}
            aria-selected={i === at}
            aria-controls={i === at ? `${ids}-panel` : undefined}
            tabIndex={i === at ? 0 : -1}
            className={s.tab}
            onClick={() => setSelected(String(t.id))}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab.id}`}>
        <ButtonGrid key={tab.id} tab={tab} products={products} />
      </div>
    </div>
  );
}
