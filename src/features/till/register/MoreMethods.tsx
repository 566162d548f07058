import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../../../ui/Button';
import { MORE_LABEL, MORE_TEXT, payAvailability, payWith } from './payButtons';
import type { PaymentMethodLike } from './saleRequest';
import * as s from './register.css';

export interface MoreMethodsProps {
  methods: PaymentMethodLike[];
  label: (m: PaymentMethodLike) => string;
  isDisabled: boolean;
}

/** 'Fler': the payment methods beyond F1..F4, in a menu. */
export function MoreMethods({ methods, label, isDisabled }: MoreMethodsProps) {
  return (
    <MenuTrigger>
      <Button isDisabled={isDisabled} aria-label={MORE_LABEL}>
        {MORE_TEXT}
      </Button>
      <Popover className={s.menuPopover} placement="top end">
        <Menu
          aria-label={MORE_LABEL}
          onAction={(key) => {
            const m = methods.find((x) => String(x.id) === String(key));
            if (m && !payAvailability()) void payWith(m);
          }}
        >
          {methods.map((m) => (
            <MenuItem key={m.id} id={String(m.id)} className={s.menuItem}>
              {label(m)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
