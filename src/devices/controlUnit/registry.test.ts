import { describe, expect, it } from 'vitest';
import { controlUnitFor, registerControlUnitDriver } from './registry';
import { createSimulatedControlUnit } from './simulator';

describe('control unit registry', () => {
  it('gives the simulator for no configured unit and for SIM units, one instance per unit', async () => {
    const none = controlUnitFor(null);
    expect(controlUnitFor(null)).toBe(none);
    const sim = controlUnitFor('SIM-CU-0002');
    expect(controlUnitFor(' SIM-CU-0002 ')).toBe(sim);
    expect(sim).not.toBe(none);
    expect((await sim.check()).unitId).toBe('SIM-CU-0002');
  });

  it('answers an unknown unit with a Swedish reason, without throwing', async () => {
    const unit = controlUnitFor('CU-ACME-77');
    const status = await unit.check();
    expect(status.unexpectedError).toBe('Kontrollenheten CU-ACME-77 stöds inte ännu i webbläsaren');
    expect(await unit.sign({} as never)).toMatchObject({ ok: false, code: 'unsupported_unit', retryable: false });
  });

  it('takes a registered driver ahead of the built-in ones', () => {
    const made = createSimulatedControlUnit({ manufacturingNumber: 'CU-ACME-77' });
    registerControlUnitDriver({ matches: (id) => id === 'CU-ACME-77', create: () => made });
    expect(controlUnitFor('CU-ACME-77')).toBe(made);
  });
});
