import { useMemo } from 'react';
import { api } from '../../../data/api';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import * as ui from '../../../ui/styles.css';
import { sanitizeHtml } from '../../../ui/sanitizeHtml';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { useRemote } from '../../../data/useRemote';
import { dateTime } from './format';
import type { SentEmail } from './useDocuments';
import * as s from './booking.css';

/** 'Skickat mail': the stored mail as the customer got it, sanitised, in a sandboxed frame. */
export function SentMailDialog({ email, onClose }: { email: SentEmail | null; onClose: () => void }) {
  const remote = useRemote(email ? `email:${email.id}` : null, (signal) =>
    api<{ html: string }>('GET', `email/${email!.id}`, { signal, silent: true }),
  );
  const html = useMemo(() => (remote.data?.html ? sanitizeHtml(remote.data.html) : null), [remote.data]);
  return (
    <Dialog title="Skickat mail" isOpen={email != null} onClose={onClose} width={800}>
      {email && (
        <p className={s.rowSub} style={{ margin: 0 }}>
          {email.title} · till {email.recipient_email} · {dateTime(email.sent_at)}
        </p>
      )}
      {remote.error ? (
        <PaneError error={remote.error} />
      ) : html == null ? (
        <Skeleton lines={8} />
      ) : (
        // No scripts, no same-origin: the mail cannot reach the console.
        <iframe className={s.mailFrame} title={email?.title ?? 'Skickat mail'} sandbox="" srcDoc={html} />
      )}
      <div className={ui.dialogActions}>
        <Button variant="primary" autoFocus onPress={onClose}>
          Stäng
        </Button>
      </div>
    </Dialog>
  );
}
