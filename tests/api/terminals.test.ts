import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/suite';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { terminals } from '../../server/db/schema';

const s = apiSuite('kassor');

describe('GET terminal (money.md 7 "Terminals", the units page)', () => {
  it('lists the terminals; the shared one serves this workstation', async () => {
    const before = await databaseDigest(s.db);
    const res = await s.get('terminal');
    expect(res.status).toBe(200);
    expect(res.body.data.terminals).toEqual([
      {
        id: 1,
        name: 'Kortterminal 1',
        serial_number: 'SIM-TERM-0001',
        software_provider: 'SIM',
        kind: 'SIM',
        workstation_id: null,
        workstation_name: null,
        is_this_workstation: true,
      },
    ]);
    // A read changes nothing.
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('marks a workstation’s own terminal as its own, and the shared one for the others', async () => {
    const own = await login(s.app, 'demo', DEMO_USERS.kassor, 'units-own-terminal');
    const wsId = own.data.workstation.id as number;
    await s.db.insert(terminals).values({
      name: 'Kortterminal 2',
      serialNumber: 'SIM-TERM-0002',
      softwareProvider: 'SIM',
      workstationId: wsId,
      kind: 'SIM',
    });
    const mine = (await s.get('terminal', undefined, own.token)).body.data.terminals;
    expect(mine.map((t: any) => [t.name, t.workstation_id, t.workstation_name, t.is_this_workstation])).toEqual([
      ['Kortterminal 1', null, null, false],
      ['Kortterminal 2', wsId, 'test', true],
    ]);
    // GET register names the same terminal for that workstation.
    expect((await s.get('register', undefined, own.token)).body.data.nets_terminal.name).toBe('Kortterminal 2');
    const others = (await s.get('terminal')).body.data.terminals;
    expect(others.filter((t: any) => t.is_this_workstation).map((t: any) => t.name)).toEqual(['Kortterminal 1']);
  });

  it('needs a login', async () => {
    const res = await call(s.app, 'GET', 'demo', 'terminal');
    expect(res.status).toBe(401);
  });
});
