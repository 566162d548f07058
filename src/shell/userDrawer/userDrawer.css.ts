import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', minHeight: '100%' });
export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const who = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });
export const name = style({ fontSize: vars.size.lg, fontWeight: 600 });
export const email = style({ color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
});
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 500 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
});
export const separator = style({
  height: '1px',
  background: vars.color.border,
  margin: `${vars.space.xs} ${vars.space.sm}`,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  height: '36px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.size.md,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceSunken },
    '&:focus-visible, &[data-focus-visible]': {
      background: vars.color.accentSoft,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});
export const itemText = style({ flex: 1 });
export const itemIcon = style({ color: vars.color.textMuted, display: 'inline-flex' });
export const danger = style({ color: vars.color.error });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
});
export const version = style({
  marginTop: 'auto',
  padding: vars.space.lg,
  color: vars.color.textFaint,
  fontSize: vars.size.xs,
});
