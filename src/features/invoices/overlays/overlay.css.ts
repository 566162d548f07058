import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** The slide-over's backdrop: the panel sits at the right edge, full height. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'flex-end',
  zIndex: 100,
});
export const panel = style({
  height: '100%',
  width: 'min(520px, 100vw)',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  outline: 'none',
  animation: `${slideIn} 120ms ease-out`,
});
export const widePanel = style({ width: 'min(760px, 100vw)' });
export const dialog = style({
  outline: 'none',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: vars.size.xl, fontWeight: 600 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const sums = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const sumLabel = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const sumValue = style({ fontSize: vars.size.lg, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const fieldRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const grow = style({ flex: 1, minWidth: '160px' });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.size.md, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });

const note = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md });
export const warning = style([note, { background: vars.color.warningSoft, color: vars.color.warning }]);
export const error = style([note, { background: vars.color.errorSoft, color: vars.color.error, fontWeight: 500 }]);

export const methods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const menuPopover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  minWidth: '180px',
  outline: 'none',
});
export const menuItem = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, fontWeight: 500, color: vars.color.textMuted });
export const select = style({
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const input = style({
  height: '34px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const fieldError = style({ color: vars.color.error, fontSize: vars.size.sm, minHeight: '1em' });
export const fieldHint = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

export const segmented = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 'none', padding: 0 });
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'default' },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const th = style({
  textAlign: 'left',
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const num = style({ textAlign: 'right' });
export const qtyInput = style([input, { width: '80px', height: '28px', textAlign: 'right' }]);
export const amountInput = style([input, { width: '120px', height: '28px', textAlign: 'right' }]);
export const previewGrid = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });
