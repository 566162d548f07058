// A simulated card terminal (terminal kind SIM). It walks through the display texts a real
// terminal shows, after short delays, and ends in one outcome chosen deterministically so
// tests (and a demo cashier) can drive each path:
//   amount ending in 13 öre → declined ('Nekad'), 17 → no answer (timeout), 19 → cancelled at
//   the terminal; anything else → approved ('Godkänd'). `nextOutcome` overrides once.
// A refund (negative amount, a return receipt) ends the same way by the öre of its absolute amount;
// its display starts with 'Återköp {amount}' and it asks for no PIN.
// Like a real terminal it keeps a journal (TerminalMemory, durable): asked by reference it tells
// how a transaction ended, also after the server restarted; one still running when its host went
// away ends at its own time (settlesAt), or is cancelled by an abort before that.
import type { Services } from '../services';

export type TerminalOutcome = 'approve' | 'decline' | 'timeout' | 'cancel';
export type TerminalFinal = 'approved' | 'declined' | 'cancelled';
export type TerminalAnswer =
  | { state: 'in_progress' | 'not_found' }
  | { state: 'approved'; card: TerminalCard }
  | { state: 'declined' | 'cancelled' };
export interface TerminalCard {
  brand: string;
  lastFour: string;
  reference: string;
}

export interface TerminalError {
  /** What the terminal's display says. */
  display: string;
  /** The terminal's own slip ('Utskrift från terminalen'). */
  print: string;
}

/** What the simulator drives; the sales flow implements it against the database and realtime. */
export interface TerminalHooks {
  /** A new display text. */
  display(message: string): Promise<void>;
  approved(card: TerminalCard): Promise<void>;
  failed(outcome: 'decline' | 'cancel', error: TerminalError): Promise<void>;
}

/** One journal entry of the terminal. */
export interface TerminalEntry {
  reference: string;
  amount: number;
  outcome: TerminalOutcome;
  startedAt: Date;
  settlesAt: Date | null;
  finalState: TerminalFinal | null;
}

/** The terminal's own durable journal. */
export interface TerminalMemory {
  remember(entry: TerminalEntry): Promise<void>;
  recall(reference: string): Promise<TerminalEntry | null>;
  finish(reference: string, state: TerminalFinal): Promise<void>;
}

export interface TerminalJob {
  /** The host's transaction reference: the terminal answers queries by it. */
  key: string;
  amount: number;
  hooks: TerminalHooks;
  memory: TerminalMemory;
}

export interface TerminalSettings {
  /** Milliseconds between display steps; 0 runs the steps back to back (tests). */
  delayMs: number;
}

export function outcomeForAmount(amount: number): TerminalOutcome {
  const ore = Math.abs(amount) % 100;
  if (ore === 13) return 'decline';
  if (ore === 17) return 'timeout';
  if (ore === 19) return 'cancel';
  return 'approve';
}

/** 2313 → '23,13 SEK' (the sign is told by the word: 'Återköp'). */
export const terminalAmount = (amount: number) => `${(Math.abs(amount) / 100).toFixed(2).replace('.', ',')} SEK`;

const slip = (title: string, amount: number) =>
  [
    'KORTTERMINAL (SIMULERAD)',
    amount < 0 ? `ÅTERKÖP ${title}` : title,
    `Belopp: ${terminalAmount(amount)}`,
    'Spara kvittot',
  ].join('\n');

const CARD = { brand: 'VISA', lastFour: '0004' };
const FINAL: Record<Exclude<TerminalOutcome, 'timeout'>, TerminalFinal> = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
};

/** Display steps before the outcome: a refund asks for no PIN; a cancel comes after the card prompt. */
const stepsTo = (outcome: TerminalOutcome, refund: boolean) => (outcome === 'cancel' ? 2 : refund ? 3 : 4);

interface Run {
  aborted: boolean;
  settled: boolean;
  outcome: TerminalOutcome;
}

export class TerminalSimulator {
  settings: TerminalSettings = { delayMs: 1200 };
  private forced: TerminalOutcome[] = [];
  private running = new Map<string, Run>();
  private pending = new Set<Promise<void>>();

  /** The next started transaction ends this way, whatever the amount (tests, demo). */
  nextOutcome(outcome: TerminalOutcome) {
    this.forced.push(outcome);
  }

