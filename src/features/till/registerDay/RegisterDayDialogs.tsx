import { useState, type FormEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError } from '../../../data/api';
import { confirmAction } from '../../../data/dialogs';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import * as ui from '../../../ui/styles.css';
import { parseKronor } from './amount';
import {
  closeRegisterDay,
  closeRegisterDialog,
  currentRegister,
  openRegisterDay,
  printReport,
  registerDialog$,
} from './registerDay';
import { reportTitle, signedKr, type StoredReport } from './reportSections';
import { ReportView } from './ReportView';
import * as s from './registerDay.css';

/** The register-day dialogs, mounted once in the shell. */
export function RegisterDayDialogs() {
  const d = useValue(registerDialog$);
  return (
    <>
      <OpenRegisterDialog isOpen={d?.kind === 'open'} />
      <CloseRegisterDialog isOpen={d?.kind === 'close'} />
      <ReportDialog report={d?.kind === 'report' ? d.report : null} />
    </>
  );
}

const serverError = (e: unknown): string => {
  if (!(e instanceof ApiError)) return 'Ett oväntat fel inträffade';
  const first = Object.values(e.fieldErrors).flat()[0];
  return first ?? (e.message || `Ett oväntat fel inträffade. Felkod: ${e.status}`);
};

interface AmountFormProps {
  label: string;
  hint: string;
  submitText: string;
  /** Resolves when done; throws to keep the dialog open with the error. */
  onSubmit: (ore: number) => Promise<void>;
}

/** One amount in whole kronor, checked as typed after the first attempt; the server re-checks. */
function AmountForm({ label, hint, submitText, onSubmit }: AmountFormProps) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = parseKronor(text);
  const shown = error ?? (tried && !parsed.ok ? parsed.error : null);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    setError(null);
    if (!parsed.ok || busy) return;
    setBusy(true);
    try {
      await onSubmit(parsed.ore);
    } catch (err) {
      setError(serverError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={text}
        onChange={(v) => {
          setText(v);
          setError(null);
        }}
        error={shown}
        hint={hint}
        inputMode="decimal"
        autoFocus
        autoComplete="off"
      />
      <div className={ui.dialogActions}>
        <Button onPress={closeRegisterDialog} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" isDisabled={busy} hotkey="enter">
          {submitText}
        </Button>
      </div>
    </form>
  );
}

export function OpenRegisterDialog({ isOpen }: { isOpen: boolean }) {
  return (
    <Dialog title="Öppna kassan" isOpen={isOpen} onClose={closeRegisterDialog} width={450}>
      {isOpen && (
        <AmountForm
          label="Växelkassa"
          hint="Kontanter i kassalådan när dagen börjar, i hela kronor"
          submitText="Öppna kassan"
          onSubmit={async (ore) => {
            await openRegisterDay(ore);
            closeRegisterDialog();
          }}
        />
      )}
    </Dialog>
  );
}

export function CloseRegisterDialog({ isOpen }: { isOpen: boolean }) {
  return (
    <Dialog title="Stäng kassan" isOpen={isOpen} onClose={closeRegisterDialog} width={450}>
      {isOpen && (
        <AmountForm
          label="Räknad kontantkassa"
          hint="Räkna kontanterna i kassalådan, i hela kronor"
          submitText="Stäng kassan"
          onSubmit={async (ore) => {
            const ok = await confirmAction({
              header: 'Stäng kassan',
              body: `Räknad kontantkassa ${formatKr(ore)}. Kassan stängs och dagens Z-rapport skapas. Det går inte att ångra.`,
              confirmLabel: 'Stäng kassan',
            });
            if (!ok) return;
            const report = await closeRegisterDay(ore);
            registerDialog$.set({ kind: 'report', report });
          }}
        />
      )}
    </Dialog>
  );
}

/** An X or Z report; a Z report leads with counted cash against expected. 'Skriv ut' prints it. */
export function ReportDialog({ report }: { report: StoredReport | null }) {
  const [printing, setPrinting] = useState(false);
  const print = async (r: StoredReport) => {
    setPrinting(true);
    try {
      await printReport(r);
    } finally {
      setPrinting(false);
    }
  };
  const rec = report?.reconciliation ?? null;
  return (
    <Dialog title={report ? reportTitle(report) : ''} isOpen={report != null} onClose={closeRegisterDialog} width={600}>
      {report && (
        // alt+s prints: the dialog's own key (the Button only shows it), by code so that a Mac's ß also works.
        <div
          className={s.form}
          onKeyDown={(e) => {
            if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyS') {
              e.preventDefault();
              if (!printing) void print(report);
            }
          }}
        >
          {report.type === 'z' && rec && (
            <div className={[s.difference, rec.difference !== 0 ? s.differenceOff : ''].join(' ')} role="status">
              <span>
                Räknat {formatKr(rec.counted_cash)} mot förväntat {formatKr(rec.expected_cash)}
              </span>
              <strong>Differens {signedKr(rec.difference)}</strong>
            </div>
          )}
          <ReportView report={report} register={currentRegister()} />
          <div className={ui.dialogActions}>
            <Button onPress={() => void print(report)} isDisabled={printing} hotkey="alt+s">
              Skriv ut
            </Button>
            <Button variant="primary" onPress={closeRegisterDialog} hotkey="escape" autoFocus>
              Stäng
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
