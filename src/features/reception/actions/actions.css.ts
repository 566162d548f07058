import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

const xs = 'screen and (max-width: 599px)';
const narrow = 'screen and (max-width: 899px)';

export const page = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const title = style({ fontSize: vars.size.xl });
export const date = style({ color: vars.color.textMuted, fontSize: vars.size.md, marginRight: 'auto' });
export const filter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '30px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  selectors: { '&:focus-within': { borderColor: vars.color.accent } },
});
export const filterInput = style({
  border: 'none',
  outline: 'none',
  background: 'transparent',
  width: '220px',
  fontSize: vars.size.md,
  color: vars.color.text,
  '@media': { [xs]: { width: '120px' } },
});
// Positioned, so screen-reader texts (srOnly) far down the lists stay inside it, not below the page.
export const body = style({
  flex: 1,
  overflowY: 'auto',
  position: 'relative',
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xxl}`,
});
export const lists = style({ maxWidth: '1280px', display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({
  fontSize: vars.size.lg,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const groupTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '30px',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});
export const count = style({ fontWeight: 500, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});

const flash = keyframes({
  '0%': { background: vars.color.warningSoft },
  '70%': { background: vars.color.warningSoft },
  '100%': { background: 'transparent' },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
  outline: 'none',
  cursor: 'default',
  fontSize: vars.size.md,
  selectors: {
    '&:hover': { background: vars.color.bg },
    '&:focus-visible, &:focus': {
      background: vars.color.accentSoft,
      boxShadow: `inset 2px 0 0 ${vars.color.focus}`,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});
export const highlighted = style({ animation: `${flash} 1.6s ease-out` });

const cell = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', flex: 'none' } as const;
export const arrival = style({
  ...cell,
  width: '40px',
  fontFamily: vars.font.mono,
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
});
export const position = style({ ...cell, width: '164px', fontWeight: 600 });
export const positionButton = style({
  all: 'unset',
  cursor: 'pointer',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const deletedPosition = style({ color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'help' });
export const name = style({ ...cell, flex: '1 1 140px', minWidth: '120px' });
export const number = style({
  ...cell,
  width: '76px',
  fontFamily: vars.font.mono,
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  '@media': { [xs]: { display: 'none' } },
});
export const dates = style({
  ...cell,
  width: '168px',
  fontFamily: vars.font.mono,
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  '@media': { [narrow]: { display: 'none' } },
});
export const nights = style({
  ...cell,
  width: '56px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const guests = style({
  ...cell,
  width: '120px',
  color: vars.color.textMuted,
  '@media': { [narrow]: { display: 'none' } },
});
export const remaining = style({ ...cell, width: '92px', textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
// Shrinks before the guest's name does.
export const status = style({
  ...cell,
  flex: '0 1 156px',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [narrow]: { width: 'auto' } },
});
export const collision = style({ flex: 'none', width: '26px', display: 'flex', justifyContent: 'center' });
export const action = style({
  flex: 'none',
  width: '184px',
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  '@media': { [xs]: { display: 'none' } },
});
export const info = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

const chipBase = {
  display: 'inline-flex',
  alignItems: 'center',
  height: '20px',
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  fontSize: vars.size.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
} as const;
export const chip = style({ ...chipBase, background: vars.color.surfaceSunken, color: vars.color.textMuted });
export const chipSuccess = style({ ...chipBase, background: vars.color.successSoft, color: vars.color.success });
export const chipWarning = style({ ...chipBase, background: vars.color.warningSoft, color: vars.color.warning });
export const chipError = style({ ...chipBase, background: vars.color.errorSoft, color: vars.color.error });

export const iconButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.sm,
  color: vars.color.warning,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.warningSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const rowButton = style({ height: '26px' });
// The focused row's button shows its hotkey (alt+i / alt+o act on the selected row).
export const rowKbd = style({ display: 'none', selectors: { [`${row}:focus-within &`]: { display: 'inline-flex' } } });

export const popover = style({
  width: '280px',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
});
export const popoverDialog = style({
  outline: 'none',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const popoverTitle = style({ fontSize: vars.size.md, fontWeight: 600, marginBottom: vars.space.xs });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
export const srOnly = style({
  position: 'absolute',
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
export const sectionHeading = style({ outline: 'none' });
