import { Avatar, colorValue } from '../../ui/Avatar';
import type { SearchResult, SearchResultType } from '../../domain/search';
import * as s from './search.css';

// Small line icons for the result kinds; the server names Material Design icons ('mdi-…').
const PATHS: Record<string, string> = {
  calendar: 'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v10H5V9z',
  marker:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  group:
    'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5C15 14.17 10.33 13 8 13zm8 0c-.29 0-.62.02-.97.05A4.2 4.2 0 0 1 17 16.5V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z',
  tag: 'M21.41 11.58l-9-9A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .55.22 1.05.59 1.42l9 9a2 2 0 0 0 2.82 0l7-7a2 2 0 0 0 0-2.84zM5.5 7A1.5 1.5 0 1 1 7 5.5 1.5 1.5 0 0 1 5.5 7z',
  domain:
    'M12 7V3H2v18h20V7H12zM6 19H4v-2h2v2zm0-4H4v-2h2v2zm0-4H4V9h2v2zm0-4H4V5h2v2zm4 12H8v-2h2v2zm0-4H8v-2h2v2zm0-4H8V9h2v2zm0-4H8V5h2v2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8v10z',
  history:
    'M13 3a9 9 0 0 0-9 9H1l3.89 3.89.07.14L9 12H6a7 7 0 1 1 2.05 4.95l-1.42 1.42A9 9 0 1 0 13 3zm-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8H12z',
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16a6.47 6.47 0 0 0 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
};

const BY_TYPE: Record<SearchResultType, string> = {
  booking: 'calendar',
  position: 'marker',
  booking_group: 'group',
  product: 'tag',
  customer: 'domain',
  query: 'search',
};

function iconName(icon: string | null | undefined, type: SearchResultType): string {
  const name = (icon ?? '').replace(/^mdi-/, '');
  if (name.startsWith('calendar')) return 'calendar';
  if (name.includes('marker') || name.includes('map')) return 'marker';
  if (name.includes('group')) return 'group';
  if (name.includes('tag')) return 'tag';
  if (name.includes('domain')) return 'domain';
  if (name.includes('history')) return 'history';
  return BY_TYPE[type];
}

export function Icon({ name, size = 16, className }: { name: string; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className} fill="currentColor">
      <path d={PATHS[name] ?? PATHS.search} />
    </svg>
  );
}

/** The result's avatar: its initials when it has text, otherwise an icon on its colour. */
export function ResultAvatar({
  result,
  history = false,
}: {
  result: Pick<SearchResult, 'type' | 'avatar'>;
  history?: boolean;
}) {
  const a = result.avatar;
  if (a?.text && !history) return <Avatar text={a.text} color={a.color} />;
  return (
    <span className={s.iconAvatar} style={{ background: history ? '#6b7280' : colorValue(a?.color) }}>
      <Icon name={history ? 'history' : iconName(a?.icon, result.type)} />
    </span>
  );
}
