import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand, registerCommands } from '../../commands/registry';
import { runtime$, session$ } from '../../data/session';
import { lockHeader } from '../../domain/connection';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { lock$, lockCommands } from './lock.commands';
import { solidKbd } from '../login/login.css';
import * as s from './lock.css';

const LEADS = {
  offline: 'Datorn har ingen internetuppkoppling. Konsolen låser upp sig själv när anslutningen är tillbaka.',
  disconnected: 'Kontakten med servern bröts. Inget sparat har gått förlorat.',
  update: 'En nyare version av konsolen krävs innan du kan fortsätta.',
} as const;

/**
 * A token, user and domain exist but the session is not connected (shell.md 2.4): who is signed
 * in, why it is locked, 'Byt användare' and 'Återansluta' (focused, so Enter reconnects).
 */
export function LockScreen() {
  const user = useValue(session$.user);
  const reason = useValue(runtime$.lockReason);
  const reconnecting = useValue(lock$.reconnecting);
  const failed = useValue(lock$.failed);
  // The lock screen's keys exist only while it shows.
  useEffect(() => registerCommands(lockCommands), []);

  const header = lockHeader(reason);
  return (
    <div className={s.page}>
      <main className={s.card} aria-labelledby="lock-title">
        <span className={[s.status, reason === 'disconnected' ? '' : s.statusError].join(' ')}>
          <span className={s.dot} aria-hidden="true" />
          Låst
        </span>
        <h1 id="lock-title" className={s.title}>
          {header}
        </h1>
        <p className={s.lead}>{LEADS[reason]}</p>
        {user && (
          <div className={s.who}>
            <Avatar text={user.initials} color={user.color} size={56} />
            <span className={s.name}>{user.name}</span>
            <span className={s.meta}>{user.email}</span>
            <span className={s.meta}>{user.domain.name}</span>
          </div>
        )}
        <div className={s.actions}>
          <Button className={s.action} hotkey="alt+b" onPress={() => void executeCommand('lock.switchUser')}>
            Byt användare
          </Button>
          <Button
            className={`${s.action} ${solidKbd}`}
            variant="primary"
            hotkey="alt+r"
            autoFocus
            isPending={reconnecting}
            onPress={() => void executeCommand('lock.reconnect')}
          >
            {reconnecting && <span className={s.spinner} aria-hidden="true" />}
            {reconnecting ? 'Återansluter…' : 'Återansluta'}
          </Button>
        </div>
        <p className={[s.note, failed && !reconnecting ? s.noteError : ''].join(' ')} role="status" aria-live="polite">
          {reconnecting
            ? 'Försöker återansluta…'
            : failed
              ? 'Det gick inte att återansluta. Försök igen om en stund.'
              : ''}
        </p>
      </main>
    </div>
  );
}
