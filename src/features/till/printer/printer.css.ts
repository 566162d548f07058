import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const jobs = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxHeight: '64vh',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const job = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
});
export const caption = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
// Paper: black on white whatever the theme, like the receipt itself (contrast 21:1).
export const paper = style({
  fontFamily: vars.font.mono,
  fontSize: '12px',
  lineHeight: 1.35,
  whiteSpace: 'pre',
  color: '#000000',
  background: '#ffffff',
  padding: `${vars.space.md} ${vars.space.sm}`,
  boxShadow: vars.shadow.md,
  margin: 0,
  overflow: 'hidden',
});
export const line = style({ display: 'block', minHeight: '1.35em' });
export const bold = style({ fontWeight: 700 });
export const cut = style({
  display: 'block',
  borderTop: '1px dashed #000000',
  margin: `${vars.space.sm} 0 0`,
  height: 0,
});
export const marker = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontStyle: 'italic',
  color: '#3d434c',
  textAlign: 'center',
});
export const empty = style({ color: vars.color.textMuted, margin: 0 });
export const languages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
});
export const language = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
