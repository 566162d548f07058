import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: vars.size.lg, fontWeight: 600, margin: 0, flex: 1 });
export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const amount = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const value = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const edit = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, flexWrap: 'wrap' });
export const input = style({ width: '220px' });
// The buttons line up with the input, below its label.
export const editButtons = style({ display: 'flex', gap: vars.space.sm, paddingTop: '22px' });

// A pen drawn by the button's text colour (the icon set has none); decorative, so not in the name.
const PEN =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' " +
  "stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M12 20h9'/%3E" +
  "%3Cpath d='M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'/%3E%3C/svg%3E\")";
export const pen = style({
  selectors: {
    '&::before': {
      content: '""',
      width: '16px',
      height: '16px',
      flex: 'none',
      background: 'currentColor',
      maskImage: PEN,
      maskRepeat: 'no-repeat',
      maskSize: 'contain',
    },
  },
});

// 'Spara nytt pris', and 'Spara' where the pane is a phone's whole screen (bookings.md "Other panels").
export const wide = style({ '@media': { 'screen and (max-width: 600px)': { display: 'none' } } });
export const narrow = style({ display: 'none', '@media': { 'screen and (max-width: 600px)': { display: 'inline' } } });
