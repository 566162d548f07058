import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const slideIn = keyframes({
  from: { transform: 'translateX(24px)', opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});

export const pane = style({
  position: 'fixed',
  top: vars.layout.topbarHeight,
  right: 0,
  bottom: 0,
  width: 'min(520px, 100vw)',
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} 120ms ease-out`,
  '@media': { '(max-width: 600px)': { top: 0, width: '100vw', borderLeft: 'none' } },
});
// Panes under the top one peek out on the left as a blank edge, so the stack is visible.
export const paneBelow = style({
  background: vars.color.surfaceSunken,
  '@media': { '(max-width: 600px)': { visibility: 'hidden' } },
});
globalStyle(`${paneBelow} > *`, { visibility: 'hidden' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ fontSize: vars.size.xl, fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' });
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.size.md });
export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const number = style({ fontFamily: vars.font.mono, fontSize: vars.size.md, color: vars.color.textMuted });

export const body = style({
  flex: 1,
  overflow: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.size.sm,
  fontWeight: 500,
  border: 'none',
  cursor: 'default',
  whiteSpace: 'nowrap',
});
export const chipPink = style([chip, { background: vars.color.pinkSoft, color: vars.color.pink, cursor: 'pointer' }]);
export const chipError = style([chip, { background: vars.color.errorSoft, color: vars.color.error }]);

export const state = style([chip, { background: vars.color.surfaceSunken, color: vars.color.textMuted }]);
export const stateTone = {
  checkedIn: style({ background: vars.color.successSoft, color: vars.color.success }),
  notCheckedIn: style({ background: vars.color.accentSoft, color: vars.color.accent }),
  cancelled: style({ background: vars.color.errorSoft, color: vars.color.error }),
  draft: style({ background: vars.color.warningSoft, color: vars.color.warning }),
  checkedOut: style({}),
};

export const dl = style({
  display: 'grid',
  gridTemplateColumns: '148px 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});
export const dt = style({ color: vars.color.textMuted, fontSize: vars.size.sm, paddingTop: '1px' });
export const dd = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const link = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  cursor: 'pointer',
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  textDecorationColor: 'transparent',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const remarks = style({
  whiteSpace: 'pre-wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.size.md,
});
export const muted = style({ color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const rowButton = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${vars.space.md}`,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  fontSize: vars.size.md,
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, 'li:last-child > &': { borderBottom: 'none' } },
});
export const rowTitle = style({ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowSub = style({ gridColumn: '1 / -1', color: vars.color.textMuted, fontSize: vars.size.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
