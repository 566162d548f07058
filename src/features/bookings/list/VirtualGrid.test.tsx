// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VirtualGrid } from './VirtualGrid';
import { PageLoader } from './pageLoader';
import type { GridColumn } from './gridColumns';

interface Row {
  id: number;
  name: string;
}
const TOTAL = 10_000;
const columns: GridColumn<Row>[] = [
  { id: 'id', header: 'Nr', sortable: true, cell: (r) => r.id },
  { id: 'name', header: 'Namn', cell: (r) => r.name },
];

// jsdom has no layout: the grid is 800 px tall, so about 25 rows of 32 px show at once.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  HTMLElement.prototype.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 800,
    right: 1200,
    width: 1200,
    height: 800,
    toJSON: () => ({}),
  });
});
afterEach(cleanup);

async function renderGrid() {
  const loader = new PageLoader<Row>(async (q) => {
    const offset = Number(q.offset);
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: offset + i, name: `Rad ${offset + i}` }));
    return { request_id: q.request_id, total: TOTAL, offset, bookings: rows };
  });
  const gridRef = createRef<HTMLDivElement>();
  const view = render(
    <VirtualGrid
      loader={loader}
      columns={columns}
      numeric={new Set()}
      layout=""
      label="Rader"
      rowIdPrefix="rad"
      emptyText="Inga rader"
      sort="id"
      desc={false}
      today="2026-11-24"
      active={0}
      onActiveChange={() => {}}
      onSortChange={() => {}}
      onOpen={() => {}}
      gridRef={gridRef}
    />,
  );
  loader.setQuery({});
  await act(async () => {
    await new Promise((r) => setTimeout(r, 100));
  });
  return { ...view, grid: gridRef.current!, loader };
}

const rows = (grid: HTMLElement) => [
  ...grid.querySelectorAll<HTMLElement>('[role="rowgroup"]:last-child > [role="row"]'),
];

describe('VirtualGrid', () => {
  it('reuses every row element when a scroll jumps further than the rows on screen', async () => {
    const { grid } = await renderGrid();
    const scrollTo = (top: number) =>
      act(async () => {
        grid.scrollTop = top;
        grid.dispatchEvent(new Event('scroll'));
        await new Promise((r) => setTimeout(r, 100));
      });
    await scrollTo(1_600); // away from the top: overscan on both sides, the most rows at once
    const before = rows(grid);
    expect(before.length).toBeGreaterThan(30);
    // A fast fling: 50 rows (1,600 px) a frame, then a jump across the list.
    for (const top of [3_200, 4_800, 51_200]) {
      await scrollTo(top);
      const after = rows(grid);
      expect(after.length).toBe(before.length);
      // The same elements, now showing other rows: nothing removed, nothing created.
      expect(after.every((el) => before.includes(el))).toBe(true);
      expect(grid.querySelector(`#rad-${top / 32 + 5}`)?.textContent).toBe(`${top / 32 + 5}Rad ${top / 32 + 5}`);
    }
  });

  it('shows a loaded row as its cells, one element per cell', async () => {
    const { grid } = await renderGrid();
    const first = grid.querySelector('#rad-3')!;
    expect([...first.children].map((c) => c.textContent)).toEqual(['3', 'Rad 3']);
    expect(first.querySelectorAll('*').length).toBe(2);
  });
});
