import { observable } from '@legendapp/state';
import { defineCommand } from '../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../commands/types';
import { runtime$ } from '../../data/session';
import { logout, resume } from '../../data/sessionFlow';

/** The lock screen's own state: a reconnect in progress, and whether the last one failed. */
export const lock$ = observable({ reconnecting: false, failed: false });

/** 'Återansluta': reconnect and refetch; the session flow decides whether the lock lifts. */
export async function reconnectNow(): Promise<void> {
  if (lock$.reconnecting.peek()) return;
  lock$.assign({ reconnecting: true, failed: false });
  try {
    await resume();
  } finally {
    lock$.assign({ reconnecting: false, failed: runtime$.phase.peek() === 'locked' });
  }
}

const locked = (ctx: CommandContext) => ctx.session?.phase === 'locked' || 'Bara på låsskärmen';

// Scope 'always': the lock screen has no panes, and `when` keeps the keys dead everywhere else.
export const lockCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'lock.reconnect',
    title: 'Återansluta',
    group: 'Allmänt',
    keywords: ['återanslut', 'koppla upp', 'anslut igen'],
    hotkey: 'alt+r',
    scope: 'always',
    hidden: true,
    when: locked,
    run: () => reconnectNow(),
  }),
  defineCommand({
    id: 'lock.switchUser',
    title: 'Byt användare',
    group: 'Allmänt',
    keywords: ['logga ut', 'annan användare'],
    hotkey: 'alt+b',
    scope: 'always',
    hidden: true,
    when: locked,
    run: () => logout(),
  }),
];
