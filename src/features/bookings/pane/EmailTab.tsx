import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { api } from '../../../data/api';
import { todayInStockholm } from '../../../domain/dates';
import {
  canSendConfirmation,
  checkInMail,
  emailStatusLabel,
  emailStatusTone,
  type MailBooking,
} from '../../../domain/emailStatus';
import { Button } from '../../../ui/Button';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import type { Remote } from '../../../data/useRemote';
import { BlockedEmailChip } from './BlockedEmailChip';
import { dateTime } from './format';
import { SentMailDialog } from './SentMailDialog';
import type { SentEmail } from './useDocuments';
import * as s from './booking.css';

// The mail icons of the records are Material Design names; a glyph stands in for each family.
const ICONS: Record<string, string> = { 'mdi-email-remove-outline': '✉︎✕', 'mdi-email-check': '✉︎✓' };
const icon = (name: string | null) => ICONS[name ?? ''] ?? '✉︎';

type Send = 'send-confirmation' | 'send-checkin-email' | 'send-checkin-confirmation';

interface EmailTabProps {
  emails: Remote<SentEmail[]>;
  /** The booking whose mails can be sent from here; a group's tab only lists. */
  booking?: MailBooking & { id: number; customer?: { email?: string | null; email_status?: string | null } | null };
}

/** 'Email': sent mails with status, time, title and recipient; Enter opens one; send buttons (bookings.md 4). */
export function EmailTab({ emails, booking }: EmailTabProps) {
  const [open, setOpen] = useState<SentEmail | null>(null);
  const [sending, setSending] = useState<Send | null>(null);
  const today = todayInStockholm();

  const send = async (what: Send) => {
    if (!booking) return;
    setSending(what);
    try {
      await api('POST', `bookings/${what}`, { body: { booking_id: booking.id } });
      emails.reload();
    } catch {
      /* the global catalogue shows the error */
    } finally {
      setSending(null);
    }
  };

  const checkIn = booking ? checkInMail(booking, today) : null;
  // The server refuses a customer without an address or with a blocked one: so do the buttons.
  const off = sending != null || !booking?.customer?.email || booking.customer.email_status === 'blocked';
  // Newest first, whatever order the server sends.
  const rows = [...(emails.data ?? [])].sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id);
  return (
    <>
      {booking && (
        <div className={s.buttonRow}>
          <Button isDisabled={!canSendConfirmation(booking) || off} onPress={() => void send('send-confirmation')}>
            Skicka bokningsbekräftelse
          </Button>
          {checkIn?.kind === 'checkin-email' && (
            <Button isDisabled={!checkIn.enabled || off} onPress={() => void send('send-checkin-email')}>
              Skicka incheckningsmail
            </Button>
          )}
          {checkIn?.kind === 'checkin-confirmation' && (
            <Button isDisabled={!checkIn.enabled || off} onPress={() => void send('send-checkin-confirmation')}>
              Skicka incheckningsbekräftelse
            </Button>
          )}
          {booking.customer?.email_status === 'blocked' && <BlockedEmailChip />}
        </div>
      )}
      {emails.error ? (
        <PaneError error={emails.error} />
      ) : !emails.data ? (
        <Skeleton lines={4} />
      ) : !rows.length ? (
        <p className={s.empty}>Inga email har skickats</p>
      ) : (
        <ListBox
          aria-label="Skickade email"
          className={s.listBox}
          items={rows}
          selectionMode="none"
          onAction={(key) => setOpen(rows.find((r) => r.id === Number(key)) ?? null)}
        >
          {(m) => (
            <ListBoxItem id={m.id} textValue={`${m.title} ${emailStatusLabel(m.status)}`} className={s.listRow}>
              <span className={s.icon} aria-hidden="true">
                {icon(m.icon)}
              </span>
              <span className={s.rowMain}>
                <span className={s.rowTitle}>{m.title}</span>
                <span className={s.rowSub}>
                  {m.recipient_email} · {dateTime(m.sent_at)}
                </span>
              </span>
              <span className={[s.chip, s.chipTone[emailStatusTone(m.status)]].join(' ')}>
                {emailStatusLabel(m.status)}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      )}
      <SentMailDialog email={open} onClose={() => setOpen(null)} />
    </>
  );
}
