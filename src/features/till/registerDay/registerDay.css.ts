import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: 0 });

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxHeight: '60vh',
  overflow: 'auto',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const sectionTitle = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  margin: 0,
});
export const rows = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
});
export const label = style({ color: vars.color.text, whiteSpace: 'pre' });
export const value = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const strong = style({ fontWeight: 600 });

export const difference = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.size.lg,
});
export const differenceOff = style({ background: vars.color.warningSoft, color: vars.color.warning });

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.size.md,
});
export const stateOpen = style({ fontWeight: 600, color: vars.color.success });
export const stateClosed = style({ fontWeight: 600, color: vars.color.textMuted });
export const warning = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});
export const fatal = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSoft,
  color: vars.color.error,
});
