import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** 850px (bookings.md 9); full screen on small screens like every modal. */
export const modal = style({ maxHeight: '92vh' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'space-between',
});
export const headerTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.lg, flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 260px', minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.size.sm, fontWeight: 500, color: vars.color.textMuted });
export const control = style({
  height: '30px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.size.md,
  selectors: {
    '&:focus': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});
export const count = style([control, { width: '7ch', fontVariantNumeric: 'tabular-nums' }]);
export const error = style({
  color: vars.color.error,
  fontSize: vars.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const warning = style({ color: vars.color.warning, fontSize: vars.size.sm });

export const inline = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

/** Combo boxes (customer, position). */
export const combo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 260px',
});
export const comboInput = style([control, { width: '100%' }]);
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '280px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  maxHeight: '300px',
});
export const listBox = style({ outline: 'none', padding: vars.space.xs });
export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: `5px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-selected]': { fontWeight: 600 },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});
export const optionMain = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const optionSide = style({ color: vars.color.textMuted, fontSize: vars.size.sm, textAlign: 'right' });
export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });
export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', flex: 'none' });
export const dotTone = {
  bookable: style({ background: vars.color.success }),
  reserved: style({ background: vars.color.error }),
  blocked: style({ background: vars.color.textFaint }),
} as const;

/** Category chips: one radio group. */
export const chips = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  minWidth: '150px',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const chipName = style({ fontWeight: 500 });
export const chipText = style({ fontSize: vars.size.xs, color: vars.color.textMuted });
export const chipError = style({ fontSize: vars.size.xs, color: vars.color.error });

export const typeGroup = style({ display: 'flex', gap: vars.space.xs });
export const typeOption = style({
  padding: `0 ${vars.space.md}`,
  height: '28px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontSize: vars.size.sm,
  selectors: {
    '&[data-selected]': { background: vars.color.accentSoft, borderColor: vars.color.accent, fontWeight: 600 },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const fieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });
export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }]);
export const guests = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const checks = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.size.sm,
});
export const summaryTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontWeight: 600,
  fontSize: vars.size.lg,
});
export const muted = style({ color: vars.color.textMuted });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const arrow = style({ color: vars.color.textMuted, padding: `0 ${vars.space.sm}` });

export const infoPopover = style({
  maxWidth: '380px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.md,
  outline: 'none',
});
export const infoList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
export const footerMessage = style({ marginRight: 'auto', color: vars.color.error, fontSize: vars.size.sm });

export const menu = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  outline: 'none',
  minWidth: '260px',
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.accentSoft } },
});

/** A group's card; the one with the keyboard is marked (the active booking). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.border}`,
  selectors: { '&:focus-within': { borderLeftColor: vars.color.accent, background: vars.color.accentSoft } },
});
export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const cardTitle = style({ fontSize: vars.size.md, fontWeight: 600 });

/** A select keeps its own width when a long hint sits under it; the arrow gets room of its own. */
export const select = style([control, { alignSelf: 'flex-start', paddingRight: vars.space.xs }]);
/** A select's field shrinks no narrower than the select (its hint wraps instead). */
export const selectField = style([field, { minWidth: 'min-content' }]);

/** The category picker's '(+N till)' button sits in the row of chips. */
export const moreButton = style({ alignSelf: 'center' });
/** The dropdown variant: one button holding the chosen (or first) chip and '(+N till)'. */
export const dropdownButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: vars.space.xs,
  paddingRight: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});
/** 'Välj platskategori': the list under its search field. */
export const categoryModal = style({ width: 'min(480px, calc(100vw - 32px))' });
export const categoryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '50vh',
  overflow: 'auto',
  padding: vars.space.xxs,
});
export const categoryOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    // The option the keyboard is on: the search field keeps the focus, so the ring is drawn here.
    '&[data-active]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** A season booking: the season, its price field with 'kr', the price line. */
export const priceInput = style([control, { width: '12ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const suffix = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const readOnly = style({
  fontSize: vars.size.md,
  fontWeight: 500,
  minHeight: '28px',
  display: 'flex',
  alignItems: 'center',
});
