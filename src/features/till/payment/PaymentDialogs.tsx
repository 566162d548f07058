import { useEffect } from 'react';
import { BlockedDialog } from './BlockedDialog';
import { DeliveryDialog } from './DeliveryDialog';
import { installPaymentEvents, resumePayment } from './paymentFlow';
import { TerminalDialog } from './TerminalDialog';

/** The payment dialogs, mounted once in the shell; a payment interrupted by a reload continues here. */
export function PaymentDialogs() {
  useEffect(() => {
    const off = installPaymentEvents();
    void resumePayment();
    return off;
  }, []);
  return (
    <>
      <TerminalDialog />
      <BlockedDialog />
      <DeliveryDialog />
    </>
  );
}
