import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { ROW_HEIGHT, rowLayout } from './bookingTable.css';

// Number, customer, pitch, status, price, paid or invoiced, remaining, next season.
export const columns = style({
  minWidth: '1080px',
  gridTemplateColumns: '120px minmax(150px, 1.6fr) minmax(90px, 1fr) 104px 112px 112px 112px minmax(200px, 1.6fr)',
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
