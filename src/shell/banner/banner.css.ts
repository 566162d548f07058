import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const banner = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontWeight: 500,
  fontSize: vars.size.sm,
  textAlign: 'center',
});
export const color = styleVariants({
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  error: { background: vars.color.errorSoft, color: vars.color.error },
});
