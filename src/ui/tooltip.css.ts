import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const tooltip = style({
  background: '#0f1219',
  color: '#fff',
  padding: '4px 8px',
  borderRadius: vars.radius.sm,
  fontSize: vars.size.sm,
  boxShadow: vars.shadow.md,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '280px',
});
