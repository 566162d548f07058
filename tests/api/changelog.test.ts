import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';

let app: TestApp;
let kassa: string;
let chef: string;
let foreign: string;
beforeAll(async () => {
  app = await createTestApp();
  kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'changelog')).token;
  chef = (await login(app, 'demo', DEMO_USERS.manager, 'changelog')).token;
  foreign = (await login(app, 'strandbaden', DEMO_USERS.manager, 'changelog')).token;
});
afterAll(async () => {
  await app?.destroy();
});

const changelog = (version: string | undefined, token: string | undefined = kassa) =>
  call(app, 'GET', 'demo', 'portal/changelog', { token, query: version == null ? undefined : { version } });

describe('GET portal/changelog', () => {
  it.each(['2.0', '2.1', '2.2', '3.0', '3.1'])('answers the release notes of version %s as HTML', async (version) => {
    const res = await changelog(version);
    expect(res.status).toBe(200);
    const html: string = res.body.data.changelog;
    expect(html).toContain(`<h2>Version ${version}`);
    expect(html).toMatch(/<ul>(<li>[^<]+<\/li>)+<\/ul>/);
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('names 3.1 Busy Bear, and each version differs', async () => {
    expect((await changelog('3.1')).body.data.changelog).toContain('Busy Bear');
    const texts = await Promise.all(
      ['2.0', '2.1', '2.2', '3.0', '3.1'].map(async (v) => (await changelog(v)).body.data.changelog),
    );
    expect(new Set(texts).size).toBe(5);
  });

  it('answers an unknown version with 404 and a Swedish message the dialog can show', async () => {
    for (const version of ['4.0', '3.1.14', 'nyheter']) {
      const res = await changelog(version);
      expect(res.status, version).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', data: null, error_code: 'not_found' });
      expect(res.body.error_message).toContain(`Det finns inga nyheter för version ${version}`);
    }
  });

  it('asks for a version (422) and refuses a long one', async () => {
    expect((await changelog(undefined)).status).toBe(422);
    expect((await changelog('')).status).toBe(422);
    expect((await changelog('9'.repeat(11))).status).toBe(422);
  });

  it('is open to every logged-in level and to nobody else', async () => {
    expect((await changelog('3.0', chef)).status).toBe(200);
    expect((await changelog('3.0', '')).status).toBe(401);
    expect((await changelog('3.0', foreign)).status).toBe(401);
  });
});
