import { describe, expect, it } from 'vitest';
import { groupListParams } from './groupListParams';
import { PageLoader, type PageAnswer } from './pageLoader';

describe('the group list params', () => {
  it('reads its own sort columns and filters from the URL and ignores the booking ones', () => {
    const p = groupListParams.paramsFromSearch({
      sort: 'bookings_count',
      desc: 1,
      state: 'cancelled',
      q: 'kusin',
      group: 4,
    });
    expect(p).toMatchObject({ sort: 'bookings_count', desc: true, filter: 'cancelled', search: 'kusin' });
    expect(groupListParams.listQuery(p)).toEqual({
      sorted_column: 'bookings_count',
      sorted_desc: 'true',
      filter_custom: 'cancelled',
      search_string: 'kusin',
    });
    expect(groupListParams.searchWithParams({ group: 4 }, p)).toEqual({
      group: 4,
      sort: 'bookings_count',
      desc: 1,
      state: 'cancelled',
      q: 'kusin',
    });
    expect(groupListParams.paramsFromSearch({ sort: 'check_in', state: 'unpaid' })).toEqual(groupListParams.defaults);
    expect(groupListParams.searchWithParams({}, groupListParams.defaults)).toEqual({});
  });

  it('pages with visible_booking_groups and reads booking_groups from the answer', async () => {
    const asked: Record<string, string>[] = [];
    const loader = new PageLoader<{ id: number }, 'booking_groups'>(
      async (query) => {
        asked.push(query);
        const answer: PageAnswer<{ id: number }, 'booking_groups'> = {
          request_id: query.request_id,
          total: 3,
          offset: 0,
          booking_groups: [{ id: 7 }, { id: 8 }, { id: 9 }],
        };
        return answer;
      },
      50,
      { size: 'visible_booking_groups', rows: 'booking_groups' },
    );
    loader.setQuery(groupListParams.listQuery(groupListParams.defaults));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked[0]).toMatchObject({ visible_booking_groups: '50', offset: '0', sorted_column: 'first_checkin_date' });
    expect(asked[0].visible_bookings).toBeUndefined();
    expect(loader.total).toBe(3);
    expect(loader.row(2)).toEqual({ id: 9 });
  });
});
