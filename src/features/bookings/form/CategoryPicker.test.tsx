// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../contracts/catalog';
import { filterCategories } from './CategoryDialog';
import { CategoryPicker, type CategoryPickerVariant, visibleChips } from './CategoryPicker';
import type { AvailabilityResult } from './useAvailability';

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

/**
 * 'Platskategori' (bookings.md 2 "Category picker (chips, dialog titled 'Välj platskategori', or dropdown;
 * dropdown shows first chip and '(+N till)')"): which chips show, the dialog by keyboard, the dropdown.
 */

const NAMES = [
  'Tältplats',
  'Husvagnsplats med el',
  'Husbilsplats med el',
  'Säsongsplats med el',
  'Stuga 4 bäddar',
  'Stuga 6 bäddar',
  'Vandrarhemsrum',
  'Ställplats',
];
const category = (id: number, name: string): Category => ({
  id,
  name,
  display_order: id,
  positions: [],
  lodging_type_ids: [],
  default_lodging_type_id: null,
  cancellation_policy_ids: [],
  cancellationPolicies: [],
  max_guests: 6,
  max_adults: 6,
  max_children: 6,
  fee_options: [],
  nightly_price: 30000,
  is_seasonal: false,
  accommodation_product_id: null,
});
const CATEGORIES = NAMES.map((n, i) => category(i + 1, n));
const AVAILABILITY: AvailabilityResult = {
  status: 'ok',
  data: {
    categories: new Map(
      CATEGORIES.map((c) => [
        c.id,
        {
          category_id: c.id,
          text: `${c.id} av 10 platser lediga`,
          form_error_text: c.id === 7 ? 'Max 4 gäster tillåtna' : null,
          available_count: c.id,
          total_count: 10,
        },
      ]),
    ),
    positions: new Map(),
  },
};

afterEach(cleanup);

describe('visibleChips: the chips that fit, and how many the dialog adds', () => {
  const ids = (n: number) => CATEGORIES.slice(0, n);
  it.each([
    ['five fit: all, no button', 5, null, [1, 2, 3, 4, 5], 0],
    ['one category', 1, 1, [1], 0],
    ['eight: the first four and (+4 till)', 8, null, [1, 2, 3, 4], 4],
    ['eight, one of the first chosen', 8, 2, [1, 2, 3, 4], 4],
    ['eight, the seventh chosen: it shows too', 8, 7, [1, 2, 3, 4, 7], 3],
    ['six, the sixth chosen', 6, 6, [1, 2, 3, 4, 6], 1],
  ] as const)('%s', (_name, count, value, shown, more) => {
    const r = visibleChips(ids(count), value);
    expect(r.chips.map((c) => c.id)).toEqual(shown);
    expect(r.more).toBe(more);
  });

  it('the dialog’s search: every typed word, any case, å ä ö included', () => {
    const names = (t: string) => filterCategories(CATEGORIES, t).map((c) => c.name);
    expect(names('stuga')).toEqual(['Stuga 4 bäddar', 'Stuga 6 bäddar']);
    expect(names('  MED  el ')).toEqual(['Husvagnsplats med el', 'Husbilsplats med el', 'Säsongsplats med el']);
    expect(names('ställ')).toEqual(['Ställplats']);
    expect(names('6 stuga')).toEqual(['Stuga 6 bäddar']);
    expect(names('')).toHaveLength(8);
    expect(names('båt')).toEqual([]);
  });
});

