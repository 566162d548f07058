import { useValue } from '@legendapp/state/react';
import { bookings$, type Booking } from '../../data/stores';
import { draftCandidates } from '../../domain/drafts';

/** Bookings that are drafts, soonest expiry first; recomputed only when bookings change. */
export const useDraftCandidates = () =>
  useValue(() => draftCandidates(Object.values(bookings$.get() ?? {}) as Booking[]));
