import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space.md} ${vars.space.lg}`,
  '@media': { '(max-width: 960px)': { gridTemplateColumns: '1fr' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const sectionTitle = style({
  gridColumn: '1 / -1',
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const warning = style({ color: vars.color.warning, fontSize: vars.size.sm });
export const inputWarning = style({ borderColor: vars.color.warning });
export const select = style({
  paddingRight: vars.space.sm,
  selectors: { '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted } },
});
export const selectInvalid = style({ borderColor: vars.color.error });
export const modal = style({
  maxHeight: '90vh',
  '@media': {
    '(max-width: 960px)': {
      width: '100vw !important',
      maxWidth: '100vw',
      height: '100vh',
      maxHeight: '100vh',
      borderRadius: 0,
    },
  },
});

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
});
export const suggestionsTitle = style({ fontWeight: 600, fontSize: vars.size.md });
export const suggestionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});
export const suggestionSub = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const formError = style({ color: vars.color.error, margin: 0 });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, alignItems: 'center' });
