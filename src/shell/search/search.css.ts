import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: '8vh',
  zIndex: 100,
  '@media': { '(max-width: 600px)': { paddingTop: 0 } },
});
export const modal = style({
  width: 'min(640px, calc(100vw - 32px))',
  height: 'min(560px, 84vh)',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
  '@media': {
    '(min-width: 960px)': { width: 'min(960px, calc(100vw - 48px))' },
    '(max-width: 600px)': { width: '100vw', height: '100vh', borderRadius: 0 },
  },
});
export const dialog = style({ outline: 'none', height: '100%', display: 'flex', flexDirection: 'column' });

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  height: '52px',
  borderBottom: `1px solid ${vars.color.border}`,
  flex: 'none',
});
export const input = style({
  flex: 1,
  height: '100%',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.size.lg,
  selectors: { '&::placeholder': { color: vars.color.textFaint } },
});
export const searchIcon = style({ color: vars.color.textFaint, flex: 'none' });
export const busy = style({ fontSize: vars.size.sm, color: vars.color.textFaint });

export const columns = style({ flex: 1, minHeight: 0, display: 'flex' });
export const listColumn = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const listbox = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: `${vars.space.xs} 0`,
  outline: 'none',
});
export const previewColumn = style({
  width: '400px',
  flex: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  overflow: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const groupHeading = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `6px ${vars.space.lg}`,
  cursor: 'pointer',
  borderLeft: '2px solid transparent',
  selectors: { '&[aria-selected="true"]': { background: vars.color.accentSoft, borderLeftColor: vars.color.accent } },
});
export const optionText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const optionTitle = style({
  fontWeight: 500,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const optionSub = style({
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const enterHint = style({ fontSize: vars.size.xs, color: vars.color.textMuted, flex: 'none' });
export const mark = style({ background: '#fde68a', color: 'inherit', borderRadius: '2px', padding: '0 1px' });

export const message = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const errorMessage = style([message, { color: vars.color.error }]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `0 ${vars.space.lg}`,
  height: '36px',
  flex: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  background: vars.color.bg,
});
export const footerItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const key = style({
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  lineHeight: '16px',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const iconAvatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  flex: 'none',
  borderRadius: vars.radius.round,
  color: '#fff',
});

export const previewSub = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const previewTitle = style({ fontSize: vars.size.lg, fontWeight: 600, lineHeight: 1.3 });
export const previewHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const previewSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const previewLabel = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const previewDl = style({
  display: 'grid',
  gridTemplateColumns: '110px 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const previewDt = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const previewDd = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const previewCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const th = style({
  textAlign: 'left',
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: '3px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: '3px 6px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const num = style({ textAlign: 'right' });
export const closeSmall = style({ display: 'none', '@media': { '(max-width: 600px)': { display: 'inline-flex' } } });
