import * as s from './logo.css';

/**
 * The product mark: a tent by a campfire under two stars. Animated (the tent draws itself, the fire
 * flickers) while data loads; static in the header. prefers-reduced-motion turns the motion off.
 */
export function AnimatedLogo({ size = 96, animated = true }: { size?: number; animated?: boolean }) {
  const a = (cls: string) => (animated ? cls : undefined);
  return (
    <svg className={s.svg} width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill="#1c2130" />
      <circle className={a(s.star)} cx="30" cy="30" r="2" fill="#f4e7c5" />
      <circle className={a(s.starLate)} cx="88" cy="22" r="1.6" fill="#f4e7c5" />
      <circle className={a(s.star)} cx="100" cy="44" r="1.2" fill="#f4e7c5" opacity="0.7" />
      <path d="M10 86 Q60 80 110 86 L110 96 Q60 112 10 96 Z" fill="#2c3a33" />
      <path
        className={a(s.tentLine)}
        d="M20 86 L52 34 L84 86 Z"
        fill="#d9a35a"
        stroke="#f1c27d"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M52 34 L62 86 L42 86 Z" fill="#7a4e24" />
      <path d="M52 34 L52 26" stroke="#f1c27d" strokeWidth="3" strokeLinecap="round" />
      <ellipse className={a(s.glowRing)} cx="94" cy="86" rx="16" ry="5" fill="#f6b756" />
      <path d="M84 88 L104 82 M86 82 L102 88" stroke="#8a5a36" strokeWidth="3.5" strokeLinecap="round" />
      <path className={a(s.flame)} d="M94 60 C102 70 104 78 94 85 C84 78 86 70 94 60 Z" fill="#f08a2b" />
      <path className={a(s.flameInner)} d="M94 70 C98 75 98 80 94 84 C90 80 90 75 94 70 Z" fill="#fcd77f" />
    </svg>
  );
}
