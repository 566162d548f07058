import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const error = style({
  color: vars.color.error,
  padding: vars.space.md,
  background: vars.color.errorSoft,
  borderRadius: vars.radius.md,
});
export const skeletonLine = style({ height: '14px', margin: '4px 0' });
