// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleInvoiceRow } from '../invoiceSamples';
import {
  chipOf,
  groupHeader,
  groupKey,
  INVOICE_COLUMN_IDS,
  shownColumns,
  toggleColumn,
  type InvoiceColumnId,
} from './invoiceColumns';
import { INVOICE_LIST_FILTERS } from '../../../contracts/invoices';
import {
  INVOICE_FILTERS,
  invoiceListQuery,
  invoiceParamsFromSearch,
  invoiceParamsKey,
  isUnfiltered,
  searchWithInvoiceParams,
} from './invoiceListParams';

const invoiceRow = sampleInvoiceRow;

describe('the list params in the URL', () => {
  it('reads what it wrote, keeps other params and leaves defaults out', () => {
    const search = searchWithInvoiceParams({ invoice: 4 }, { filter: 'overdue', q: 'Berg', grouped: true });
    expect(search).toEqual({ invoice: 4, filter: 'overdue', q: 'Berg', grupp: 1 });
    expect(invoiceParamsFromSearch(search)).toEqual({ filter: 'overdue', q: 'Berg', grouped: true });
    expect(searchWithInvoiceParams(search, { filter: 'all', q: '', grouped: false })).toEqual({ invoice: 4 });
  });

  it("offers the contract's filters, in its order (spelled apart so the console loads no zod)", () => {
    expect(INVOICE_FILTERS.map(([f]) => f)).toEqual([...INVOICE_LIST_FILTERS]);
    for (const f of INVOICE_LIST_FILTERS) expect(invoiceParamsFromSearch({ filter: f }).filter).toBe(f);
  });

  it('ignores what is not a filter, and cuts a long search', () => {
    expect(invoiceParamsFromSearch({ filter: 'drop table', q: 'x'.repeat(150), grupp: 'ja' })).toEqual({
      filter: 'all',
      q: 'x'.repeat(100),
      grouped: false,
    });
  });

  it.each([
    [{ filter: 'all', q: '', grouped: false }, {}],
    [
      { filter: 'unpaid', q: '  1001 ', grouped: false },
      { filter: 'unpaid', q: '1001' },
    ],
    [
      { filter: 'credit', q: '', grouped: true },
      { filter: 'credit', sort: 'booking' },
    ],
  ] as const)('asks GET invoices %j as %j', (params, query) => {
    expect(invoiceListQuery(params)).toEqual(query);
  });

  it('keys two params alike exactly when they ask the same', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('all', 'unpaid', 'overdue', 'paid', 'credit' as const),
        fc.string({ maxLength: 20 }),
        fc.boolean(),
        (filter, q, grouped) => {
          const p = { filter, q, grouped };
          const back = invoiceParamsFromSearch(searchWithInvoiceParams({}, p));
          expect(invoiceParamsKey(back)).toBe(invoiceParamsKey(p));
        },
      ),
    );
  });

  it('is unfiltered only with every invoice and no search', () => {
    expect(isUnfiltered({ filter: 'all', q: ' ', grouped: true })).toBe(true);
    expect(isUnfiltered({ filter: 'paid', q: '', grouped: false })).toBe(false);
    expect(isUnfiltered({ filter: 'all', q: 'A', grouped: false })).toBe(false);
  });
});

describe('the optional columns', () => {
  it('shows every column until the user chooses, in the list order', () => {
    expect(shownColumns([]).map((c) => c.id)).toEqual([...INVOICE_COLUMN_IDS]);
    expect(shownColumns(['status', 'ocr', 'nonsense']).map((c) => c.header)).toEqual(['OCR', 'Status']);
  });

  it('toggles one column and never hides the last one', () => {
    expect(toggleColumn(['ocr', 'status'], 'ocr')).toEqual(['status']);
    expect(toggleColumn(['status'], 'status')).toEqual(['status']);
    expect(toggleColumn(['status'], 'invoice_number')).toEqual(['invoice_number', 'status']);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVOICE_COLUMN_IDS), { maxLength: 30 }), (clicks) => {
        let ids: InvoiceColumnId[] = [...INVOICE_COLUMN_IDS];
        for (const c of clicks) ids = toggleColumn(ids, c);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids).toEqual(INVOICE_COLUMN_IDS.filter((c) => ids.includes(c)));
      }),
    );
  });
});

describe('the status chip', () => {
  const today = '2026-06-15';
  it.each([
    ['overdue', { due_date: '2026-06-14' }, 'Förfallen', 'error'],
    ['deposit overdue', { deposit_amount: 30_000, deposit_due_date: '2026-06-14' }, 'Förfallen handpenning', 'error'],
    ['open', {}, 'Obetald', 'neutral'],
    ['partial', { paid_amount: 25_000, remaining_amount: 100_000, status: 'partial' }, 'Delbetald', 'warning'],
    ['closed', { paid_amount: 125_000, remaining_amount: 0, status: 'closed' }, 'Betald', 'success'],
  ] as const)('%s reads %s', (_, over, label, tone) => {
    expect(chipOf(invoiceRow(over), today, false)).toEqual({ label, tone });
  });
  it("reads 'Stängd' for a closed invoice in the pane", () => {
    expect(chipOf(invoiceRow({ paid_amount: 125_000, status: 'closed' }), today, true).label).toBe('Stängd');
  });
});

describe('group by booking', () => {
  it('keys by booking, every invoice without a booking together', () => {
    expect(groupKey(invoiceRow({ booking_id: 7 }))).toBe('b7');
    expect(groupKey(invoiceRow({ booking_id: null, booking_group_id: 3 }))).toBe(
      groupKey(invoiceRow({ booking_id: null })),
    );
  });
  it('names the booking and the pitch, the customers when several, the fallback and the invoices without a booking', () => {
    expect(groupHeader([invoiceRow(), invoiceRow({ id: 2 })])).toBe('2026-5 · A12');
    expect(groupHeader([invoiceRow(), invoiceRow({ id: 2, customer_name: 'Bo Ek' })])).toBe(
      '2026-5 · A12 · Anna Berg, Bo Ek',
    );
    expect(groupHeader([invoiceRow({ booking_number: null, position_name: null })])).toBe('Bokning #7');
    expect(groupHeader([invoiceRow({ booking_id: null, booking_number: null, position_name: null })])).toBe('Fakturor');
  });
});
