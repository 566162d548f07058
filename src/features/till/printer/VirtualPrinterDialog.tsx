import { useSyncExternalStore } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { Button } from '../../../ui/Button';
import * as ui from '../../../ui/styles.css';
import { previewJobs, previewOpen, type PreviewJob } from '../../../devices/printer/previewStore';
import type { PrintLine } from '../../../domain/printObject';
import * as s from './printer.css';

const MARKERS: Partial<Record<PrintLine['kind'], string>> = { drawer: 'Kassalådan öppnas', buzzer: 'Summern ljuder' };
const timeFmt = new Intl.DateTimeFormat('sv-SE', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Stockholm',
});

function Line({ line }: { line: PrintLine }) {
  if (line.kind === 'cut') return <span className={s.cut} role="separator" aria-label="Papperet klipps" />;
  const marker = MARKERS[line.kind];
  if (marker) return <span className={s.marker}>{marker}</span>;
  const style = line.size > 0 ? { fontSize: `${line.size + 1}em` } : undefined;
  return (
    <span className={[s.line, line.bold ? s.bold : ''].join(' ')} style={style}>
      {line.text}
    </span>
  );
}

function Paper({ job, index }: { job: PreviewJob; index: number }) {
  return (
    <figure className={s.job} aria-label={`Utskrift ${index + 1}`}>
      <figcaption className={s.caption}>
        {timeFmt.format(job.printedAt)} · {job.width} tecken
      </figcaption>
      {/* ch is the width of one monospace character: the paper is exactly the job's width. */}
      <pre className={s.paper} style={{ width: `calc(${job.width}ch + 16px)` }}>
        {job.lines.map((l, i) => (
          <Line key={i} line={l} />
        ))}
      </pre>
    </figure>
  );
}

/** 'Virtuell Skrivare' (money.md 2): the SIM printer's jobs of this session, newest first. */
export function VirtualPrinterDialog() {
  const open = useSyncExternalStore(previewOpen.subscribe, previewOpen.get);
  const jobs = useSyncExternalStore(previewJobs.subscribe, previewJobs.get);
  const close = () => previewOpen.set(false);
  const widest = Math.max(42, ...jobs.map((j) => j.width));
  return (
    <Dialog title="Virtuell Skrivare" isOpen={open} onClose={close} width={Math.round(widest * 7.3) + 140}>
      {jobs.length === 0 ? (
        <p className={s.empty}>Inget har skrivits ut ännu.</p>
      ) : (
        // Focusable so the keyboard can scroll the papers.
        <div className={s.jobs} tabIndex={0} role="region" aria-label="Utskrifter, nyast först">
          {jobs.map((job, i) => (
            <Paper key={job.id} job={job} index={i} />
          ))}
        </div>
      )}
      <div className={ui.dialogActions}>
        <Button onPress={close} hotkey="escape">
          Stäng
        </Button>
      </div>
    </Dialog>
  );
}
