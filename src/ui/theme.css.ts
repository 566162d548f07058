import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** Design tokens: a dense, calm console. Colours meet WCAG AA on their backgrounds. */
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f3',
    border: '#dcdfe4',
    borderStrong: '#b9bec7',
    text: '#1b1f24',
    textMuted: '#545b66',
    textFaint: '#5f6672',
    accent: '#2f5bd3',
    accentText: '#ffffff',
    accentSoft: '#e7edfc',
    focus: '#2f5bd3',
    success: '#1d7a46',
    successSoft: '#e3f4ea',
    warning: '#8a5a00',
    warningSoft: '#fdf1d8',
    error: '#b42318',
    errorSoft: '#fde8e6',
    pink: '#b0306a',
    pinkSoft: '#fbe7f0',
    overlay: 'rgba(15, 18, 25, 0.45)',
    menuBg: '#1c2130',
    menuText: '#d9deea',
    menuTextMuted: '#a3abbd',
    menuActive: '#2d3550',
  },
  font: {
    body: 'Inter, "Segoe UI", system-ui, -apple-system, sans-serif',
    mono: '"JetBrains Mono", ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
  size: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '18px', xxl: '24px' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '6px', lg: '10px', round: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 16px 48px rgba(16, 24, 40, 0.22)',
  },
  layout: { menuWidth: '232px', topbarHeight: '48px' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body, #root', { height: '100%', margin: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.45,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
});
// One visible focus ring for every focusable thing, keyboard first.
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[data-focus-visible]', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4', { margin: 0, fontWeight: 600 });
globalStyle('code, kbd', { fontFamily: vars.font.mono });
