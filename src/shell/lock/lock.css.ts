import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } });

export const page = style({
  position: 'relative',
  minHeight: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: `radial-gradient(ellipse at 50% 30%, #2d3550 0%, ${vars.color.menuBg} 70%)`,
});
export const card = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: `28px ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  // A short delay hides the lock that a stored session passes through while it reconnects on start.
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${appear} 220ms ease-out 250ms both` } },
});
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.size.sm,
  fontWeight: 500,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});
export const statusError = style({ background: vars.color.errorSoft, color: vars.color.error });
export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.round, background: 'currentColor' });
export const title = style({ fontSize: vars.size.xxl, lineHeight: 1.2 });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '320px' });
export const who = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
});
export const name = style({ fontSize: vars.size.lg, fontWeight: 600 });
export const meta = style({ color: vars.color.textMuted });
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
  flexWrap: 'wrap',
  width: '100%',
  marginTop: vars.space.sm,
});
export const action = style({ height: '34px' });
export const note = style({ margin: 0, minHeight: '18px', fontSize: vars.size.sm, color: vars.color.textMuted });
export const noteError = style({ color: vars.color.error });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
// Progress of a network call (not local data): a small ring on the button.
export const spinner = style({
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  display: 'inline-block',
  flex: 'none',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 700ms linear infinite` } },
});