  start(job: TerminalJob): void {
    const run: Run = { aborted: false, settled: false, outcome: this.forced.shift() ?? outcomeForAmount(job.amount) };
    this.running.set(job.key, run);
    const p = this.run(job, run)
      .catch((err) => console.error('terminal simulator', err))
      .finally(() => {
        this.pending.delete(p);
        if (this.running.get(job.key) === run) this.running.delete(job.key);
      });
    this.pending.add(p);
  }

  /** Whether this process is still driving the transaction. */
  isRunning(key: string): boolean {
    const r = this.running.get(key);
    return !!r && !r.settled;
  }

  /**
   * Stops a transaction that has not reached its outcome (the cashier pressed Avbryt, or the host
   * reconciles): it ends cancelled. One that already ended keeps its outcome.
   */
  async abort(key: string, memory: TerminalMemory, now = new Date()): Promise<void> {
    const live = this.running.get(key);
    if (live) {
      if (live.settled) return;
      live.aborted = true;
      live.settled = true;
      this.running.delete(key);
      await memory.finish(key, 'cancelled');
      return;
    }
    const e = await memory.recall(key);
    if (e && !e.finalState && !(e.settlesAt && e.settlesAt <= now)) await memory.finish(key, 'cancelled');
  }

  /** How the transaction `key` ended, as the terminal's journal tells it. */
  async query(key: string, memory: TerminalMemory, now = new Date()): Promise<TerminalAnswer> {
    if (this.isRunning(key)) return { state: 'in_progress' };
    const e = await memory.recall(key);
    if (!e) return { state: 'not_found' };
    // Ended on its own while nobody listened (the host restarted): the journal's time decides.
    const final =
      e.finalState ?? (e.settlesAt && e.settlesAt <= now && e.outcome !== 'timeout' ? FINAL[e.outcome] : null);
    if (!final) return { state: 'in_progress' };
    return final === 'approved' ? { state: 'approved', card: { ...CARD, reference: key } } : { state: final };
  }

  /** Forgets the transactions this process drives without ending them (the process died; tests). */
  halt() {
    for (const r of this.running.values()) r.aborted = true;
    this.running.clear();
  }

  /** Resolves when every started transaction has reached its end (tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async step(run: Run) {
    if (this.settings.delayMs > 0) await new Promise((r) => setTimeout(r, this.settings.delayMs));
    return !run.aborted;
  }

  private async run(job: TerminalJob, run: Run) {
    const { hooks, amount, memory } = job;
    const refund = amount < 0;
    const { outcome } = run;
    const startedAt = new Date();
    const settlesAt =
      outcome === 'timeout' ? null : new Date(startedAt.getTime() + stepsTo(outcome, refund) * this.settings.delayMs);
    await memory.remember({ reference: job.key, amount, outcome, startedAt, settlesAt, finalState: null });
    if (refund) await hooks.display(`Återköp ${terminalAmount(amount)}`);
    if (!(await this.step(run))) return;
    await hooks.display('Sätt in eller blippa kort');
    // No answer: the terminal stays silent; the client's countdown ends in 'Inget svar från terminalen efter timeout'.
    if (outcome === 'timeout') return;
    if (!(await this.step(run))) return;
    if (outcome === 'cancel')
      return this.settle(job, run, () =>
        hooks.failed('cancel', { display: 'Avbruten', print: slip('AVBRUTEN', amount) }),
      );
    if (!refund) {
      await hooks.display('Ange PIN-kod');
      if (!(await this.step(run))) return;
    }
    await hooks.display('Behandlar...');
    if (!(await this.step(run))) return;
    if (outcome === 'decline')
      return this.settle(job, run, () => hooks.failed('decline', { display: 'Nekad', print: slip('NEKAD', amount) }));
    await this.settle(job, run, () => hooks.approved({ ...CARD, reference: job.key }));
  }

  /** The outcome is written to the journal before the host hears it: an abort from now on changes nothing. */
  private async settle(job: TerminalJob, run: Run, tell: () => Promise<void>) {
    if (run.aborted || run.settled) return;
    run.settled = true;
    await job.memory.finish(job.key, FINAL[run.outcome as Exclude<TerminalOutcome, 'timeout'>]);
    await tell();
  }
}

// One simulator per running app (tests build several apps in one process).
const simulators = new WeakMap<Services, TerminalSimulator>();

export function terminalSimulator(services: Services): TerminalSimulator {
  let s = simulators.get(services);
  if (!s) simulators.set(services, (s = new TerminalSimulator()));
  return s;
}
