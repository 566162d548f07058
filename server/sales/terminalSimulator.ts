// A simulated card terminal (terminal kind SIM). It walks through the display texts a real
// terminal shows, after short delays, and ends in one outcome chosen deterministically so
// tests (and a demo cashier) can drive each path:
//   amount ending in 13 öre → declined ('Nekad'), 17 → no answer (timeout), 19 → cancelled at
//   the terminal; anything else → approved ('Godkänd'). `nextOutcome` overrides once.
// A refund (negative amount, a return receipt) ends the same way by the öre of its absolute amount;
// its display starts with 'Återköp {amount}' and it asks for no PIN.
import type { Services } from '../services';

export type TerminalOutcome = 'approve' | 'decline' | 'timeout' | 'cancel';

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
  approved(card: { brand: string; lastFour: string; reference: string }): Promise<void>;
  failed(outcome: 'decline' | 'cancel', error: TerminalError): Promise<void>;
}

export interface TerminalJob {
  /** Identifies the transaction: a newer job for the same receipt supersedes the older one. */
  key: string;
  amount: number;
  hooks: TerminalHooks;
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

const slip = (title: string, amount: number) => [
  'KORTTERMINAL (SIMULERAD)', amount < 0 ? `ÅTERKÖP ${title}` : title, `Belopp: ${terminalAmount(amount)}`, 'Spara kvittot',
].join('\n');

export class TerminalSimulator {
  settings: TerminalSettings = { delayMs: 1200 };
  private forced: TerminalOutcome[] = [];
  private running = new Map<string, { aborted: boolean }>();
  private pending = new Set<Promise<void>>();

  /** The next started transaction ends this way, whatever the amount (tests, demo). */
  nextOutcome(outcome: TerminalOutcome) { this.forced.push(outcome); }

  start(job: TerminalJob): void {
    this.abort(job.key);
    const state = { aborted: false };
    this.running.set(job.key, state);
    const outcome = this.forced.shift() ?? outcomeForAmount(job.amount);
    const p = this.run(job, outcome, state).catch((err) => console.error('terminal simulator', err))
      .finally(() => { this.pending.delete(p); if (this.running.get(job.key) === state) this.running.delete(job.key); });
    this.pending.add(p);
  }

  /** Stops a transaction (the cashier pressed Avbryt); its later steps are dropped. */
  abort(key: string) {
    const s = this.running.get(key);
    if (s) s.aborted = true;
    this.running.delete(key);
  }

  /** Resolves when every started transaction has reached its end (tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async step(state: { aborted: boolean }) {
    if (this.settings.delayMs > 0) await new Promise((r) => setTimeout(r, this.settings.delayMs));
    return !state.aborted;
  }

  private async run(job: TerminalJob, outcome: TerminalOutcome, state: { aborted: boolean }) {
    const { hooks, amount } = job;
    const refund = amount < 0;
    if (refund) await hooks.display(`Återköp ${terminalAmount(amount)}`);
    if (!(await this.step(state))) return;
    await hooks.display('Sätt in eller blippa kort');
    // No answer: the terminal stays silent; the client's countdown ends in 'Inget svar från terminalen efter timeout'.
    if (outcome === 'timeout') return;
    if (!(await this.step(state))) return;
    if (outcome === 'cancel') return hooks.failed('cancel', { display: 'Avbruten', print: slip('AVBRUTEN', amount) });
    if (!refund) {
      await hooks.display('Ange PIN-kod');
      if (!(await this.step(state))) return;
    }
    await hooks.display('Behandlar...');
    if (!(await this.step(state))) return;
    if (outcome === 'decline') return hooks.failed('decline', { display: 'Nekad', print: slip('NEKAD', amount) });
    await hooks.approved({ brand: 'VISA', lastFour: '0004', reference: `SIM-${job.key}-${Date.now().toString(36)}` });
  }
}

// One simulator per running app (tests build several apps in one process).
const simulators = new WeakMap<Services, TerminalSimulator>();

export function terminalSimulator(services: Services): TerminalSimulator {
  let s = simulators.get(services);
  if (!s) simulators.set(services, (s = new TerminalSimulator()));
  return s;
}
