import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
let app: TestApp;
beforeAll(async () => { app = await createTestApp(); });
afterAll(async () => { await app?.destroy(); });
it('smoke', async () => {
  const { token } = await login(app, 'demo', DEMO_USERS.manager);
  for (const [path, query] of [['search', { search: 'an' }], ['search', { search: '2026-0001' }], ['search/customer', { search: 'eva' }], ['search/booking', { search: 'eva' }],
    ['search/search-results-preview-data', { type: 'position', id: '3' }], ['search/search-results-preview-data', { type: 'product', id: '11' }],
    ['search/search-results-preview-data', { type: 'customer', id: '3' }], ['search/search-results-preview-data', { type: 'booking_group', id: '1' }],
    ['portal/changelog', { version: '3.1' }], ['portal/changelog', { version: '9.9' }]] as const) {
    const res = await call(app, 'GET', 'demo', path, { token, query: query as any });
    console.log(path, JSON.stringify(query), res.status, JSON.stringify(res.body).slice(0, 700));
  }
  const e = await call(app, 'GET', 'demo', 'search/entities', { token });
  console.log('entities', e.status, e.body.data.bookings.rows.length, e.body.data.customers.rows.length, JSON.stringify(e.body.data.bookings.rows[0]), JSON.stringify(e.body.data.customers.rows[0]));
});
