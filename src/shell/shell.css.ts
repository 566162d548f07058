import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const shell = style({ display: 'flex', height: '100vh', overflow: 'hidden' });
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });
export const content = style({ flex: 1, overflow: 'auto', background: vars.color.bg, outline: 'none' });
export const center = style({
  padding: vars.space.xxl,
  maxWidth: '560px',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
