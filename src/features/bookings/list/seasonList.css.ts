import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { ROW_HEIGHT, rowLayout } from './bookingTable.css';

// Number, customer, pitch, status, price, paid or invoiced, remaining, next season.
export const columns = style({
  minWidth: '1140px',
  // 'Betalt eller fakturerat' and 'Kopierad 2026-01137 · Obekräftad' whole at 1440 px.
  gridTemplateColumns: '120px minmax(140px, 1.3fr) minmax(80px, 0.8fr) 104px 112px 176px 120px minmax(260px, 2fr)',
});
// One season's bookings are few: every row is in the document, in flow (no virtual positions).
export const row = style([
  rowLayout,
  {
    height: `${ROW_HEIGHT}px`,
    borderBottom: `1px solid ${vars.color.surfaceSunken}`,
    cursor: 'default',
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&:hover': { background: vars.color.bg } },
  },
]);
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginLeft: 'auto' });
