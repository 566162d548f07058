import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const headerLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0 });
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 500,
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-selected]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const subTabList = style([tabList, { borderBottom: 'none', gap: vars.space.sm }]);
export const subTab = style([
  tab,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.round,
    marginBottom: 0,
    padding: `2px ${vars.space.md}`,
    selectors: { '&[data-selected]': { background: vars.color.accentSoft, borderColor: vars.color.accent } },
  },
]);
export const tabPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, outline: 'none' });

export const chipButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.size.sm,
  fontWeight: 500,
  border: 'none',
  background: vars.color.errorSoft,
  color: vars.color.error,
  cursor: 'help',
});
export const tooltip = style({
  maxWidth: '320px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: '#fff',
  fontSize: vars.size.sm,
  boxShadow: vars.shadow.md,
});

export const quietList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});
export const warningText = style({ color: vars.color.warning });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.md });
export const th = style({
  textAlign: 'left',
  fontWeight: 500,
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const historyItem = style({ display: 'grid', gridTemplateColumns: '28px 1fr', gap: vars.space.sm });
export const historyMeta = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const change = style({
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  margin: 0,
  paddingLeft: vars.space.md,
});

export const creditTotal = style({ fontSize: vars.size.lg, fontWeight: 600 });

export const menu = style({
  minWidth: '280px',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
});
export const menuItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});
export const menuHint = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
// Above the modal overlay (z-index 100) the menu opens from.
export const popover = style({ zIndex: 110 });
