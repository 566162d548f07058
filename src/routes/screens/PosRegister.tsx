import { useParams } from '@tanstack/react-router';
import { CheckoutView } from '../../panes/checkout/CheckoutView';
import { PendingScreen } from '../../panes/pending/PendingScreen';

/** The register: a booking's checkout mode now; the till itself arrives with its own issue. */
export default function PosRegisterScreen() {
  const params = useParams({ strict: false }) as { chargable?: string; id?: string; checkout?: string };
  const id = Number(params.id);
  if (params.chargable === 'booking' && params.checkout === 'checkout' && Number.isInteger(id) && id > 0) return <CheckoutView key={id} id={id} />;
  return <PendingScreen name="PosRegister" />;
}
