/** localStorage that never throws (private mode, quota) and keeps JSON. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the session just is not remembered */
  }
}

export const KEYS = {
  session: 'campsite.session',
  recentSearches: 'campsite.recentSearches',
  commandStats: 'campsite.commandStats',
  recentEntities: 'campsite.recentEntities',
  ignoreAppInstallation: 'campsite.ignoreAppInstallation',
  displaySettings: 'campsite.displaySettings',
} as const;
