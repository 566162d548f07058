import * as s from './styles.css';

const COLORS: Record<string, string> = {
  red: '#c62828',
  pink: '#ad1457',
  purple: '#6a1b9a',
  'deep-purple': '#4527a0',
  indigo: '#283593',
  blue: '#1565c0',
  'light-blue': '#016dad',
  cyan: '#007883',
  teal: '#00695c',
  green: '#2e7d32',
  'light-green': '#477427',
  lime: '#776d15',
  yellow: '#8d6e00',
  amber: '#a15c00',
  orange: '#b34700',
  'deep-orange': '#bf360c',
  brown: '#4e342e',
  'blue-grey': '#37474f',
  grey: '#424242',
};

/** The spec's named colours, darkened enough for white text. */
export const colorValue = (name: string | null | undefined) =>
  COLORS[name ?? ''] ?? (name?.startsWith('#') ? name : COLORS.blue);

export function Avatar({
  text,
  color,
  size = 28,
  label,
}: {
  text: string;
  color?: string | null;
  size?: number;
  label?: string;
}) {
  return (
    <span
      className={s.avatar}
      style={{ background: colorValue(color), width: size, height: size, fontSize: size * 0.42 }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {text}
    </span>
  );
}
