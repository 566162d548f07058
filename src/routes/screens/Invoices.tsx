import { InvoiceList } from '../../features/invoices/list/InvoiceList';

export default function InvoicesScreen() {
  return <InvoiceList />;
}
