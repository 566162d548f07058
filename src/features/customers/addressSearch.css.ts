import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const combo = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const popover = style({
  width: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  maxHeight: '280px',
});
export const listBox = style({ outline: 'none', padding: vars.space.xs });
export const option = style({
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.accentSoft } },
});
export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });
