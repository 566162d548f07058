import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '30px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.size.md,
  fontWeight: 500,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'default' },
  },
});
export const button = styleVariants({
  secondary: [buttonBase],
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
      selectors: { '&[data-hovered]': { background: '#2549b0' } },
    },
  ],
  danger: [
    buttonBase,
    {
      background: vars.color.error,
      color: '#fff',
      borderColor: vars.color.error,
      selectors: { '&[data-hovered]': { background: '#8f1c13' } },
    },
  ],
  ghost: [buttonBase, { borderColor: 'transparent', background: 'transparent' }],
});
export const iconButton = style([buttonBase, { padding: 0, width: '30px', justifyContent: 'center' }]);

export const kbd = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  color: 'inherit',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
  lineHeight: '16px',
  fontWeight: 500,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: '10vh',
  zIndex: 100,
});
export const modal = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  maxHeight: '80vh',
  overflow: 'auto',
  outline: 'none',
  width: 'min(560px, calc(100vw - 32px))',
  '@media': { '(max-width: 600px)': { width: '100vw', maxHeight: '100vh', height: '100vh', borderRadius: 0 } },
});
export const dialog = style({
  outline: 'none',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const dialogTitle = style({ fontSize: vars.size.xl, fontWeight: 600 });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
export const drawerOverlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 90 });
export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  width: 'min(320px, 90vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} 120ms ease-out`,
  overflow: 'auto',
});
export const drawerLeft = style({ left: 0, right: 'auto' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, fontWeight: 500, color: vars.color.textMuted });
export const input = style({
  height: '34px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-focused]': { borderColor: vars.color.accent },
  },
});
export const fieldError = style({ color: vars.color.error, fontSize: vars.size.sm });
export const fieldHint = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.round,
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: '#fff',
  flex: 'none',
});
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: '#fff',
  fontSize: vars.size.xs,
  fontWeight: 600,
});

const pulse = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });
export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.2s ease-in-out infinite`,
});

/** Read by screen readers, never seen; fixed, so it never adds to the page's scroll height wherever it sits. */
export const visuallyHidden = style({
  position: 'fixed',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
