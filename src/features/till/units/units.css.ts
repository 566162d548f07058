import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  height: '100%',
  minHeight: 0,
  overflow: 'auto',
});
export const title = style({ fontSize: vars.size.xxl, fontWeight: 600, margin: 0 });
// Tabs: the shared style (src/ui/tabs.css.ts).
export { tab, tabList, tabs } from '../../../ui/tabs.css';
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  maxWidth: '760px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const cardTitle = style({ fontSize: vars.size.lg, fontWeight: 600, margin: 0 });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const dt = style({ color: vars.color.textMuted });
export const dd = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: 0 });
export const ok = style({
  color: vars.color.success,
  background: vars.color.successSoft,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const bad = style({
  color: vars.color.error,
  background: vars.color.errorSoft,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const warn = style({
  color: vars.color.warning,
  background: vars.color.warningSoft,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const reasons = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const table = style({ width: '100%', maxWidth: '960px', borderCollapse: 'collapse', fontSize: vars.size.md });
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
});
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.size.lg });
