import { useEffect } from 'react';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import { useRemote, type Remote } from '../../../data/useRemote';

/** A customer's credit (tillgodo) in öre, without the timeline; reloaded when CustomerCreditUpdated names them. */
export function useCreditBalance(customerId: number | null): Remote<number> {
  const remote = useRemote(customerId ? `credit-balance:${customerId}` : null, (signal) =>
    call('GET customer-credit/customer', { query: { customerId: customerId! }, signal, silent: true }).then(
      (d) => d.customer_credit.customerCredit,
    ),
  );
  const { reload } = remote;
  useEffect(() => {
    if (!customerId) return;
    return onRealtimeEvent('CustomerCreditUpdated', (e) => {
      if (e.customer_id === customerId) reload();
    });
  }, [customerId, reload]);
  return remote;
}
