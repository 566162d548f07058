// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCustomer, type CustomerDraft } from '../../domain/customerForm';

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const apiMock = vi.fn();
vi.mock('../../data/api', async (orig) => ({
  ...(await orig<typeof import('../../data/api')>()),
  api: (...a: unknown[]) => apiMock(...a),
}));

const { CustomerForm } = await import('./CustomerForm');
const { ApiError } = await import('../../data/api');

const COUNTRIES = [
  { id: 752, name: 'Sverige', dialling_code: '46', is_common: true },
  { id: 578, name: 'Norge', dialling_code: '47', is_common: true },
  { id: 276, name: 'Tyskland', dialling_code: '49', is_common: false },
];

const onSaved = vi.fn();
const onChoose = vi.fn();

function renderForm(initial: CustomerDraft = emptyCustomer()) {
  return render(
    <CustomerForm initial={initial} countries={COUNTRIES} onSaved={onSaved} onChoose={onChoose} onCancel={() => {}} />,
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const phoneCalls = () => apiMock.mock.calls.filter(([, path]) => path === 'validate/phone');

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('CustomerForm', () => {
  beforeEach(() => {
    apiMock.mockReset();
    onSaved.mockReset();
    onChoose.mockReset();
    apiMock.mockImplementation(async (_m: string, path: string) => {
      if (path === 'search/customer') return { customers: [] };
      if (path === 'validate/email')
        return { validation_result: { status: 'valid', is_customer: false, customer: null } };
      if (path === 'validate/phone') return { validation_result: { status: 'valid', result: null, customer: null } };
      throw new Error(`unexpected ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a field’s error only once it was touched, and every error when saving', async () => {
    renderForm();
    expect(screen.queryByText('Fyll i förnamn')).toBeNull();
    await userEvent.click(field('Förnamn'));
    await userEvent.tab();
    expect(await screen.findByText('Fyll i förnamn')).toBeTruthy();
    expect(field('Förnamn').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Fyll i efternamn')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Spara Kund/ }));
    expect(await screen.findByText('Fyll i efternamn')).toBeTruthy();
    expect(apiMock.mock.calls.some(([m]) => m === 'POST')).toBe(false);
  });

  it('capitalises words of four letters or more while typing, and warns of a number in the street name', async () => {
    renderForm();
    await userEvent.type(field('Förnamn'), 'anna-lena');
    expect(field('Förnamn').value).toBe('Anna-lena');
    await userEvent.type(field('Efternamn'), 'von bergström');
    expect(field('Efternamn').value).toBe('von Bergström');
    await userEvent.type(field('Gatunamn'), 'storgatan 5');
    await userEvent.tab();
    expect(field('Gatunamn').value).toBe('Storgatan 5');
    expect(await screen.findByText('Det ser ut som att du kanske har skrivit gatunumret i fel fält')).toBeTruthy();
  });

  it('asks the phone check 400 ms after typing stops, and ignores an outdated answer', async () => {
    vi.useFakeTimers();
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const answers = [first, second];
    apiMock.mockImplementation((_m: string, path: string) =>
      path === 'validate/phone' ? answers.shift()!.promise : Promise.resolve({ customers: [] }),
    );
    renderForm();
    const phone = field('Mobilnummer');
    fireEvent.change(phone, { target: { value: '070' } });
    fireEvent.change(phone, { target: { value: '07012' } });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(phoneCalls()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(phoneCalls()).toHaveLength(1);
    expect(phoneCalls()[0][2].query).toMatchObject({ dialling_code: '46', phone_number: '7012' });

    fireEvent.change(phone, { target: { value: '0701234567' } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(phoneCalls()).toHaveLength(2);
    expect(phoneCalls()[1][2].query).toMatchObject({ phone_number: '701234567' });

    // The newer answer arrives first; the older one, late, must not overwrite it.
    await act(async () => {
      second.resolve({ validation_result: { status: 'valid', result: null, customer: null } });
    });
    await act(async () => {
      first.resolve({
        validation_result: { status: 'duplicate', result: null, customer: { id: 9, full_name: 'Anna Berg' } },
      });
    });
    expect(screen.queryByText('Mobilnumret används av: Anna Berg')).toBeNull();
    expect(screen.queryByText('Menade du den här kunden?')).toBeNull();
  });

  it('shows the phone check’s answer for the current number, with the customer as a suggestion', async () => {
    vi.useFakeTimers();
    apiMock.mockImplementation(async (_m: string, path: string) =>
      path === 'validate/phone'
        ? { validation_result: { status: 'duplicate', result: null, customer: { id: 9, full_name: 'Anna Berg' } } }
        : { customers: [] },
    );
    renderForm();
    fireEvent.change(field('Mobilnummer'), { target: { value: '0701234567' } });
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText('Mobilnumret används av: Anna Berg')).toBeTruthy();
    expect(screen.getByText('Menade du den här kunden?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anna Berg' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
  });

  it('says which status the external phone check failed with', async () => {
    vi.useFakeTimers();
    apiMock.mockImplementation(async (_m: string, path: string) => {
      if (path === 'validate/phone') throw new ApiError(503, null, '');
      return { customers: [] };
    });
    renderForm();
    fireEvent.change(field('Mobilnummer'), { target: { value: '0701234567' } });
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText('Extern valideringsserver svarade med felkod 503')).toBeTruthy();
  });

  it('locks the customer type once the customer has an id', () => {
    renderForm({ ...emptyCustomer(), id: 5, given_name: 'Anna', surname: 'Berg' });
    expect((screen.getByLabelText('Kundtyp') as HTMLSelectElement).disabled).toBe(true);
    cleanup();
    renderForm();
    const type = screen.getByLabelText('Kundtyp') as HTMLSelectElement;
    expect(type.disabled).toBe(false);
    fireEvent.change(type, { target: { value: 'org' } });
    expect(screen.getByLabelText('Företagsnamn')).toBeTruthy();
    expect(screen.getByLabelText('Organisationsnummer')).toBeTruthy();
    expect(screen.queryByLabelText('Förnamn')).toBeNull();
  });

  it('the country sets the dialling code of a new customer', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: '578' } });
    expect((screen.getByLabelText('Landskod') as HTMLSelectElement).value).toBe('578');
  });

  it('saves with Enter after the server checks; the server’s field errors land on their fields', async () => {
    apiMock.mockImplementation(async (method: string, path: string) => {
      if (path === 'validate/email')
        return { validation_result: { status: 'valid', is_customer: false, customer: null } };
      if (path === 'search/customer') return { customers: [] };
      if (method === 'POST')
        throw new ApiError(422, 'validation', 'Fel', { errors: { city: ['Ort kan vara max 50 tecken'] } });
      throw new Error(path);
    });
    renderForm();
    await userEvent.type(field('Förnamn'), 'Anna');
    await userEvent.type(field('Efternamn'), 'Berg');
    await userEvent.type(field('E-post'), 'anna@example.se{Enter}');
    expect(await screen.findByText('Ort kan vara max 50 tecken')).toBeTruthy();
    const post = apiMock.mock.calls.find(([m]) => m === 'POST')!;
    expect(post[1]).toBe('customers');
    expect(post[2].body).toMatchObject({
      given_name: 'Anna',
      surname: 'Berg',
      email: 'anna@example.se',
      country_id: 752,
      is_org: false,
    });
    expect(post[2].body.id).toBeUndefined();
    expect(onSaved).not.toHaveBeenCalled();
    // Changing the field clears the server's error.
    await userEvent.type(field('Ort'), 'Umeå');
    await waitFor(() => expect(screen.queryByText('Ort kan vara max 50 tecken')).toBeNull());
  });

  it('does not save while the e-mail belongs to another customer', async () => {
    apiMock.mockImplementation(async (method: string, path: string) => {
      if (path === 'validate/email')
        return {
          validation_result: { status: 'valid', is_customer: true, customer: { id: 3, full_name: 'Per Holm' } },
        };
      if (path === 'search/customer') return { customers: [] };
      if (method === 'POST') return { customer: { id: 77, full_name: 'Anna Berg' } };
      throw new Error(path);
    });
    renderForm();
    await userEvent.type(field('Förnamn'), 'Anna');
    await userEvent.type(field('Efternamn'), 'Berg');
    await userEvent.type(field('E-post'), 'per@example.se{Enter}');
    expect(await screen.findByText('E-postadressen används av: Per Holm')).toBeTruthy();
    expect(apiMock.mock.calls.some(([m]) => m === 'POST')).toBe(false);
    await userEvent.clear(field('E-post'));
    apiMock.mockImplementation(async (method: string, path: string) => {
      if (path === 'validate/email')
        return { validation_result: { status: 'valid', is_customer: false, customer: null } };
      if (method === 'POST') return { customer: { id: 77, full_name: 'Anna Berg' } };
      return { customers: [] };
    });
    await userEvent.type(field('E-post'), 'anna@example.se{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 })));
  });
});
