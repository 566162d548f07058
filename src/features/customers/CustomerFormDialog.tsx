import { useValue } from '@legendapp/state/react';
import type { Customer } from '../../contracts/customers';
import { call } from '../../data/call';
import { showSnackbar } from '../../data/snackbars';
import { catalog$ } from '../../data/stores';
import { DEFAULT_COUNTRY_ID, emptyCustomer, type CustomerDraft } from '../../domain/customerForm';
import { Dialog } from '../../ui/Dialog';
import { PaneError, Skeleton } from '../../ui/PaneParts';
import { useRemote } from '../../data/useRemote';
import { CustomerForm } from './CustomerForm';
import {
  customerForm$,
  notifyCustomerSaved,
  settleCustomerForm,
  type CustomerFormRequest,
  type SavedCustomer,
} from './customerDialogs';
import type { Country } from './useCustomerForm';
import * as s from './customerForm.css';

const str = (v: unknown) => (v == null ? '' : String(v));

/** A saved customer as the form edits it (nulls become empty fields). */
export function draftFromCustomer(c: Customer): CustomerDraft {
  return {
    id: c.id,
    is_org: !!c.is_org,
    given_name: str(c.given_name),
    surname: str(c.surname),
    org_name: str(c.org_name),
    org_number: str(c.org_number),
    org_reference: str(c.org_reference),
    street_name: str(c.street_name),
    street_number: str(c.street_number),
    zip: str(c.zip),
    city: str(c.city),
    country_id: c.country_id ?? DEFAULT_COUNTRY_ID,
    dialling_code_country_id: c.dialling_code_country_id ?? null,
    phone_number: str(c.phone_number),
    email: str(c.email),
  };
}

/** 'Ny kund' / 'Redigera kund' (700px; full screen on medium and smaller screens). */
export function CustomerFormDialog() {
  const request = useValue(customerForm$);
  return (
    <Dialog
      title={request?.id ? 'Redigera kund' : 'Ny kund'}
      isOpen={request != null}
      onClose={() => settleCustomerForm(null)}
      width={700}
      className={s.modal}
    >
      {request && <FormLoader key={request.seq} request={request} />}
    </Dialog>
  );
}

function FormLoader({ request }: { request: CustomerFormRequest }) {
  const countries = useValue(catalog$.countries) as Country[];
  const existing = useRemote(request.id ? `customer-form:${request.id}` : null, (signal) =>
    call('GET customers/:id', { params: { id: request.id }, signal, silent: true }).then((d) => d.customer),
  );

  const saved = (c: SavedCustomer) => {
    showSnackbar('success', request.id ? 'Kunden har uppdaterats' : 'Kunden har skapats');
    notifyCustomerSaved(c);
    settleCustomerForm(c);
  };
  const props = {
    countries,
    onSaved: saved,
    onCancel: () => settleCustomerForm(null),
    onChoose: (c: { id: number; full_name: string }) => settleCustomerForm({ ...c }),
  };

  if (!request.id) return <CustomerForm initial={emptyCustomer(request.isOrg)} {...props} />;
  if (existing.error) return <PaneError error={existing.error} />;
  if (!existing.data) return <Skeleton lines={8} />;
  return <CustomerForm initial={draftFromCustomer(existing.data)} {...props} />;
}
