import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export { tab, tabList, tabs } from '../../../ui/tabs.css';
export { chip } from '../list/invoiceList.css';

export const headRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const reasons = style({ margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted });
export const reason = style({ fontSize: vars.size.sm });

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
export const sumRow = style({ color: vars.color.textMuted });
export const totalRow = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
/** A reversed or refunded payment: struck through, with its state beside it. */
export const gone = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const state = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' });
export const sectionTitle = style({ fontSize: vars.size.md, fontWeight: 600, margin: `${vars.space.md} 0 0` });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.lg} 0`, textAlign: 'center' });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
