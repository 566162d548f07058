import { call } from '../../../data/call';
import { executeCommand } from '../../../commands/registry';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import * as ui from '../../../ui/styles.css';
import { Skeleton } from '../../../ui/PaneParts';
import { useRemote } from '../../../data/useRemote';
import { dateTime } from './format';
import * as s from './booking.css';

// bookings.md 4, Cancellation wizard: chip colours by status.
const TONE: Record<string, keyof typeof s.chipTone> = {
  Avslutad: 'success',
  'Inväntar dokument': 'warning',
  Oavslutad: 'error',
};

interface Props {
  booking: {
    id: number;
    booking_number: string;
    cancellation_status?: string | null;
    deleted_at?: string | null;
    customer?: { full_name?: string } | null;
    customer_name?: string | null;
  };
  isOpen: boolean;
  onClose: () => void;
}

/** 'Visa avbokning': the cancellation's status, who cancelled and when (from the history), and 'Ångra avbokning'. */
export function CancellationInfoDialog({ booking: b, isOpen, onClose }: Props) {
  const history = useRemote(isOpen ? `cancel-info:${b.id}` : null, (signal) =>
    call('GET bookings/editing-records', { query: { booking_id: b.id }, signal, silent: true }).then(
      (d) => d.editing_records,
    ),
  );
  const record = [...(history.data ?? [])]
    .filter((r) => /cancel/i.test(r.action) && !/revers/i.test(r.action))
    .sort((x, y) => y.created_at.localeCompare(x.created_at))[0];
  const status = b.cancellation_status ?? 'Avslutad';
  return (
    <Dialog title={`Avbokning ${b.booking_number}`} isOpen={isOpen} onClose={onClose} width={800}>
      <div className={s.rowSub}>{b.customer?.full_name ?? b.customer_name ?? ''}</div>
      <div>
        <span className={[s.chip, s.chipTone[TONE[status] ?? 'neutral']].join(' ')}>{status}</span>
      </div>
      {history.loading && !history.data ? (
        <Skeleton lines={2} />
      ) : (
        <p style={{ margin: 0 }}>
          Avbokad {dateTime(record?.created_at ?? b.deleted_at)}
          {record?.user ? ` av ${record.user.name}` : ''}
          {record?.description ? `. ${record.description}` : ''}
        </p>
      )}
      <div className={ui.dialogActions}>
        <Button onPress={onClose}>Stäng</Button>
        <Button
          variant="primary"
          onPress={() => {
            onClose();
            void executeCommand('booking.reverseCancel', { id: b.id }, 'button');
          }}
        >
          Ångra avbokning
        </Button>
      </div>
    </Dialog>
  );
}
