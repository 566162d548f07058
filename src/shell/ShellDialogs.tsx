import { EntityPanes } from './panes/EntityPanes';
import { CustomerFormDialog } from '../features/customers/CustomerFormDialog';
import { CustomerCreditDialog } from '../features/customers/CustomerCreditDialog';
import { PrinterDialogs } from '../features/till/printer/PrinterDialogs';
import { CheckInDialog } from '../features/reception/checkin/CheckInDialog';
import { LateCheckInDialog } from '../features/reception/checkin/LateCheckInDialog';
import { EarlyCheckInDialog } from '../features/reception/checkin/EarlyCheckInDialog';
import { LateCheckOutDialog } from '../features/reception/checkin/LateCheckOutDialog';
import { RegisterDayDialogs } from '../features/till/registerDay/RegisterDayDialogs';
import { SplitDialog } from '../features/till/orders/SplitDialog';
import { PaymentDialogs } from '../features/till/payment/PaymentDialogs';
import { InvoiceOverlays } from '../features/invoices/overlays/InvoiceOverlays';
import { ProductFormDialog } from '../features/till/products/ProductFormDialog';
import { CreateInvoiceDialog } from '../features/invoices/create/CreateInvoiceDialog';
import { ChangelogDialog } from './changelog/ChangelogDialog';
import { UserDrawer } from './userDrawer/UserDrawer';
import { CheatSheet } from '../commands/CheatSheet';
import { WelcomeDialog } from './login/WelcomeDialog';

/**
 * The shell's panes and dialogs that open on a command, not with the first screen: one chunk,
 * fetched as soon as the shell has rendered (ShellLayout), so the first screen does not wait for it.
 */
export default function ShellDialogs() {
  return (
    <>
      <EntityPanes />
      <CheatSheet />
      <WelcomeDialog />
      <ChangelogDialog />
      <UserDrawer />
      <CheckInDialog />
      <LateCheckInDialog />
      <EarlyCheckInDialog />
      <LateCheckOutDialog />
      <CustomerFormDialog />
      <CustomerCreditDialog />
      <PrinterDialogs />
      <PaymentDialogs />
      <InvoiceOverlays />
      <ProductFormDialog />
      <RegisterDayDialogs />
      <SplitDialog />
      <CreateInvoiceDialog />
    </>
  );
}
