import { Outlet } from '@tanstack/react-router';
import { Menu } from '../panes/menu/Menu';
import { TopBar } from '../panes/topbar/TopBar';
import { ConnectionBanner } from '../panes/banner/ConnectionBanner';
import { SearchDialog } from '../panes/search/SearchDialog';
import { Palette } from '../commands/palette/Palette';
import { CheatSheet } from '../commands/CheatSheet';
import { ChangelogDialog } from '../panes/changelog/ChangelogDialog';
import { UserDrawer } from '../panes/userDrawer/UserDrawer';
import { WelcomeDialog } from '../panes/login/WelcomeDialog';
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
import * as s from './shell.css';

/** The logged-in shell (shell.md 2.5): menu, top bar, the routed screen and the global dialogs. */
export function ShellLayout() {
  return (
    <div className={s.shell}>
      <Menu />
      <div className={s.main}>
        <TopBar />
        <ConnectionBanner />
        <main className={s.content} id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <EntityPanes />
      <SearchDialog />
      <Palette />
      <CheatSheet />
      <ChangelogDialog />
      <UserDrawer />
      <WelcomeDialog />
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
    </div>
  );
}
