import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const body = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.text });
export const missing = style({
  margin: 0,
  color: vars.color.error,
  background: vars.color.errorSoft,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: 500,
});
// The shared key cap is dimmed to 80 %, which falls under 4.5:1 on the primary button.
