import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 150,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingTop: '12vh',
});
export const modal = style({
  width: 'min(680px, calc(100vw - 24px))',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
});
export const dialog = style({ outline: 'none' });
export const command = style({ display: 'flex', flexDirection: 'column' });
export const input = style({
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  fontSize: vars.size.lg,
  outline: 'none',
  width: '100%',
  background: 'transparent',
});
export const list = style({
  maxHeight: 'min(460px, 60vh)',
  overflow: 'auto',
  padding: vars.space.xs,
  scrollPaddingBlock: vars.space.sm,
});
export const group = style({});
globalStyle(`${group} [cmdk-group-heading]`, {
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `6px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  minHeight: '34px',
  selectors: {
    '&[data-selected="true"]': { background: vars.color.accentSoft },
    '&[data-disabled="true"]': { opacity: 0.55, cursor: 'default' },
  },
});
export const title = style({ fontWeight: 500, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  flex: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const groupName = style({ color: vars.color.textMuted, fontSize: vars.size.sm, flex: 1 });
export const reason = style({ color: vars.color.textMuted, fontSize: vars.size.sm, flex: 1, fontStyle: 'italic' });
export const more = style({ color: vars.color.textMuted });
export const mark = style({ background: 'transparent', color: vars.color.accent, fontWeight: 700 });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
export const crumb = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  fontSize: vars.size.sm,
});
export const crumbType = style({
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  padding: '0 6px',
  color: vars.color.textMuted,
});
export const crumbHint = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
});
export const footer = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});
globalStyle(`${footer} span`, { display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });
