import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 500,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const panel = style({
  outline: 'none',
  minHeight: '240px',
  maxHeight: '56vh',
  overflowY: 'auto',
  paddingTop: vars.space.md,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const html = style({ lineHeight: 1.55 });
globalStyle(`${html} h1, ${html} h2, ${html} h3, ${html} h4`, {
  fontSize: vars.size.lg,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${html} ul, ${html} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.xl });
globalStyle(`${html} li`, { marginBottom: vars.space.xxs });
globalStyle(`${html} a`, { color: vars.color.accent });
globalStyle(`${html} img`, { maxWidth: '100%' });
globalStyle(`${html} code`, {
  fontSize: vars.size.sm,
  background: vars.color.surfaceSunken,
  padding: '0 4px',
  borderRadius: vars.radius.sm,
});
export const error = style({
  color: vars.color.error,
  background: vars.color.errorSoft,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
});
export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
