// Tabs of a pane or screen (react-aria Tabs): underlined selection, the focus ring on the keyboard.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  outline: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: 500 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
