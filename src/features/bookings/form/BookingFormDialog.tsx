import { useState } from 'react';
import { useValue } from '@legendapp/state/react';
import {
  Dialog,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Button as AriaButton,
} from 'react-aria-components';
import { useFocusLayer } from '../../../commands/focusStack';
import { call } from '../../../data/call';
import { catalog$ } from '../../../data/stores';
import { useRemote } from '../../../data/useRemote';
import { BOOKING_FORM_TEXTS } from '../../../domain/bookingForm';
import { todayInStockholm } from '../../../domain/dates';
import { Icon } from '../../../ui/icons';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import * as ui from '../../../ui/styles.css';
import { BookingForm } from './BookingForm';
import {
  activeBookingForm,
  BOOKING_FORM_LAYER,
  type BookingFormRequest,
  bookingFormOpen$,
  bookingFormRequest$,
  bookingFormSettings$,
  closeBookingForm,
  setBookingFormSetting,
} from './bookingFormStore';
import { FORM_TEXTS, type FormModel, modelFromBooking, newModel } from './formModel';
import { useBookingForm } from './useBookingForm';
import * as s from './bookingForm.css';

/**
 * 'Ny bokning' / 'Redigera bokning' (bookings.md 2), 850px wide. Loaded apart from the shell (lazyDialog):
 * keys typed between alt+N and the first field land in it. Escape, the overlay and 'Avbryt' ask before an
 * unsaved booking is dropped.
 */
export function BookingFormDialog() {
  const open = useValue(bookingFormOpen$);
  const request = useValue(bookingFormRequest$);
  useFocusLayer('modal', open, BOOKING_FORM_LAYER);
  const title = request?.mode === 'edit' ? BOOKING_FORM_TEXTS.editTitle : BOOKING_FORM_TEXTS.newTitle;
  return (
    <ModalOverlay
      className={ui.overlay}
      isOpen={open && request != null}
      isDismissable
      onOpenChange={(o) => {
        // Before the form is there (still loading) closing needs no question.
        if (!o) (activeBookingForm()?.requestClose ?? closeBookingForm)();
      }}
    >
      <Modal className={`${ui.modal} ${s.modal}`} style={{ width: 'min(850px, calc(100vw - 32px))' }}>
        <Dialog className={ui.dialog} aria-label={title}>
          <div className={s.header}>
            <Heading slot="title" className={ui.dialogTitle}>
              {title}
            </Heading>
            <SettingsMenu />
          </div>
          {request && <FormLoader key={request.seq} request={request} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The header's settings menu (bookings.md 2): whether saving a new booking mails its confirmation. */
function SettingsMenu() {
  const send = useValue(bookingFormSettings$.sendConfirmation);
  return (
    <MenuTrigger>
      <AriaButton className={ui.iconButton} aria-label={FORM_TEXTS.settings}>
        <Icon name="Settings" size={16} />
      </AriaButton>
      <Popover placement="bottom end">
        <Menu
          className={s.menu}
          selectionMode="multiple"
          selectedKeys={send ? ['sendConfirmation'] : []}
          onSelectionChange={(keys) =>
            setBookingFormSetting('sendConfirmation', keys !== 'all' && keys.has('sendConfirmation'))
          }
        >
          <MenuItem id="sendConfirmation" className={s.menuItem}>
            {({ isSelected }) => (
              <>
                <span aria-hidden="true">{isSelected ? '☑' : '☐'}</span>
                {FORM_TEXTS.sendConfirmation}
              </>
            )}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function FormLoader({ request }: { request: BookingFormRequest }) {
  const [today] = useState(() => todayInStockholm());
  const categories = useValue(catalog$.categories);
  const bookingId = request.mode === 'new' ? null : request.bookingId;
  const customerId = request.mode === 'new' ? (request.customerId ?? null) : null;
  const booking = useRemote(bookingId ? `booking-form:${request.seq}` : null, (signal) =>
    call('GET bookings/:id', { params: { id: bookingId! }, signal, silent: true }).then((d) => d.booking),
  );
  const customer = useRemote(customerId ? `booking-form-customer:${request.seq}` : null, (signal) =>
    call('GET customers/:id', { params: { id: customerId! }, signal, silent: true }).then((d) => d.customer),
  );
  const error = booking.error ?? customer.error;
  if (error) return <PaneError error={error} />;
  if (request.mode === 'new') {
    if (customerId && !customer.data) return <Skeleton lines={8} />;
    const c = customer.data;
    const initial = newModel(
      today,
      c ? { id: c.id, full_name: c.full_name, shortAddress: c.shortAddress, email: c.email } : null,
    );
    return <LoadedForm initial={initial} mode="new" today={today} />;
  }
  if (!booking.data) return <Skeleton lines={8} />;
  return (
    <LoadedForm
      initial={modelFromBooking(booking.data, categories, request.mode, today)}
      mode={request.mode}
      today={today}
    />
  );
}

function LoadedForm({ initial, mode, today }: { initial: FormModel; mode: 'new' | 'resume' | 'edit'; today: string }) {
  const f = useBookingForm(initial, mode, today);
  return <BookingForm f={f} today={today} />;
}
