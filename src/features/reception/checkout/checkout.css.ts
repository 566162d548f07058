import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  maxWidth: '980px',
});
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const muted = style({ color: vars.color.textMuted });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { '(max-width: 760px)': { gridTemplateColumns: '1fr' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const cardTitle = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  margin: 0,
});
export const dl = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});
export const dt = style({ color: vars.color.textMuted, fontSize: vars.size.sm, paddingTop: '1px' });
export const dd = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const amount = style([dd, { fontVariantNumeric: 'tabular-nums' }]);
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${table} th`, { fontSize: vars.size.sm, color: vars.color.textMuted, fontWeight: 500 });
export const num = style({});
globalStyle(`${table} ${num}`, { textAlign: 'right' });
export const totalRow = style([
  card,
  { flexDirection: 'row', alignItems: 'center', gap: vars.space.xl, flexWrap: 'wrap' },
]);
export const totalLabel = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const total = style({ fontSize: vars.size.xxl, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const note = style({ flex: 1, minWidth: '220px', margin: 0, color: vars.color.textMuted });
export const alertError = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.errorSoft,
  color: vars.color.error,
  fontWeight: 500,
});
