import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, outline: 'none' });
export const display = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.size.xl,
  fontWeight: 600,
  textAlign: 'center',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const countdown = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
export const sectionTitle = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 600, color: vars.color.textMuted });
export const slip = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.size.sm,
  whiteSpace: 'pre-wrap',
  maxHeight: '200px',
  overflow: 'auto',
});
const alertBase = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 500,
  margin: 0,
});
export const error = style([alertBase, { background: vars.color.errorSoft, color: vars.color.error }]);
export const reasons = style([
  alertBase,
  { background: vars.color.errorSoft, color: vars.color.error, paddingLeft: vars.space.xxl },
]);
export const summary = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
export const emailRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const emailField = style({ flex: 1 });
export const emailButton = style({ marginTop: '22px' });
