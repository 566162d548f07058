import { lazy, Suspense } from 'react';
import { useParams } from '@tanstack/react-router';
import { RegisterScreen } from '../../features/till/register/RegisterScreen';

// A booking's checkout mode is reached from the booking, not landed on: its code loads when it opens.
const CheckoutView = lazy(() =>
  import('../../features/reception/checkout/CheckoutView').then((m) => ({ default: m.CheckoutView })),
);

/** The register: a booking's checkout mode, or the sale screen (free sale, a booking's or a booking group's cart). */
export default function PosRegisterScreen() {
  const params = useParams({ strict: false }) as { chargable?: string; id?: string; checkout?: string };
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  if (params.chargable === 'booking' && params.checkout === 'checkout' && validId)
    return (
      <Suspense fallback={null}>
        <CheckoutView key={id} id={id} />
      </Suspense>
    );
  return (
    <RegisterScreen
      bookingId={params.chargable === 'booking' && validId ? id : null}
      groupId={params.chargable === 'booking-group' && validId ? id : null}
    />
  );
}
