import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** money.md 2 "Invoice list": row height 48. */
export const ROW_HEIGHT = 48;
export const HEADER_HEIGHT = 36;
export const GROUP_HEADER_HEIGHT = 30;

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  padding: vars.space.lg,
  gap: vars.space.md,
});
export const heading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: vars.size.xxl, fontWeight: 600, margin: 0 });
export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const spacer = style({ flex: 1 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const controlLabel = style({
  fontSize: vars.size.sm,
  fontWeight: 500,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const search = style({
  width: '300px',
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});
export const filters = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  margin: 0,
  padding: 0,
});
export const filterOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '32px',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  background: vars.color.surface,
  selectors: {
    '& + &': { borderLeft: `1px solid ${vars.color.border}` },
    '&:has(input:checked)': { background: vars.color.accentSoft, color: vars.color.accent, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
// The radio itself is not drawn: the label is the segment, and keeps the focus ring.
export const filterRadio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, height: '34px' });
export const columnsPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.sm,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const error = style({ color: vars.color.error });

export const grid = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  position: 'relative',
  contain: 'strict',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
const rowLayout = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  minWidth: '760px',
});
export const headerGroup = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerRow = style([rowLayout, { height: `${HEADER_HEIGHT - 1}px` }]);
export const headerCell = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const body = style({ position: 'relative' });
export const item = style({ position: 'absolute', top: 0, left: 0, right: 0 });
export const groupHeader = style({
  height: `${GROUP_HEADER_HEIGHT}px`,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const flashKeys = keyframes({
  '0%, 50%, 100%': { background: vars.color.surface },
  '25%, 75%': { background: vars.color.warningSoft },
});
export const row = style([
  rowLayout,
  {
    height: `${ROW_HEIGHT}px`,
    borderBottom: `1px solid ${vars.color.surfaceSunken}`,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&:hover': { background: vars.color.bg } },
  },
]);
export const rowFocused = style({
  background: vars.color.accentSoft,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});
/** An unpaid row while the unpaid-invoice alert shows (2 s: two pulses of one second). */
export const rowFlash = style({
  animation: `${flashKeys} 1s ease-in-out 2`,
  boxShadow: `inset 3px 0 0 ${vars.color.warning}`,
});
export const cell = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });
export const numberCell = style([cell, { textAlign: 'right' }]);
export const number = style({ textAlign: 'right' });
export const loadingCell = style({
  height: '10px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  marginRight: '20%',
});
export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.size.sm,
  fontWeight: 500,
  whiteSpace: 'nowrap',
});
export const chip = styleVariants({
  error: [chipBase, { background: vars.color.errorSoft, color: vars.color.error }],
  warning: [chipBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  neutral: [chipBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  success: [chipBase, { background: vars.color.successSoft, color: vars.color.success }],
});
