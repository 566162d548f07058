import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const prompt = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 150,
  width: 'min(340px, calc(100vw - 32px))',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${rise} 200ms ease-out` },
    // Where the centred snackbars would reach it, it sits above them.
    '(max-width: 1279px)': { bottom: '72px' },
  },
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({ fontSize: vars.size.md, fontWeight: 600 });
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });
