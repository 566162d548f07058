import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const ROW_HEIGHT = 32;

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  padding: vars.space.lg,
  gap: vars.space.md,
});
export const heading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md });
export const title = style({ fontSize: vars.size.xl });
export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const searchField = style({ width: '280px' });
export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const controlLabel = style({
  fontSize: vars.size.sm,
  fontWeight: 500,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const select = style({
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
});
export const dateInput = style([select, { width: '150px' }]);

// The grid scrolls itself; the header row sticks to its top.
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
export const rowLayout = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
});
/** The column widths of each list, put on its header row and its rows. */
export const columnsLayout = styleVariants({
  // The flexible columns' minimums leave room for all ten in 1400 px beside the menu ('Kvar' last, uncut).
  bookings: {
    minWidth: '1040px',
    gridTemplateColumns:
      '128px minmax(120px, 1.6fr) minmax(110px, 1.3fr) 96px 96px 56px 60px minmax(110px, 1.1fr) 104px 104px',
  },
  groups: {
    minWidth: '1100px',
    gridTemplateColumns: '116px minmax(140px, 1.5fr) minmax(130px, 1.3fr) 76px 126px 126px 92px minmax(220px, 1.4fr)',
  },
});
export const headerGroup = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerRow = style([rowLayout, { height: '34px' }]);
export const headerCell = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const sortActive = style({ color: vars.color.text });
export const body = style({ position: 'relative' });
export const row = style([
  rowLayout,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: `${ROW_HEIGHT}px`,
    borderBottom: `1px solid ${vars.color.surfaceSunken}`,
    cursor: 'default',
    fontVariantNumeric: 'tabular-nums',
    contain: 'strict',
    selectors: { '&:hover': { background: vars.color.bg } },
  },
]);
export const rowFocused = style({
  background: vars.color.accentSoft,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});
export const cell = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });
export const number = style({ textAlign: 'right' });
export const numberCell = style([cell, { textAlign: 'right' }]);
export const muted = style({ color: vars.color.textMuted });
// Quiet placeholders: a grey bar drawn by the cell's own background, no extra element, no animation.
export const loadingCell = style({
  height: '10px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  marginRight: '20%',
});
export const chip = styleVariants({
  neutral: { color: vars.color.textMuted },
  success: { color: vars.color.success, fontWeight: 500 },
  warning: { color: vars.color.warning, fontWeight: 500 },
  error: { color: vars.color.error },
});
export const pills = style({ display: 'flex', gap: vars.space.sm, overflow: 'hidden', whiteSpace: 'nowrap' });
// The tab bar over the list; the list takes the rest of the height.
export const tabbedScreen = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  height: '100%',
  minHeight: 0,
});
export const tabBar = style({ padding: `${vars.space.md} ${vars.space.lg} 0` });
export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 500,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const empty = style({ padding: vars.space.xl, color: vars.color.textMuted, textAlign: 'center' });
export const error = style({ padding: vars.space.md, color: vars.color.error });
