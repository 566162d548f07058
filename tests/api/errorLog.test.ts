import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiSuite } from '../helpers/suite';

const s = apiSuite('receptionist');
afterEach(() => {
  vi.restoreAllMocks();
});

const person = {
  is_org: false,
  given_name: 'Sigrid',
  surname: 'Felsökningsson',
  org_name: '',
  org_number: '',
  org_reference: '',
  street_name: 'Hemliga gatan',
  street_number: '7',
  zip: '598 37',
  city: 'Vimmerby',
  country_id: 752,
  dialling_code_country_id: 752,
  phone_number: '070-987 65 43',
  email: 'sigrid.felsokningsson@exempel-post.se',
};

describe('a server error in the log', () => {
  it('is logged once, with its code and route, and without the SQL parameters or the body', async () => {
    // A constraint the server does not know about makes the insert fail as a database error would.
    await s.db.execute(
      sql`alter table customers add constraint test_refuse_surname check (surname <> 'Felsökningsson')`,
    );
    const spies = (['error', 'warn', 'log', 'info'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    try {
      const res = await s.post('customers', person);
      expect([res.status, res.body.error_code]).toEqual([500, 'server_error']);
      const lines = spies.flatMap((spy) =>
        spy.mock.calls.map((args) =>
          args
            .map((a) =>
              a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a),
            )
            .join(' '),
        ),
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('POST /api/:domain/customers');
      expect(lines[0]).toContain('23514');
      expect(lines[0]).toContain('test_refuse_surname');
      for (const secret of ['Sigrid', 'Felsökningsson', 'sigrid.', '987 65 43', 'Hemliga', 'params'])
        expect(lines[0]).not.toContain(secret);
    } finally {
      await s.db.execute(sql`alter table customers drop constraint test_refuse_surname`);
    }
  });
});
