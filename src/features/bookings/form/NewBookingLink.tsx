import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { openNewBooking } from './bookingFormStore';

/**
 * A link to any screen with ?new=1 (/bookings?new=1, as the console used before) opens 'Ny bokning' over
 * it; the param is dropped so back and reload do not open it again. Renders nothing; the shell mounts it.
 */
export function NewBookingLink() {
  const wanted = useRouterState({ select: (st) => String((st.location.search as Record<string, unknown>).new ?? '') });
  useEffect(() => {
    if (wanted !== '1') return;
    const { new: _new, ...rest } = currentLocation().search;
    navigate({ search: rest, replace: true });
    openNewBooking();
  }, [wanted]);
  return null;
}
