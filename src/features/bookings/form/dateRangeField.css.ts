import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Holds the fields and the calendar under them (the calendar is placed from here). */
export const anchor = style({ position: 'relative' });
export const fields = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, flexWrap: 'wrap' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, fontWeight: 500, color: vars.color.textMuted });
export const inputRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const input = style({
  width: '12ch',
  height: '30px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&[aria-expanded="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});
export const weekday = style({ width: '3ch', color: vars.color.textMuted, fontSize: vars.size.sm });
export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '26px',
  height: '26px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});
export const nights = style({
  alignSelf: 'flex-start',
  marginTop: '24px',
  lineHeight: '30px',
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
});
export const error = style({
  color: vars.color.error,
  fontSize: vars.size.sm,
  maxWidth: '28ch',
  // Empty, it takes no room (it stays in the page as a live region).
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xs})` } },
});

export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  height: '24px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.size.sm,
  lineHeight: '22px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.55, cursor: 'default' },
  },
});
export const chipDates = style({ color: vars.color.textMuted, fontSize: vars.size.xs });

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});
export const panelHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const panelStatus = style({ flex: 1, fontSize: vars.size.sm, fontWeight: 500 });
export const months = style({
  display: 'flex',
  gap: vars.space.lg,
  '@media': { '(max-width: 600px)': { flexDirection: 'column' } },
});
export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const monthTitle = style({ textAlign: 'center', fontWeight: 600, textTransform: 'capitalize' });
export const empty = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.size.sm });

export const grid = style({ display: 'flex', flexDirection: 'column' });
export const row = style({ display: 'flex' });
export const columnHeader = style({
  width: '30px',
  lineHeight: '22px',
  height: '22px',
  fontSize: vars.size.xs,
  fontWeight: 500,
  color: vars.color.textFaint,
  textAlign: 'center',
});
export const weekNumber = style({
  width: '26px',
  alignSelf: 'center',
  paddingRight: vars.space.xs,
  fontSize: vars.size.xs,
  fontWeight: 400,
  color: vars.color.textFaint,
  textAlign: 'center',
});
export const cell = style({ width: '30px', selectors: { '&[data-weekend]': { background: vars.color.bg } } });

export const day = style({
  position: 'relative',
  width: '30px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontSize: vars.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '1px', zIndex: 1 },
    // Like the Swedish almanac: holidays in red.
    '&[data-holiday]': { color: vars.color.error },
    '&[aria-current="date"]': { fontWeight: 700, boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
    '&[data-preview]': { boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
    '&[data-in-range]': { background: vars.color.accentSoft, borderRadius: 0 },
    '&[data-end]': { background: vars.color.accent, color: vars.color.accentText, borderRadius: vars.radius.sm },
    '&[aria-disabled="true"]': {
      color: vars.color.textFaint,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});

export const legend = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  fontSize: vars.size.xs,
});
