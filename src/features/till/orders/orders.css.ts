import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

const narrow = 'screen and (max-width: 899px)';

export const page = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 1fr) minmax(360px, 1.2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});
export const list = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto auto',
  gap: vars.space.md,
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:first-child': { borderTop: 'none' },
    '&:hover': { background: vars.color.bg },
    '&[aria-selected="true"]': { background: vars.color.accentSoft },
    '&:focus-visible, &:focus': {
      boxShadow: `inset 3px 0 0 ${vars.color.focus}`,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});
export const name = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm, whiteSpace: 'nowrap' });
export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' });

export const detail = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const detailTitle = style({ fontSize: vars.size.lg, margin: 0, outline: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.md });
export const th = style({
  textAlign: 'left',
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const thNum = style([th, { textAlign: 'right' }]);
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.surfaceSunken}`,
});
export const tdNum = style([td, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const total = style([tdNum, { fontWeight: 600, borderBottom: 'none' }]);

export const modes = style({ display: 'flex', gap: vars.space.lg, border: 'none', padding: 0, margin: 0 });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  margin: 0,
  maxHeight: '320px',
  overflowY: 'auto',
});
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:focus-within': { background: vars.color.accentSoft } },
});
export const legend = style({
  fontSize: vars.size.sm,
  fontWeight: 500,
  color: vars.color.textMuted,
  padding: `0 ${vars.space.xs}`,
});
export const error = style({ color: vars.color.error, fontSize: vars.size.sm, margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: 0 });
export const splitForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
