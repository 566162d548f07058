import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const dt = style({ color: vars.color.textMuted, fontSize: vars.size.sm, paddingTop: '1px' });
export const dd = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
