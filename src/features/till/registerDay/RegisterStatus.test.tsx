// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRegister } from '../../../contracts/samples';

vi.mock('../../../data/api', () => ({ ApiError: class extends Error {}, api: vi.fn() }));

const { RegisterStatus } = await import('./RegisterStatus');
const { catalog$ } = await import('../../../data/stores');
const { runtime$ } = await import('../../../data/session');
const { fiscalUnit$, setControlUnit } = await import('../payment/fiscal');
const { canCloseRegister, canOpenRegister, installRegisterKey, REGISTER_CLOSED_REASON, REGISTER_OPEN_TEXT } =
  await import('./registerDay.commands');
const { snapshotKeys } = await import('../../../commands/contextKeys');
installRegisterKey();

const base = {
  id: 1,
  name: 'Kassa 1',
  is_registered: true,
  opened_at: null as string | null,
  warnings: [] as { code: string; text: string }[],
  control_unit_manufacturer_id: 'SIM-CU-0001',
  current_control_unit: { manufacturer_id: 'SIM-CU-0001', requires_client_signature: false },
};
const base0 = {
  path: '/register',
  level: 'kassor' as string | null,
  modules: [],
  loggedIn: true,
  focus: {} as never,
  entity: null,
  selected: null,
};
// One judgement: the register key is read from the store when the context is taken.
const judge = (over: Partial<typeof base0> = {}) => snapshotKeys({ ...base0, ...over });

describe('RegisterStatus', () => {
  afterEach(() => {
    cleanup();
    act(() => {
      catalog$.register.set(null);
      setControlUnit(null);
    });
  });

  it('open since HH:mm (Stockholm) and the commands follow', () => {
    act(() => {
      runtime$.connected.set(true);
      catalog$.register.set(sampleRegister({ ...base, opened_at: new Date().toISOString() }));
    });
    render(<RegisterStatus />);
    expect(screen.getByRole('status').textContent).toMatch(/Öppen sedan \d{2}:\d{2}$/);
    expect(canOpenRegister(judge())).toBe(REGISTER_OPEN_TEXT);
    expect(canCloseRegister(judge())).toBe(true);
  });

  it('closed, with the server warnings once and the other fiscal reasons', () => {
    act(() => {
      runtime$.connected.set(false);
      catalog$.register.set(
        sampleRegister({
          ...base,
          is_registered: false,
          warnings: [
            {
              code: 'not_registered',
              text: 'Kassan är inte registrerad hos Skatteverket. Försäljning är inte tillåten.',
            },
          ],
        }),
      );
    });
    render(<RegisterStatus />);
    const text = screen.getByRole('status').textContent!;
    expect(text).toContain('Stängd');
    expect(text).toContain('Kassan är inte registrerad hos Skatteverket. Försäljning är inte tillåten.');
    expect(text.match(/inte registrerad/g)).toHaveLength(1);
    expect(text).toContain('Ingen kontakt med servern');
    expect(canCloseRegister(judge())).toBe(REGISTER_CLOSED_REASON);
    expect(canOpenRegister(judge())).toBe('Kassan är inte registrerad hos Skatteverket');
    expect(canOpenRegister(judge({ level: null }))).toBe('Din behörighet räcker inte');
  });

  it('asks the control unit when the register needs its signature, and shows a mismatch', async () => {
    act(() => {
      runtime$.connected.set(true);
      setControlUnit({
        check: async () => ({ statusCode: 0, shortMessage: 'OK', mainStatus: 0, storageStatus: 0, unitId: 'OTHER-1' }),
      } as never);
      catalog$.register.set(
        sampleRegister({
          ...base,
          current_control_unit: { manufacturer_id: 'SIM-CU-0001', requires_client_signature: true },
        }),
      );
    });
    render(<RegisterStatus />);
    await vi.waitFor(() => expect(fiscalUnit$.status.peek()?.unitId).toBe('OTHER-1'));
    expect(
      await screen.findByText('Kontrollenheten (OTHER-1) är inte den som är registrerad för kassan (SIM-CU-0001)'),
    ).toBeTruthy();
  });
});
