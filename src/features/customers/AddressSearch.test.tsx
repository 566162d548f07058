// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCustomer } from '../../domain/customerForm';

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const apiMock = vi.fn();
vi.mock('../../data/api', async (orig) => ({
  ...(await orig<typeof import('../../data/api')>()),
  api: (...a: unknown[]) => apiMock(...a),
}));

const { CustomerForm } = await import('./CustomerForm');
const { ApiError } = await import('../../data/api');

const COUNTRIES = [
  { id: 752, name: 'Sverige', dialling_code: '46', is_common: true, iso_code: 'SE' },
  { id: 578, name: 'Norge', dialling_code: '47', is_common: true, iso_code: 'NO' },
];
const onCancel = vi.fn();

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

// The address search lives in the customer form: these tests use the form itself, as a user would.
const renderForm = () =>
  render(
    <CustomerForm
      initial={emptyCustomer()}
      countries={COUNTRIES}
      onSaved={() => {}}
      onChoose={() => {}}
      onCancel={onCancel}
    />,
  );
const box = () => screen.getByRole('combobox', { name: 'Sök adress' }) as HTMLInputElement;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const calls = (path: string) => apiMock.mock.calls.filter(([, p]) => p === path);
const type = (text: string) => {
  act(() => {
    box().focus();
  });
  fireEvent.change(box(), { target: { value: text } });
};
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });
const key = (k: string) =>
  act(async () => {
    fireEvent.keyDown(box(), { key: k });
    fireEvent.keyUp(box(), { key: k });
  });

const YSTAD = { address: 'Qvistgatan 12, 123 45 Ystad', place_id: 'local_a' };
const OSLO = { address: 'Qvistgatan 12, 0150 Oslo', place_id: 'local_b' };

describe('AddressSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    apiMock.mockReset();
    onCancel.mockReset();
    apiMock.mockImplementation(async (_m: string, path: string) => {
      if (path === 'search/customer') return { customers: [] };
      throw new Error(`unexpected ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches from 4 characters, 250 ms after typing stops, in the form’s country', async () => {
    apiMock.mockImplementation(async (_m: string, path: string) =>
      path === 'search/address' ? { session: 's1', predictions: [YSTAD] } : { customers: [] },
    );
    renderForm();
    type('Qvi');
    await wait(1000);
    expect(calls('search/address')).toHaveLength(0);
    expect(screen.getByText('Skriv minst 4 tecken')).toBeTruthy();

    type('Qvis');
    await wait(200);
    type('Qvistg');
    await wait(249);
    expect(calls('search/address')).toHaveLength(0);
    await wait(1);
    expect(calls('search/address')).toHaveLength(1);
    // A new customer's default country does not narrow the search until it is chosen.
    expect(calls('search/address')[0][2].query).toEqual({
      input: 'Qvistg',
      country_code: undefined,
      session: undefined,
    });
    expect(screen.getByRole('option', { name: YSTAD.address })).toBeTruthy();

    // The next search in the same round of typing sends the server's session back.
    type('Qvistgatan');
    await wait(250);
    expect(calls('search/address')[1][2].query).toMatchObject({ input: 'Qvistgatan', session: 's1' });
    // Back under 4 characters: no search, no list.
    type('Qv');
    await wait(250);
    expect(calls('search/address')).toHaveLength(2);
    expect(screen.queryByRole('option', { name: /Qvistgatan/ })).toBeNull();
  });

  it('ignores the answer to an outdated search', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const answers = [first, second];
    apiMock.mockImplementation((_m: string, path: string) =>
      path === 'search/address' ? answers.shift()!.promise : Promise.resolve({ customers: [] }),
    );
    renderForm();
    type('Qvistgatan');
    await wait(250);
    type('Qvistgatan Oslo');
    await wait(250);
    expect(calls('search/address')).toHaveLength(2);
    await act(async () => {
      second.resolve({ session: 's1', predictions: [OSLO] });
    });
    await act(async () => {
      first.resolve({ session: 's1', predictions: [YSTAD, OSLO] });
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([OSLO.address]);
  });

  it('fills the address from the chosen place with the keyboard, marked as touched, without saving or closing', async () => {
    apiMock.mockImplementation(async (_m: string, path: string, opts: { query: Record<string, string> }) => {
      if (path === 'search/address') return { session: 's1', predictions: [YSTAD, OSLO] };
      if (path === 'search/address/place' && opts.query.place_id === OSLO.place_id) {
        return {
          session: 's1',
          place: { street_name: 'Qvistgatan 5', street_number: '12', zip: '0150', city: 'Oslo', country: 'NO' },
        };
      }
      return { customers: [] };
    });
    renderForm();
    type('Qvistgatan');
    await wait(250);
    await key('ArrowDown');
    await key('ArrowDown');
    await key('Enter');
    await wait(0);
    expect(calls('search/address/place')[0][2].query).toEqual({ place_id: OSLO.place_id, session: 's1' });
    expect(field('Gatunamn').value).toBe('Qvistgatan 5');
    expect(field('Gatunummer').value).toBe('12');
    expect(field('Postnummer').value).toBe('0150');
    expect(field('Ort').value).toBe('Oslo');
    expect((screen.getByLabelText('Land') as HTMLSelectElement).value).toBe('578');
    // Touched: the street's rule shows at once.
    expect(screen.getByText('Det ser ut som att du kanske har skrivit gatunumret i fel fält')).toBeTruthy();
    expect(box().value).toBe('');
    expect(apiMock.mock.calls.some(([m]) => m === 'POST')).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, and says when the place is gone', async () => {
    apiMock.mockImplementation(async (_m: string, path: string) => {
      if (path === 'search/address') return { session: 's1', predictions: [YSTAD] };
      if (path === 'search/address/place') throw new ApiError(404, 'not_found', 'Adressen finns inte.');
      return { customers: [] };
    });
    renderForm();
    type('Qvistgatan');
    await wait(250);
    expect(screen.getByRole('option', { name: YSTAD.address })).toBeTruthy();
    await key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().value).toBe('');
    expect(onCancel).not.toHaveBeenCalled();

    type('Qvistgatan 12');
    await wait(250);
    await key('ArrowDown');
    await key('Enter');
    await wait(0);
    expect(screen.getByText('Adressen finns inte.')).toBeTruthy();
    expect(field('Gatunamn').value).toBe('');
  });
});
