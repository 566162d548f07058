import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const bar = style({
  height: vars.layout.topbarHeight,
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const title = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});
export const crumb = style({ color: vars.color.textMuted, fontSize: vars.size.md });
export const crumbSep = style({ color: vars.color.textFaint, margin: '0 6px' });
export const page = style({ fontSize: vars.size.lg, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: 'none' });
export const searchButton = style({ minWidth: '0', color: vars.color.textMuted });
export const hideSmall = style({ '@media': { '(max-width: 960px)': { display: 'none' } } });
export const hideXs = style({ '@media': { '(max-width: 600px)': { display: 'none' } } });

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: '30px',
  minWidth: '30px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { transform: 'translateY(1px)' },
  },
});
// After iconButton so that its display wins: the menu button shows only where the menu is a drawer.
export const menuButton = style({
  display: 'none',
  '@media': { '(max-width: 1264px)': { display: 'inline-flex' } },
});
export const draftsActive = style({ color: vars.color.pink });
export const newBooking = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.round,
  border: 0,
  background: vars.color.accent,
  color: '#fff',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  flex: 'none',
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-hovered]': { background: '#2549b0' }, '&[data-pressed]': { transform: 'translateY(1px)' } },
});
// On Receipts the round button moves to the left end of the actions (shell.md 2.6).
export const shifted = style({ order: -1 });
export const avatarButton = style({
  border: 0,
  padding: '2px',
  background: 'transparent',
  borderRadius: vars.radius.round,
  cursor: 'pointer',
  display: 'inline-flex',
  selectors: { '&[data-hovered]': { boxShadow: `0 0 0 2px ${vars.color.border}` } },
});
