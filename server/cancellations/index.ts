import type { Resource } from '../http/resource';
import { registerCancellationRoutes } from './routes';

/** The cancellation wizard (bookings.md 4, 7 "Cancellations"; design C1–C9). */
export const cancellationsResource: Resource = {
  name: 'cancellations',
  register(r) {
    registerCancellationRoutes(r);
  },
};
