/** One page as GET bookings answers it (GET booking-groups: K = 'booking_groups'). */
export type PageAnswer<R, K extends string = 'bookings'> = {
  request_id: string | null;
  total: number;
  offset: number;
} & Record<K, R[]>;
export type FetchPage<R, K extends string = 'bookings'> = (
  query: Record<string, string>,
  signal: AbortSignal,
) => Promise<PageAnswer<R, K>>;
/** How one list names its page size parameter and its rows in the answer. */
export interface PageNames<K extends string> {
  size: string;
  rows: K;
}
const BOOKING_PAGES: PageNames<'bookings'> = { size: 'visible_bookings', rows: 'bookings' };

export const PAGE_SIZE = 100;
// Enough pages for a few screens around the visible one; older ones are dropped (LRU).
const MAX_PAGES = 40;
// Fast scrolling asks for windows it has already left: only the latest few requests run.
const MAX_IN_FLIGHT = 3;

/**
 * The rows of a server-paged list, fetched a page at a time for the window on screen and cached
 * by offset. Every request carries a request_id naming the query generation; answers to an older
 * generation (a search typed since, a sort changed) are dropped.
 */
export class PageLoader<R, K extends string = 'bookings'> {
  private pages = new Map<number, R[]>();
  /** Rows of the previous generation, shown after a refresh until their page is reloaded. */
  private stale = new Map<number, R[]>();
  private inFlight = new Map<number, AbortController>();
  private wanted: number[] = [];
  private generation = 0;
  private query: Record<string, string> = {};
  private listeners = new Set<() => void>();
  total: number | null = null;
  error: string | null = null;
  /** Bumped on every change, for useSyncExternalStore. */
  version = 0;

  constructor(
    private fetchPage: FetchPage<R, K>,
    private pageSize = PAGE_SIZE,
    private names = BOOKING_PAGES as unknown as PageNames<K>,
  ) {}

  subscribe(l: () => void) {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  }
  private emit() {
    this.version++;
    this.listeners.forEach((l) => l());
  }

  /** A new question: everything cached is for the old one. */
  setQuery(query: Record<string, string>) {
    this.query = query;
    this.wanted = [0]; // a new answer is read from its top
    this.reset(false);
  }

  /** Same question, newer answers (a booking changed): keeps showing the old rows meanwhile. */
  refresh() {
    this.reset(true);
  }

  private reset(keepStale: boolean) {
    this.generation++;
    for (const c of this.inFlight.values()) c.abort();
    this.inFlight.clear();
    this.stale = keepStale ? new Map([...this.stale, ...this.pages]) : new Map();
    if (!keepStale) this.total = null;
    this.pages = new Map();
    this.error = null;
    this.emit();
    this.load(this.wanted);
  }

  /** The row at `index`, or undefined while its page has not arrived. */
  row(index: number): R | undefined {
    const page = Math.floor(index / this.pageSize);
    const rows = this.pages.get(page) ?? this.stale.get(page);
    return rows?.[index - page * this.pageSize];
  }

  isLoaded(index: number) {
    return this.pages.has(Math.floor(index / this.pageSize));
  }

  /** Asks for the rows first..last (inclusive), the visible window plus overscan. */
  ensure(first: number, last: number) {
    if (last < first) return;
    const pages: number[] = [];
    for (let p = Math.floor(Math.max(0, first) / this.pageSize); p <= Math.floor(last / this.pageSize); p++)
      pages.push(p);
    this.wanted = pages;
    this.load(pages);
  }

  private load(pages: number[]) {
    // Requests for pages that scrolled out of reach are cancelled: the server is single-threaded.
    for (const [p, c] of this.inFlight)
      if (!pages.includes(p)) {
        c.abort();
        this.inFlight.delete(p);
      }
    for (const p of pages) {
      if (this.pages.has(p) || this.inFlight.has(p) || this.inFlight.size >= MAX_IN_FLIGHT) continue;
      if (this.total != null && p * this.pageSize >= this.total && p > 0) continue;
      void this.fetchOne(p);
    }
  }

  private async fetchOne(page: number) {
    const generation = this.generation;
    const requestId = `${generation}:${page}`;
    const controller = new AbortController();
    this.inFlight.set(page, controller);
    try {
      const answer = await this.fetchPage(
        {
          ...this.query,
          request_id: requestId,
          offset: String(page * this.pageSize),
          [this.names.size]: String(this.pageSize),
        },
        controller.signal,
      );
      if (answer.request_id !== requestId || generation !== this.generation) return; // a stale answer
      this.pages.delete(page);
      this.pages.set(page, answer[this.names.rows] as R[]);
      this.stale.delete(page);
      while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
      this.total = answer.total;
      this.error = null;
      this.emit();
    } catch (err) {
      if (controller.signal.aborted || generation !== this.generation) return;
      this.error = err instanceof Error ? err.message : String(err);
      this.emit();
    } finally {
      if (this.inFlight.get(page) === controller) this.inFlight.delete(page);
      // A slot is free: the window may still miss pages.
      if (generation === this.generation) this.load(this.wanted);
    }
  }
}
