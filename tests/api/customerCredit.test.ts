import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { apiSuite } from '../helpers/suite';
import { customerCreditEntries, customers } from '../../server/db/schema';

const s = apiSuite('kassor');
let customerId: number;
beforeAll(async () => {
  const [c] = await s.db
    .insert(customers)
    .values({ givenName: 'Tillgodo', surname: 'Testsson', countryId: 752 })
    .returning();
  customerId = c.id;
  // Inserted out of order, one deleted: the timeline sorts by date and skips deleted entries.
  await s.db.insert(customerCreditEntries).values([
    {
      customerId,
      date: '2026-06-10',
      amount: -30000,
      text: 'Betalning med tillgodo',
      createdAt: new Date('2026-06-10T09:00:00Z'),
    },
    {
      customerId,
      date: '2026-05-01',
      amount: 100000,
      text: 'Tillgodo efter avbokning 1001',
      createdAt: new Date('2026-05-01T09:00:00Z'),
    },
    {
      customerId,
      date: '2026-06-01',
      amount: 5000,
      text: 'Borttagen',
      createdAt: new Date('2026-06-01T09:00:00Z'),
      deletedAt: new Date('2026-06-02T09:00:00Z'),
    },
    {
      customerId,
      date: '2026-07-01',
      amount: 2500,
      text: 'Registrerad betalning',
      createdAt: new Date('2026-07-01T09:00:00Z'),
    },
  ]);
});

const credit = (query: Record<string, string>) => s.get('customer-credit/customer', query);

describe('GET customer-credit/customer', () => {
  it('gives the net credit and the running balance oldest first', async () => {
    const res = await credit({ customerId: String(customerId), includeTimeline: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data.customer_credit).toEqual({
      customer_id: customerId,
      customerCredit: 72500,
      timelineItems: [
        { date: '2026-05-01', amount: 100000, text: 'Tillgodo efter avbokning 1001', balance_amount: 100000 },
        { date: '2026-06-10', amount: -30000, text: 'Betalning med tillgodo', balance_amount: 70000 },
        { date: '2026-07-01', amount: 2500, text: 'Registrerad betalning', balance_amount: 72500 },
      ],
    });
  });

  it('leaves the timeline out unless asked for', async () => {
    for (const includeTimeline of [undefined, '0', 'false']) {
      const res = await credit({ customerId: String(customerId), ...(includeTimeline ? { includeTimeline } : {}) });
      expect(res.body.data.customer_credit).toEqual({ customer_id: customerId, customerCredit: 72500 });
    }
    expect(
      (await credit({ customerId: String(customerId), includeTimeline: 'true' })).body.data.customer_credit
        .timelineItems,
    ).toHaveLength(3);
  });

  it('is zero with an empty timeline for a customer without credit', async () => {
    const [c] = await s.db
      .insert(customers)
      .values({ givenName: 'Utan', surname: 'Tillgodo', countryId: 752 })
      .returning();
    const res = await credit({ customerId: String(c.id), includeTimeline: '1' });
    expect(res.body.data.customer_credit).toEqual({ customer_id: c.id, customerCredit: 0, timelineItems: [] });
  });

  it('refuses bad input and unknown customers', async () => {
    expect((await credit({})).status).toBe(422);
    expect((await credit({ customerId: 'abc' })).body.data.errors.customerId).toEqual(['Välj en kund']);
    expect((await credit({ customerId: String(customerId), includeTimeline: 'ja' })).status).toBe(422);
    expect((await credit({ customerId: '99999999' })).status).toBe(404);
    expect((await call(s.app, 'GET', 'demo', 'customer-credit/customer', { query: { customerId: '1' } })).status).toBe(
      401,
    );
  });
});
