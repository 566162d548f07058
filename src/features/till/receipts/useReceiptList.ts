import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import type { ReceiptListRow } from '../../../contracts/receipts';

export type { ReceiptListRow } from '../../../contracts/receipts';

export const RECEIPT_PAGE_SIZE = 50;
// A finished sale anywhere refreshes the list; many in a row refresh it once.
const REFRESH_DELAY_MS = 400;

/** GET receipts a page at a time: the first page, then more as the keyboard or 'Visa fler' asks. */
export function useReceiptList(registerId: number | null) {
  const [rows, setRows] = useState<ReceiptListRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);
  const inFlight = useRef(false);

  const fetchPage = useCallback(
    (offset: number, limit: number) =>
      call('GET receipts', {
        query: { offset, limit, ...(registerId != null ? { registerId } : {}) },
        silent: true,
      }),
    [registerId],
  );

  const reload = useCallback(
    (keep = RECEIPT_PAGE_SIZE) => {
      const gen = ++generation.current;
      setLoading(true);
      fetchPage(0, Math.min(200, Math.max(RECEIPT_PAGE_SIZE, keep)))
        .then(
          (p) => {
            if (gen !== generation.current) return;
            setRows(p.receipts);
            setTotal(p.total);
            setError(null);
          },
          (e) => {
            if (gen !== generation.current) return;
            setError(e instanceof ApiError ? e.message || `Felkod ${e.status}` : String(e));
          },
        )
        .finally(() => {
          if (gen === generation.current) setLoading(false);
        });
    },
    [fetchPage],
  );

  useEffect(() => {
    setRows([]);
    setTotal(null);
    reload();
  }, [reload]);

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onRealtimeEvent('ReceiptUpdated', () => {
      clearTimeout(timer);
      timer = setTimeout(() => reload(rowsRef.current.length), REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [reload]);

  const loadMore = useCallback(() => {
    if (inFlight.current || total == null || rowsRef.current.length >= total) return;
    inFlight.current = true;
    const gen = generation.current;
    setLoading(true);
    fetchPage(rowsRef.current.length, RECEIPT_PAGE_SIZE)
      .then(
        (p) => {
          if (gen !== generation.current) return;
          // Rows already shown (a sale moved everything down by one) are not repeated.
          setRows((cur) => {
            const ids = new Set(cur.map((r) => r.id));
            return [...cur, ...p.receipts.filter((r) => !ids.has(r.id))];
          });
          setTotal(p.total);
        },
        (e) => setError(e instanceof ApiError ? e.message || `Felkod ${e.status}` : String(e)),
      )
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, [fetchPage, total]);

  return { rows, total, error, loading, loadMore, hasMore: total != null && rows.length < total };
}
