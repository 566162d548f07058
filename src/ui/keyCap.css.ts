import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  fontWeight: 500,
  lineHeight: '16px',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
  color: 'inherit',
});
