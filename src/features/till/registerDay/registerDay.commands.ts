import { defineCommand } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { contributeContext } from '../../../commands/contextKeys';
import { guard, hasKey, loggedIn, role } from '../../../commands/guards';
import { currentRegister, openCashDrawer, registerDialog$, takeXReport } from './registerDay';

export const NO_REGISTER_TEXT = 'Ingen kassa är kopplad till den här enheten';
export const REGISTER_OPEN_TEXT = 'Kassan är redan öppen';
export const REGISTER_CLOSED_REASON = 'Kassan är stängd';
export const NOT_REGISTERED_REASON = 'Kassan är inte registrerad hos Skatteverket';

/** kassor and up, logged in, with a register on this workstation. */
/** The workstation's register as the `register` key (installed with the shell's commands). */
export const installRegisterKey = () =>
  contributeContext('register', () => {
    const r = currentRegister();
    return r ? { id: r.id ?? null, openedAt: r.opened_at ?? null, registered: !!r.is_registered } : null;
  });

export const withTill = guard(loggedIn('Du är inte inloggad'), role('till', 'Din behörighet räcker inte'));
const withRegister = guard(withTill, hasKey('register', NO_REGISTER_TEXT));

export function canOpenRegister(ctx: CommandContext): true | string {
  const base = withRegister(ctx);
  if (base !== true) return base as string;
  const r = ctx.register!;
  if (r.openedAt) return REGISTER_OPEN_TEXT;
  return r.registered ? true : NOT_REGISTERED_REASON;
}

export function canCloseRegister(ctx: CommandContext): true | string {
  const base = withRegister(ctx);
  if (base !== true) return base as string;
  return ctx.register!.openedAt ? true : REGISTER_CLOSED_REASON;
}

/** The register day (money.md 4 "Register"): open with the float, X report, close with a Z report, the drawer. */
export const registerDayCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'register.open',
    title: 'Öppna kassan',
    group: 'Kassa',
    keywords: ['växelkassa', 'öppna dagen', 'starta kassan'],
    hotkey: 'alt+shift+o',
    when: canOpenRegister,
    run: () => registerDialog$.set({ kind: 'open' }),
  }),
  defineCommand({
    id: 'register.xReport',
    title: 'X-rapport',
    group: 'Kassa',
    keywords: ['rapport', 'dagens försäljning', 'kassarapport'],
    hotkey: 'alt+shift+x',
    when: withRegister,
    run: async () => {
      // A failure was shown by the API client's snackbar.
      const report = await takeXReport().catch(() => null);
      if (report) registerDialog$.set({ kind: 'report', report });
    },
  }),
  defineCommand({
    id: 'register.close',
    title: 'Stäng kassan',
    group: 'Kassa',
    keywords: ['z-rapport', 'dagsavslut', 'räkna kassan'],
    hotkey: 'alt+shift+z',
    when: canCloseRegister,
    run: () => registerDialog$.set({ kind: 'close' }),
  }),
  defineCommand({
    id: 'register.openCashDrawer',
    title: 'Öppna kassalådan',
    group: 'Kassa',
    keywords: ['kassalåda', 'låda'],
    when: withRegister,
    run: () => openCashDrawer().catch(() => undefined),
  }),
];
