import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../data/api';
import { call } from '../../../data/call';
import { bookings$, type Booking } from '../../../data/stores';
import type { StoreBookingBody } from '../../../contracts/bookingForm';

/** A change settles this long before the draft follows it. */
export const DRAFT_DELAY_MS = 600;
/** The server holds a draft's pitch 15 minutes (DRAFT_MINUTES); an open form renews it well before. */
export const DRAFT_RENEW_MS = 5 * 60_000;

export type DraftBody = Omit<StoreBookingBody, 'draft_id' | 'is_draft' | 'send_confirmation' | 'client_key'>;

/** The working set's copy, so the top bar's drafts popover shows it counting down. */
function remember(b: Booking) {
  bookings$[b.id].set({ ...(bookings$[b.id].peek() ?? {}), ...b });
}

/** POST bookings/delete-draft: the pitch is free at once; nobody waits for it. */
export async function deleteDraftQuietly(id: number) {
  try {
    await api('POST', 'bookings/delete-draft', { body: { booking_id: id }, silent: true });
    if (bookings$[id].peek()) bookings$[id].deleted_at.set(new Date().toISOString());
  } catch {
    // It expires by itself within 15 minutes.
  }
}

export interface DraftControl {
  /** The draft's id once the server holds one (state: availability asks with it, so it never blocks itself). */
  id: number | null;
  /** Resolves with the draft's id once no draft save is on its way (the final save confirms that draft). */
  settled(): Promise<number | null>;
  /** The server no longer has it (expired, deleted): the next save makes a new booking. */
  forget(): void;
  /** While the final save runs no draft save may cross it. */
  pause(paused: boolean): void;
  /** The booking was saved: the draft is the booking now, nothing to delete. */
  confirmed(): void;
  /** The form closes without saving: the draft is deleted. */
  discard(): void;
}

/**
 * Keeps a draft of a new booking on the server while the form has a position and dates (bookings.md 3
 * Draft, shell.md 2.10): created on the first complete stay, updated in place after every change,
 * renewed every 5 minutes, deleted when the position is cleared or the form closes unsaved. `body` is
 * null when there is nothing to hold, 'wait' while the form is mid-change (a count being retyped): the
 * draft stays as it is. A refusal (the pitch was taken) goes to `onRefused`.
 */
export function useDraft(
  body: DraftBody | 'wait' | null,
  initialId: number | null,
  onRefused: (err: ApiError) => void,
) {
  const idRef = useRef<number | null>(initialId);
  const [id, setId] = useState<number | null>(initialId);
  const pending = useRef<Promise<void>>(Promise.resolve());
  const done = useRef(false);
  const paused = useRef(false);
  const refused = useRef(onRefused);
  refused.current = onRefused;
  // The total follows the price preview: it is sent along, but a new price alone is no reason to save.
  const latest = useRef<DraftBody | null>(null);
  if (body && body !== 'wait') latest.current = body;
  const key = body === 'wait' ? 'wait' : body ? JSON.stringify({ ...body, total: 0 }) : null;

  const setDraft = useCallback((next: number | null) => {
    idRef.current = next;
    setId(next);
  }, []);

  const send = useCallback(
    (b: DraftBody) => {
      const run = async (): Promise<void> => {
        if (done.current || paused.current) return;
        const current = idRef.current;
        try {
          const d = await call('POST bookings/store', {
            body: { ...b, is_draft: true, ...(current ? { draft_id: current } : {}) },
            silent: true,
          });
          if (done.current && d.booking.id !== idRef.current) {
            // Closed meanwhile: this late draft must not stay behind.
            void deleteDraftQuietly(d.booking.id);
            return;
          }
          remember(d.booking as Booking);
          setDraft(d.booking.id);
        } catch (err) {
          if (!(err instanceof ApiError) || done.current) return;
          // An expired or deleted draft: start a new one.
          if (current && err.status === 422 && err.fieldErrors.draft_id) {
            setDraft(null);
            return run();
          }
          refused.current(err);
        }
      };
      pending.current = pending.current.then(run);
      return pending.current;
    },
    [setDraft],
  );

  useEffect(() => {
    if (done.current) return;
    if (!key) {
      // Nothing to hold any more: the pitch goes back at once.
      const held = idRef.current;
      if (held) {
        setDraft(null);
        pending.current = pending.current.then(() => deleteDraftQuietly(held));
      }
      return;
    }
    if (key === 'wait') return;
    const timer = setTimeout(() => void send(latest.current!), DRAFT_DELAY_MS);
    const renew = setInterval(() => void send(latest.current!), DRAFT_RENEW_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(renew);
    };
  }, [key, send, setDraft]);

  const control: DraftControl = {
    id,
    settled: async () => {
      await pending.current;
      return idRef.current;
    },
    forget: () => setDraft(null),
    pause: (on) => {
      paused.current = on;
    },
    confirmed: () => {
      done.current = true;
    },
    discard: () => {
      if (done.current) return;
      done.current = true;
      void pending.current.then(() => {
        const held = idRef.current;
        idRef.current = null;
        if (held) void deleteDraftQuietly(held);
      });
    },
  };
  return control;
}
