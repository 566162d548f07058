import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  height: '100%',
  minHeight: 0,
});
export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const muted = style({ color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 5fr) minmax(420px, 7fr)',
  gap: vars.space.lg,
  flex: 1,
  minHeight: 0,
  '@media': { '(max-width: 1100px)': { gridTemplateColumns: '1fr' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minHeight: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 500,
  selectors: { '&[aria-selected="true"]': { background: vars.color.accentSoft, color: vars.color.accent } },
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gridAutoRows: 'minmax(56px, auto)',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
});
export const productButton = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  textAlign: 'left',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.size.sm,
  cursor: 'pointer',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const menuButton = style([productButton, { fontWeight: 600, background: vars.color.surfaceSunken }]);
export const buttonPrice = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const tableWrap = style({
  flex: 1,
  overflow: 'auto',
  minHeight: '160px',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${table} th`, {
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  fontWeight: 500,
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
});
export const num = style({});
globalStyle(`${table} td${num}, ${table} th${num}`, { textAlign: 'right' });
export const sideRow = style({});
globalStyle(`${table} ${sideRow} td`, {
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  background: vars.color.surfaceSunken,
});
export const row = style({ cursor: 'default' });
export const rowFocused = style({});
globalStyle(`${table} ${rowFocused} td`, { background: vars.color.accentSoft });
globalStyle(`${table} ${rowFocused} td:first-child`, { boxShadow: `inset 3px 0 0 ${vars.color.accent}` });
export const moveCell = style({ width: '1%', whiteSpace: 'nowrap' });
export const moveButton = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: '0 6px',
  margin: '0 1px',
  font: 'inherit',
  fontSize: vars.size.sm,
  cursor: 'pointer',
  color: vars.color.text,
});
export const empty = style({ color: vars.color.textMuted, padding: vars.space.lg, textAlign: 'center' });
export const chip = styleVariants({
  saved: {
    fontSize: vars.size.xs,
    padding: '1px 6px',
    borderRadius: vars.radius.round,
    background: vars.color.accentSoft,
    color: vars.color.accent,
  },
  paid: {
    fontSize: vars.size.xs,
    padding: '1px 6px',
    borderRadius: vars.radius.round,
    background: vars.color.successSoft,
    color: vars.color.success,
  },
  plain: { fontSize: vars.size.xs, color: vars.color.textMuted },
});
export const discountNote = style({ display: 'block', fontSize: vars.size.xs, color: vars.color.textMuted });

export const totals = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-end', flexWrap: 'wrap' });
export const totalLabel = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const total = style({ fontSize: vars.size.xxl, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const totalSmall = style({ fontSize: vars.size.lg, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const payRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const blocked = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: 500,
});
export const toolbar = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const menuPopover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  minWidth: '180px',
});
export const menuItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-disabled]': { color: vars.color.textFaint, cursor: 'default' },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});
export const select = style({
  font: 'inherit',
  padding: '6px 8px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const selectLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.size.sm,
  fontWeight: 500,
  color: vars.color.textMuted,
});
export const suffixField = style({ position: 'relative' });
export const summary = style({ margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
