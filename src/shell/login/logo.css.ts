import { keyframes, style } from '@vanilla-extract/css';

const flicker = keyframes({
  '0%': { transform: 'scale(1, 1)', opacity: 0.95 },
  '25%': { transform: 'scale(0.92, 1.08) skewX(-2deg)', opacity: 1 },
  '50%': { transform: 'scale(1.04, 0.94)', opacity: 0.85 },
  '75%': { transform: 'scale(0.96, 1.05) skewX(2deg)', opacity: 1 },
  '100%': { transform: 'scale(1, 1)', opacity: 0.95 },
});
const glow = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 0.7 } });
const draw = keyframes({ from: { strokeDashoffset: 260 }, to: { strokeDashoffset: 0 } });
const twinkle = keyframes({ '0%, 100%': { opacity: 0.25 }, '50%': { opacity: 1 } });

// Motion only for those who have not asked for less of it.
const motion = (animation: string) => ({ '@media': { '(prefers-reduced-motion: no-preference)': { animation } } });

export const svg = style({ display: 'block', flex: 'none' });
export const flame = style({
  transformBox: 'fill-box',
  transformOrigin: '50% 100%',
  ...motion(`${flicker} 1.1s ease-in-out infinite`),
});
export const flameInner = style({
  transformBox: 'fill-box',
  transformOrigin: '50% 100%',
  ...motion(`${flicker} 0.8s ease-in-out infinite reverse`),
});
export const glowRing = style({ opacity: 0.5, ...motion(`${glow} 2.2s ease-in-out infinite`) });
export const tentLine = style({ strokeDasharray: 260, ...motion(`${draw} 1.6s ease-out both`) });
export const star = style({ ...motion(`${twinkle} 2.6s ease-in-out infinite`) });
export const starLate = style({ ...motion(`${twinkle} 3.4s ease-in-out 0.9s infinite`) });
