import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const popover = style({
  width: 'min(450px, calc(100vw - 16px))',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  maxHeight: '70vh',
  display: 'flex',
});
export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.size.lg, fontWeight: 600, whiteSpace: 'nowrap' });
export const count = style({ fontSize: vars.size.md, fontWeight: 500, color: vars.color.textMuted });
export const hint = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs, overflowY: 'auto' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      background: vars.color.accentSoft,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-disabled="true"]': { color: vars.color.textFaint, background: 'transparent', cursor: 'default' },
  },
});
export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '1px' });
export const line1 = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });
export const number = style({ fontFamily: vars.font.mono, fontSize: vars.size.sm, fontWeight: 600 });
export const position = style({ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const line2 = style({
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const expiredText = style({ color: vars.color.textFaint });
export const countdown = style({
  fontFamily: vars.font.mono,
  fontSize: vars.size.md,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  color: vars.color.pink,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.pinkSoft,
});
export const countdownSoon = style({ color: vars.color.error, background: vars.color.errorSoft });
export const countdownExpired = style({
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  fontWeight: 500,
});
export const deleteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '28px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.errorSoft, color: vars.color.error },
    '&[data-disabled]': { opacity: 0.45, cursor: 'default', background: 'transparent', color: vars.color.textFaint },
  },
});
// The key cap shows only on the row that has the keyboard.
export const rowKey = style({ display: 'none', selectors: { [`${row}:focus-within &`]: { display: 'inline-flex' } } });
export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
// Own key cap: the shared one is dimmed, too faint on the focused row's tint.
export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  lineHeight: '16px',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  background: vars.color.surface,
});
