import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.md });
export const th = style({
  textAlign: 'left',
  fontWeight: 500,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// Tabs: the shared style (src/ui/tabs.css.ts).
export { tab, tabList, tabs } from '../../../ui/tabs.css';
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const reason = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  height: '100%',
  minHeight: 0,
});
export const heading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md });
export const title = style({ fontSize: vars.size.xxl, fontWeight: 600, margin: 0 });
export const count = style({ color: vars.color.textMuted });
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const grid = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1.5fr',
  alignItems: 'center',
  height: '48px',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});
export const headerRow = style([
  row,
  {
    height: '34px',
    position: 'sticky',
    top: 0,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.size.sm,
    cursor: 'default',
    zIndex: 1,
  },
]);
export const rowActive = style({ background: vars.color.accentSoft });
export const cellNum = style({ textAlign: 'right', paddingRight: vars.space.xl, fontVariantNumeric: 'tabular-nums' });
export const empty = style({ padding: vars.space.xl, color: vars.color.textMuted, textAlign: 'center' });
export const error = style({
  color: vars.color.error,
  padding: vars.space.md,
  background: vars.color.errorSoft,
  borderRadius: vars.radius.md,
});
