import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const DESKTOP = 'screen and (min-width: 960px)';

export const page = style({
  position: 'relative',
  minHeight: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.bg,
  overflow: 'hidden',
  '@media': { [DESKTOP]: { justifyContent: 'flex-start', paddingLeft: 'max(6vw, 48px)', background: '#b9c6d3' } },
});
const layer = style({
  position: 'absolute',
  inset: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  pointerEvents: 'none',
});
export const backdrop = style([layer]);
export const photo = style([
  layer,
  {
    opacity: 0,
    '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'opacity 600ms ease-out' } },
    selectors: { '&[data-loaded]': { opacity: 1 } },
  },
]);
// A faint shade over a photo of any colour keeps the page calm.
export const shade = style([
  layer,
  { background: 'linear-gradient(90deg, rgba(15,18,25,0.28), rgba(15,18,25,0) 55%)' },
]);

export const card = style({
  position: 'relative',
  width: 'min(400px, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: `${vars.space.xl} 28px`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const title = style({ fontSize: vars.size.xl, lineHeight: 1.2 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textFaint,
  fontSize: vars.size.xs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const domainPicker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const domainGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '28px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      color: '#1f3f99',
      fontWeight: 500,
    },
  },
});
export const check = style({ fontSize: vars.size.sm, lineHeight: 1 });

export const addRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const combo = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const comboField = style({ position: 'relative', display: 'flex' });
export const comboInput = style({ flex: 1, minWidth: 0, paddingRight: '32px' });
export const comboButton = style({
  position: 'absolute',
  right: '2px',
  top: '2px',
  bottom: '2px',
  width: '28px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.size.sm,
});
export const addButton = style({ height: '34px' });
// Aligns the 'Lägg till' button with the input when the combo box has a visible label above it.
export const addButtonLabelled = style({ marginTop: '22px' });
export const popover = style({
  width: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  maxHeight: '280px',
});
export const listBox = style({ outline: 'none', padding: vars.space.xs });
export const option = style({
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  selectors: { '&[data-focused]': { background: vars.color.accentSoft }, '&[data-selected]': { fontWeight: 600 } },
});
export const optionMeta = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });

export const submit = style({ height: '36px', justifyContent: 'center', width: '100%' });

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
});
export const loadingText = style({ fontSize: vars.size.lg, fontWeight: 500, margin: 0 });
export const loadingMeta = style({ margin: 0, color: vars.color.textMuted });
export const para = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });
// The shared key cap is dimmed (opacity 0.8), which on the accent colour falls under 4.5:1 for axe.
export const solidKbd = style({});
globalStyle(`${solidKbd} kbd`, { opacity: 1 });

/** Holds the form's place for the moment its code is on its way. */
export const formPlaceholder = style({ minHeight: '240px' });
