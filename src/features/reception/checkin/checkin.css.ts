import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { '(max-width: 760px)': { gridTemplateColumns: '1fr' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: '132px 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});
export const sectionTitle = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  margin: 0,
});
export const remarks = style({
  whiteSpace: 'pre-wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  margin: 0,
});
export const muted = style({ color: vars.color.textMuted });

const alertBase = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 500,
  margin: 0,
});
export const alert = {
  success: style([alertBase, { background: vars.color.successSoft, color: vars.color.success }]),
  warning: style([alertBase, { background: vars.color.warningSoft, color: vars.color.warning }]),
  error: style([alertBase, { background: vars.color.errorSoft, color: vars.color.error }]),
  info: style([alertBase, { background: vars.color.accentSoft, color: vars.color.accent }]),
};

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const spacer = style({ flex: 1 });

// The date lists of the late dialogs: a bordered listbox with a visible focus and selection.
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '260px',
  overflow: 'auto',
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.accent}` } },
});
export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focused]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-selected][data-focused]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.accentText}, 0 0 0 2px ${vars.color.accent}`,
    },
  },
});
export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
});
export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, fontWeight: 500, color: vars.color.textMuted });
export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
});
