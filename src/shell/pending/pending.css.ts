import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const header = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const title = style({ fontSize: vars.size.xl });
export const body = style({ padding: vars.space.xl, maxWidth: '640px' });
export const muted = style({ color: vars.color.textMuted });
