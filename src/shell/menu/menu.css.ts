import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const ring = '#9bb6ff'; // the blue focus ring lacks contrast on the dark side bar

export const FOLDED_WIDTH = 56;
// Wider than the layout token so 'In- och utcheckningar' fits beside its hotkey.
export const MENU_WIDTH = 256;

export const sidebar = style({
  width: `${MENU_WIDTH}px`,
  flex: 'none',
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.menuBg,
  color: vars.color.menuText,
  transition: 'width 120ms ease-out',
  overflow: 'hidden',
});
export const folded = style({ width: `${FOLDED_WIDTH}px` });

export const drawerDialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', height: '100%' });

export const brand = style({
  height: vars.layout.topbarHeight,
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderBottom: '1px solid rgba(255,255,255,0.07)',
  minWidth: 0,
});
export const mark = style({
  width: '32px',
  height: '32px',
  flex: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: '#fff',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: vars.size.md,
});
export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.2 });
export const brandName = style({
  fontWeight: 600,
  color: '#fff',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const brandSub = style({ fontSize: vars.size.xs, color: vars.color.menuTextMuted, whiteSpace: 'nowrap' });

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.sm} ${vars.space.sm}`,
});
export const section = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
});
export const heading = style({
  margin: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.menuTextMuted,
  whiteSpace: 'nowrap',
});
export const divider = style({
  height: '1px',
  margin: `${vars.space.sm} ${vars.space.xs}`,
  background: 'rgba(255,255,255,0.1)',
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.menuText,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  position: 'relative',
  outline: 'none',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.06)', color: '#fff' },
    '&[aria-current="page"]': { background: vars.color.menuActive, color: '#fff', fontWeight: 500 },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      left: '-8px',
      top: '7px',
      bottom: '7px',
      width: '3px',
      borderRadius: '0 3px 3px 0',
      background: ring,
    },
    '&:focus-visible': { outline: `2px solid ${ring}`, outlineOffset: '-2px' },
  },
});
export const entryFolded = style({ justifyContent: 'center', padding: 0 });
export const entryTitle = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
export const entryKey = style({
  fontFamily: vars.font.mono,
  fontSize: '10.5px',
  color: vars.color.menuTextMuted,
  letterSpacing: '0.02em',
});
export const dotBadge = style({
  position: 'absolute',
  top: '3px',
  right: '6px',
  minWidth: '16px',
  height: '16px',
  padding: '0 4px',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: '#fff',
  fontSize: '10px',
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const footer = style({
  flex: 'none',
  borderTop: '1px solid rgba(255,255,255,0.07)',
  padding: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const foldButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  width: '100%',
  borderRadius: vars.radius.md,
  border: 0,
  background: 'transparent',
  color: vars.color.menuTextMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.06)', color: '#fff' },
    '&:focus-visible': { outline: `2px solid ${ring}`, outlineOffset: '-2px' },
  },
});

export const tooltip = style({
  position: 'fixed',
  zIndex: 120,
  transform: 'translateY(-50%)',
  background: '#0f1219',
  color: '#fff',
  padding: '4px 8px',
  borderRadius: vars.radius.sm,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
export const drawerOverlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 90 });
export const drawerPanel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(264px, 88vw)',
  background: vars.color.menuBg,
  color: vars.color.menuText,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} 120ms ease-out`,
  display: 'flex',
  flexDirection: 'column',
});
