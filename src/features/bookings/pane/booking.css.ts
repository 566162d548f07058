import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// The Tabs root reports focus inside it; only the focused tab itself shows the ring.
export const tabs = style({ selectors: { '&[data-focus-visible]': { outline: 'none' } } });
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
export const subTabList = style([tabList, { borderBottom: 'none', gap: vars.space.sm }]);
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 500,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-selected]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const subTab = style([
  tab,
  {
    borderBottom: 'none',
    borderRadius: vars.radius.round,
    padding: `${vars.space.xs} ${vars.space.md}`,
    selectors: { '&[data-selected]': { background: vars.color.accentSoft, color: vars.color.accent } },
  },
]);
// Panels kept mounted (the remarks keep their draft) are inert while hidden.
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  outline: 'none',
  selectors: { '&[inert]': { display: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const footerSpacer = style({ flex: 1 });

export const textarea = style({
  width: '100%',
  minHeight: '96px',
  resize: 'vertical',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
  lineHeight: 1.45,
});
export const remarksFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  minHeight: '18px',
});
export const savedText = style({ color: vars.color.success, fontWeight: 600 });
export const failedText = style({ color: vars.color.error });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.md });
globalStyle(`${table} th`, {
  textAlign: 'left',
  fontWeight: 600,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td`, { padding: `${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${num}`, { textAlign: 'right' });
/** A table row that opens its item (a receipt): click, or Enter when focused. */
export const linkRow = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const listBox = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
});
export const listRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: `2px ${vars.space.md}`,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const rowMain = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const rowTitle = style({ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowSub = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const icon = style({ fontSize: '18px', width: '22px', textAlign: 'center', color: vars.color.textMuted });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.size.sm,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const chipTone = {
  neutral: style({}),
  success: style({ background: vars.color.successSoft, color: vars.color.success }),
  warning: style({ background: vars.color.warningSoft, color: vars.color.warning }),
  error: style({ background: vars.color.errorSoft, color: vars.color.error }),
  accent: style({ background: vars.color.accentSoft, color: vars.color.accent }),
};
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.lg} 0`, textAlign: 'center' });
export const tooltip = style({
  maxWidth: '320px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.menuBg,
  color: '#fff',
  fontSize: vars.size.sm,
  boxShadow: vars.shadow.lg,
});
export const mailFrame = style({
  width: '100%',
  height: '60vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const historyItem = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${vars.space.md}` });
export const changes = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  overflowWrap: 'anywhere',
});

/** 'Avgifter': a status chip and, for an invoiced line, the button that opens its invoice. */
export const statusCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const invoiceLink = style({
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontSize: vars.size.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