function Harness({
  categories = CATEGORIES,
  initial = null,
  variant = 'auto',
  onChange = () => {},
}: {
  categories?: Category[];
  initial?: number | null;
  variant?: CategoryPickerVariant;
  onChange?: (id: number) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  const openRef = useRef<(() => void) | null>(null);
  return (
    <div>
      <input aria-label="Före" />
      <CategoryPicker
        categories={categories}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
        availability={AVAILABILITY}
        variant={variant}
        hotkey="alt+k"
        openRef={openRef}
      />
      <button type="button" onClick={() => openRef.current?.()}>
        alt+K
      </button>
    </div>
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Platskategori' });
const more = () => screen.getByRole('button', { name: /\(\+\d+ till\)/ });
const focused = () => document.activeElement as HTMLElement;
const dialog = () => screen.findByRole('dialog', { name: 'Välj platskategori' });
const search = () => screen.getByRole('combobox', { name: 'Sök kategori' }) as HTMLInputElement;
const activeOption = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

describe('chips and the dialog', () => {
  it('five or fewer: every category a chip, no button to more', () => {
    render(<Harness categories={CATEGORIES.slice(0, 5)} />);
    expect(within(group()).getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /till\)/ })).toBeNull();
    expect(group().textContent).toContain('3 av 10 platser lediga');
  });

  it("eight: four chips and '(+4 till)' with its key; the dialog lists all eight, ↓ and Enter choose", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(
      within(group())
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Tältplats1 av 10 platser lediga',
      'Husvagnsplats med el2 av 10 platser lediga',
      'Husbilsplats med el3 av 10 platser lediga',
      'Säsongsplats med el4 av 10 platser lediga',
    ]);
    expect(more().textContent).toContain('(+4 till)');
    expect(more().textContent).toContain('Alt K');
    expect(more().getAttribute('aria-haspopup')).toBe('dialog');
    // Tab goes from the chips on to the next field: the button is reached by its key (or a click).
    screen.getByRole('textbox', { name: 'Före' }).focus();
    await user.tab();
    expect(focused()).toBe(within(group()).getAllByRole('radio')[0]);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'alt+K' }));

    more().focus();
    await user.keyboard('{Enter}');
    const d = await dialog();
    await waitFor(() => expect(focused()).toBe(search()));
    const options = within(d).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      CATEGORIES.map((c) => `${c.name}${c.id} av 10 platser lediga${c.id === 7 ? 'Max 4 gäster tillåtna' : ''}`),
    );
    // Nothing chosen: the list starts at the first; ↓ six times is 'Vandrarhemsrum'.
    expect(activeOption()?.textContent).toContain('Tältplats');
    await user.keyboard('{ArrowDown>6/}');
    expect(activeOption()?.textContent).toContain('Vandrarhemsrum');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back at the button; the chosen category is a chip of its own, checked, and the rest is 3.
    await waitFor(() => expect(focused()).toBe(more()));
    const chosen = within(group()).getByRole('radio', { name: /Vandrarhemsrum/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(more().textContent).toContain('(+3 till)');
    expect(group().textContent).toContain('Max 4 gäster tillåtna');
  });

  it('typing filters; Enter takes the first match; Escape closes without a choice, back to the button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={2} onChange={onChange} />);
    await user.click(more());
    await dialog();
    await waitFor(() => expect(focused()).toBe(search()));
    // The chosen category is where the list starts, and marked chosen.
    expect(activeOption()?.textContent).toContain('Husvagnsplats med el');
    expect(screen.getByRole('option', { name: /Husvagnsplats/ }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('stuga');
    expect(screen.getAllByRole('option').map((o) => o.textContent?.split(/\d av/)[0])).toEqual([
      'Stuga 4 bäddar',
      'Stuga 6 bäddar',
    ]);
    expect(activeOption()?.textContent).toContain('Stuga 4 bäddar');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption()?.textContent).toContain('Stuga 4 bäddar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(focused()).toBe(more()));

    await user.keyboard('{Enter}');
    await dialog();
    await waitFor(() => expect(focused()).toBe(search()));
    await user.keyboard('ställ{Enter}');
    expect(onChange).toHaveBeenCalledWith(8);
    await user.click(more());
    await dialog();
    await user.keyboard('båt');
    expect(screen.getByText('Ingen kategori matchar')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
  });

  it('a click on an option chooses it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(more());
    await user.click(within(await dialog()).getByRole('option', { name: /Stuga 6/ }));
    expect(onChange).toHaveBeenCalledWith(6);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the form’s key opens it from another field; Escape lands on the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('textbox', { name: 'Före' }).focus();
    act(() => screen.getByRole('button', { name: 'alt+K' }).click());
    await dialog();
    await waitFor(() => expect(focused()).toBe(search()));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(more()));
  });
});

describe('the dropdown (a narrow form)', () => {
  it("one button: the first category's chip and '(+7 till)'; it opens the same dialog", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness variant="dropdown" onChange={onChange} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const button = screen.getByRole('button', { name: /^Platskategori/ });
    expect(button.textContent).toContain('Tältplats');
    expect(button.textContent).toContain('1 av 10 platser lediga');
    expect(button.textContent).toContain('(+7 till)');
    expect(button.textContent).toContain('Alt K');
    await user.click(button);
    await dialog();
    await waitFor(() => expect(focused()).toBe(search()));
    await user.keyboard('husb{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The chosen category now shows on the button.
    const after = screen.getByRole('button', { name: /^Platskategori/ });
    expect(after.textContent).toContain('Husbilsplats med el');
    expect(after.textContent).toContain('(+7 till)');
    await waitFor(() => expect(focused()).toBe(after));
  });
});
