import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const lead = style({ margin: 0, color: vars.color.textMuted });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: vars.space.lg,
});
export const heading = style({
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  marginBottom: vars.space.xs,
});
export const list = style({ margin: 0 });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '3px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  gap: vars.space.md,
});
