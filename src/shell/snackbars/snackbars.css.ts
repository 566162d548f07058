import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 200,
  width: 'min(560px, calc(100vw - 32px))',
});
export const snackbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: '#fff',
  fontWeight: 500,
});
export const color = styleVariants({
  success: { background: vars.color.success },
  error: { background: vars.color.error },
  warning: { background: vars.color.warning },
});
export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  fontSize: vars.size.xl,
  cursor: 'pointer',
  lineHeight: 1,
});
