import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** A field with something beside it (the barcode button, the colour swatch): the field takes the width. */
export const withAside = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
globalStyle(`${withAside} > :first-child`, { flex: 1 });
export const swatch = style({
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  marginBottom: '4px',
  flexShrink: 0,
});
