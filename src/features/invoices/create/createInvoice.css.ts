import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});
export const dt = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const dd = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const total = style([dd, { fontWeight: 600 }]);
export const schedule = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const error = style({ color: vars.color.error, fontSize: vars.size.sm });
export const select = style({
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, fontWeight: 500, color: vars.color.textMuted });
