import { useCallback, useEffect, useRef, useState } from 'react';

export const REMARKS_MAX = 600;
export const AUTOSAVE_DELAY_MS = 2_000;
export const SAVED_SHOWN_MS = 5_000;

export interface RemarksAutosaveOptions {
  /** The remarks as the server has them now (changes when the booking is reloaded). */
  serverValue: string | null | undefined;
  save: (value: string | null) => Promise<unknown>;
  /** A save that finishes after the panel closed is announced elsewhere (a snackbar). */
  onSavedWhileClosed?: () => void;
  delayMs?: number;
  savedMs?: number;
}

export interface RemarksAutosave {
  value: string;
  onChange: (text: string) => void;
  /** Saves a pending edit now (blur); resolves when it is stored. */
  flush: () => Promise<void>;
  saved: boolean;
  saving: boolean;
  failed: boolean;
}

/** An empty (or blank) text is stored as null (bookings.md 4, Remarks saving). */
export const normalizeRemarks = (text: string): string | null => (text.trim() ? text : null);

/**
 * The remarks draft with autosave: 2 s after typing stops, at once on blur, and a pending edit
 * is flushed when the panel unmounts. The server's value replaces the draft only while nothing
 * typed is unsaved, so a reload while typing never loses text.
 */
export function useRemarksAutosave(opts: RemarksAutosaveOptions): RemarksAutosave {
  const { serverValue, delayMs = AUTOSAVE_DELAY_MS, savedMs = SAVED_SHOWN_MS } = opts;
  const [value, setValue] = useState(serverValue ?? '');
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const optsRef = useRef(opts);
  optsRef.current = opts;
  const text = useRef(serverValue ?? '');
  const stored = useRef<string | null>(serverValue ?? null);
  const dirty = useRef(false);
  const pending = useRef(0);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback((): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (!dirty.current) return chain.current;
    dirty.current = false;
    const next = normalizeRemarks(text.current);
    if (next === stored.current) return chain.current;
    pending.current += 1;
    if (mounted.current) {
      setSaving(true);
      setFailed(false);
    }
    // Saves run one after another, so an older text never lands after a newer one.
    chain.current = chain.current
      .then(() => optsRef.current.save(next))
      .then(
        () => {
          stored.current = next;
          if (!mounted.current) {
            optsRef.current.onSavedWhileClosed?.();
            return;
          }
          setSaved(true);
          if (savedTimer.current) clearTimeout(savedTimer.current);
          savedTimer.current = setTimeout(() => setSaved(false), savedMs);
        },
        () => {
          // Keep the text as unsaved: the next edit or blur tries again.
          dirty.current = true;
          if (mounted.current) setFailed(true);
        },
      )
      .finally(() => {
        pending.current -= 1;
        if (mounted.current && pending.current === 0) setSaving(false);
      });
    return chain.current;
  }, [savedMs]);

  const onChange = useCallback(
    (next: string) => {
      text.current = next;
      dirty.current = true;
      setValue(next);
      setSaved(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void flush();
      }, delayMs);
    },
    [delayMs, flush],
  );

  // The server's value wins only when no typed text is waiting to be saved.
  useEffect(() => {
    const server = serverValue ?? null;
    if (dirty.current || pending.current > 0 || server === stored.current) return;
    stored.current = server;
    text.current = server ?? '';
    setValue(server ?? '');
  }, [serverValue]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (savedTimer.current) clearTimeout(savedTimer.current);
      void flush();
    };
  }, [flush]);

  return { value, onChange, flush, saved, saving, failed };
}
