import { EntityPanes } from '../panes/entity/EntityPanes';
import { CustomerFormDialog } from '../panes/customer/CustomerFormDialog';
import { CustomerCreditDialog } from '../panes/customer/CustomerCreditDialog';
import { PrinterDialogs } from '../panes/printer/PrinterDialogs';
import { CheckInDialog } from '../panes/checkin/CheckInDialog';
import { LateCheckInDialog } from '../panes/checkin/LateCheckInDialog';
import { EarlyCheckInDialog } from '../panes/checkin/EarlyCheckInDialog';
import { LateCheckOutDialog } from '../panes/checkin/LateCheckOutDialog';
import { RegisterDayDialogs } from '../panes/registerDay/RegisterDayDialogs';
import { SplitDialog } from '../panes/orders/SplitDialog';
import { PaymentDialogs } from '../panes/payment/PaymentDialogs';
import { ProductFormDialog } from '../panes/products/ProductFormDialog';
import { ChangelogDialog } from '../panes/changelog/ChangelogDialog';
import { UserDrawer } from '../panes/userDrawer/UserDrawer';

/**
 * The shell's panes and dialogs that open on a command, not with the first screen: one chunk,
 * fetched as soon as the shell has rendered (ShellLayout), so the first screen does not wait for it.
 */
export default function ShellDialogs() {
  return (
    <>
      <EntityPanes />
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
      <ProductFormDialog />
      <RegisterDayDialogs />
      <SplitDialog />
    </>
  );
}
