import { useEffect, useRef } from 'react';
import { observe } from '@legendapp/state';
import { useValue } from '@legendapp/state/react';
import { useFocusLayer } from '../../../commands/focusStack';
import { executeCommand } from '../../../commands/registry';
import { catalog$ } from '../../../data/stores';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { refreshFiscal } from '../payment/fiscal';
import { loadPaymentFlow } from '../payment/loadPaymentFlow';
import { RegisterStatus } from '../registerDay/RegisterStatus';
import { ChargesTable } from './ChargesTable';
import { cart$ } from './cartStore';
import { loadBookingCart, loadGroupCart, useOrderParam, useProductParam } from './routeLoads';
import { PaymentBar } from './PaymentBar';
import { ProductPad } from './ProductPad';
import { REGISTER_PANE } from './till.commands';
import * as s from './register.css';
import { lazyPart } from '../../../ui/lazyPart';

// The dialogs (React Aria's modal, focus scope and fields) load just after the sale screen is drawn.
const RegisterDialogs = lazyPart(() => import('./ChargeDialogs').then((m) => m.RegisterDialogs));

/** 'Försäljning' (money.md 2 "Register and cart"): product buttons left, the charges and payment right. */
export function RegisterScreen({ bookingId, groupId = null }: { bookingId: number | null; groupId?: number | null }) {
  useFocusLayer('pane', true, REGISTER_PANE);
  useProductParam();
  useOrderParam();
  const owner = useValue(cart$.owner);
  const count = useValue(() => cart$.lines.get().length);
  const padRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (bookingId != null) void loadBookingCart(bookingId);
  }, [bookingId]);
  useEffect(() => {
    if (groupId != null) void loadGroupCart(groupId);
  }, [groupId]);
  // The unit is asked again when the register changes (opened, closed, another unit registered).
  useEffect(
    () =>
      observe(() => {
        catalog$.register.get();
        void refreshFiscal();
      }),
    [],
  );
  // A receipt this workstation left unfinished (reload, lost connection, restart) is finished first.
  useEffect(() => {
    void loadPaymentFlow().then((m) => m.resumePayment({ anyUnfinished: true }));
  }, []);
  // Landing here the cashier can start at once: the first product button has focus.
  useEffect(() => {
    const t = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.id === 'main')
        padRef.current?.querySelector<HTMLElement>('button[data-row]')?.focus();
    }, 80);
    return () => window.clearTimeout(t);
  }, []);

  const run = (id: string) => () => void executeCommand(id, undefined, 'button');
  return (
    <section className={s.page} aria-labelledby="page-title">
      <header className={s.header}>
        <h1 id="page-title" className={s.title}>
          Försäljning
        </h1>
        {owner.kind === 'booking' && <span className={s.muted}>{owner.label ?? `Bokning #${owner.id}`}</span>}
        {owner.kind === 'booking_group' && (
          <span className={s.muted}>Gruppbokning: {owner.label ?? `#${owner.id}`}</span>
        )}
        {owner.kind === 'order' && <span className={s.muted}>Nota: {owner.label ?? `#${owner.id}`}</span>}
        <RegisterStatus />
      </header>
      <div className={s.layout}>
        <div className={s.card} ref={padRef}>
          <ProductPad />
        </div>
        <div className={s.card}>
          <div className={s.toolbar} role="toolbar" aria-label="Varukorgen">
            <CommandButton command="register.quantity" isDisabled={count === 0} />
            <CommandButton command="register.discount" isDisabled={count === 0} />
            <CommandButton command="register.discountAll" isDisabled={count === 0} />
            <CommandButton command="register.deleteLine" isDisabled={count === 0} />
            <Button isDisabled={count === 0} onPress={run('register.moveAllRight')}>
              Flytta alla till höger
            </Button>
            <Button isDisabled={count === 0} onPress={run('register.moveAllLeft')}>
              Flytta alla till vänster
            </Button>
            <CommandButton command="register.park" isDisabled={count === 0} />
            <Button isDisabled={count === 0} onPress={run('register.clear')}>
              Töm varukorgen
            </Button>
            <Button onPress={run('register.barcode')}>Ange streckkod</Button>
          </div>
          <ChargesTable />
          <PaymentBar />
        </div>
      </div>
      <RegisterDialogs />
    </section>
  );
}
