import { useParams } from '@tanstack/react-router';
import { CheckoutView } from '../../features/reception/checkout/CheckoutView';
import { RegisterScreen } from '../../features/till/register/RegisterScreen';

/** The register: a booking's checkout mode, or the sale screen (free sale, a booking's or a booking group's cart). */
export default function PosRegisterScreen() {
  const params = useParams({ strict: false }) as { chargable?: string; id?: string; checkout?: string };
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  if (params.chargable === 'booking' && params.checkout === 'checkout' && validId)
    return <CheckoutView key={id} id={id} />;
  return (
    <RegisterScreen
      bookingId={params.chargable === 'booking' && validId ? id : null}
      groupId={params.chargable === 'booking-group' && validId ? id : null}
    />
  );
}
