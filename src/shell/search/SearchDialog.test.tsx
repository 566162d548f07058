// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../domain/search';

// jsdom has no CSS.escape (react-aria's modal), no matchMedia and no scrollIntoView.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };
let desktop = false;
window.matchMedia = ((q: string) => ({
  matches: desktop,
  media: q,
  addEventListener() {},
  removeEventListener() {},
})) as never;
Element.prototype.scrollIntoView = function scrollIntoView() {};

const fetchSearch = vi.fn();
const fetchPreview = vi.fn();
vi.mock('../../data/search', async (orig) => ({
  ...(await orig<typeof import('../../data/search')>()),
  fetchSearch: (...a: unknown[]) => fetchSearch(...a),
  fetchPreview: (...a: unknown[]) => fetchPreview(...a),
}));
const openResult = vi.fn(async (_r: unknown) => true);
vi.mock('./selectResult', () => ({ openResult: (r: unknown) => openResult(r) }));

const { SearchDialog } = await import('./SearchDialog');
const { ui$ } = await import('../../data/ui');
const { recentSearches$, clearRecentSearches } = await import('../../data/search');
const { ApiError } = await import('../../data/api');

const res = (type: SearchResult['type'], id: number, group_title: string, title: string): SearchResult => ({
  type,
  id,
  unique_id: `${type}-${id}`,
  group_title,
  title,
  subtitle: `${type} ${id}`,
  avatar: { color: 'blue', text: null, icon: null },
});
const RESULTS = [
  res('booking', 1, 'Bokningar', '2026-00001 Anna Berg'),
  res('booking', 2, 'Bokningar', '2026-00002 Per Bergman'),
  res('customer', 3, 'Kunder', 'Anna Berg'),
];
const answer = (input: string, search_results = RESULTS) => Promise.resolve({ input, search_results });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const selected = () =>
  screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

function open() {
  act(() => ui$.searchOpen.set(true));
  render(<SearchDialog />);
  return screen.getByRole('combobox', { name: 'Sök' });
}

describe('SearchDialog', () => {
  beforeEach(() => {
    desktop = false;
    clearRecentSearches();
    fetchSearch.mockReset();
    fetchPreview.mockReset();
    openResult.mockClear();
  });
  afterEach(() => {
    act(() => ui$.searchOpen.set(false));
    cleanup();
  });

  it('groups the results under headings, marks the typed words and wraps the arrows', async () => {
    fetchSearch.mockImplementation((q: string) => answer(q));
    const field = open();
    await userEvent.type(field, 'berg');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(fetchSearch).toHaveBeenCalledTimes(1); // debounced
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.textContent?.slice(0, 9))).toEqual(['Bokningar', 'KunderAnn']);
    expect(within(groups[0]).getAllByRole('option')).toHaveLength(2);
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Berg', 'Berg', 'Berg']);
    expect(selected()).toContain('2026-00001');
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toContain('Anna Bergcustomer 3');
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toContain('2026-00001');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
    expect(screen.getByText(/väljer/).parentElement?.textContent).toMatch(/Enter väljer.*navigerar.*Esc stänger/);
  });

  it("applies only the newest request's answer", async () => {
    let releaseOld!: () => void;
    fetchSearch.mockImplementation((q: string) =>
      q === 'be'
        ? new Promise((r) => {
            releaseOld = () => r({ input: q, search_results: [res('product', 9, 'Produkter', 'Bestick')] });
          })
        : answer(q),
    );
    const field = open();
    await userEvent.type(field, 'be');
    await wait(250);
    await userEvent.type(field, 'rg');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await act(async () => {
      releaseOld();
      await wait(10);
    });
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByText('Bestick')).toBeNull();
  });

  it('says when nothing was found and when the search failed', async () => {
    fetchSearch.mockImplementation((q: string) =>
      q === 'zz'
        ? answer(q, [])
        : q === 'err'
          ? Promise.reject(new ApiError(503, null, 'x'))
          : Promise.reject(new ApiError(0, 'network', 'x')),
    );
    const field = open();
    await userEvent.type(field, 'zz');
    expect(await screen.findByText('Inga sökresultat hittades')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'err');
    expect((await screen.findByRole('alert')).textContent).toBe('Ett fel har inträffat, felkod: 503');
    await userEvent.clear(field);
    await userEvent.type(field, 'net');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ett fel har inträffat, felkod: okänd'));
  });

  it('opens the chosen result with Enter and remembers it and the text', async () => {
    fetchSearch.mockImplementation((q: string) => answer(q));
    const field = open();
    await userEvent.type(field, 'berg');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(openResult).toHaveBeenCalledWith(expect.objectContaining({ type: 'customer', id: 3 }));
    expect(ui$.searchOpen.peek()).toBe(false);
    expect(recentSearches$.peek().map((e) => ('value' in e ? e.value : e.unique_id))).toEqual(['customer-3', 'berg']);
  });

  it('keeps the typed text when closed with Escape and shows the history on an empty field', async () => {
    fetchSearch.mockImplementation((q: string) => answer(q));
    let field = open();
    await userEvent.type(field, 'anna');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(ui$.searchOpen.peek()).toBe(false));
    cleanup();
    expect(recentSearches$.peek()).toEqual([{ type: 'query', value: 'anna' }]);
    fetchSearch.mockClear();
    field = open();
    expect(screen.getByRole('listbox', { name: 'Senaste sökningar' })).toBeTruthy();
    expect(selected()).toContain('anna');
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveProperty('value', 'anna');
    await waitFor(() => expect(fetchSearch).toHaveBeenCalledWith('anna', expect.anything()));
  });

  it('loads the preview 500 ms after the highlight settles, on desktop only', async () => {
    desktop = true;
    fetchSearch.mockImplementation((q: string) => answer(q));
    fetchPreview.mockImplementation(async () => ({
      booking: { id: 2, booking_number: '2026-00002', check_in: '2026-07-01', check_out: '2026-07-03', adults: 2 },
    }));
    const field = open();
    await userEvent.type(field, 'berg');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    await wait(200);
    expect(fetchPreview).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchPreview).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(fetchPreview.mock.calls[0].slice(0, 2)).toEqual(['booking', 2]);
    expect(await screen.findByText('2026-07-03 (2 nätter)')).toBeTruthy();
    fetchPreview.mockRejectedValue(new ApiError(500, null, 'x'));
    await userEvent.keyboard('{ArrowDown}');
    expect(
      await screen.findByText('Något gick fel - förhandsvisning inte tillgänglig', undefined, { timeout: 1500 }),
    ).toBeTruthy();
    void field;
  });
});
