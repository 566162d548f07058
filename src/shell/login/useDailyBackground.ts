import { useEffect, useState } from 'react';
import { todayInStockholm } from '../../domain/dates';
import { dailyPhotoUrl } from '../../domain/loginForm';

/** The bundled lakeside illustration: used until the photo loads, on error, offline and by the lock screen. */
export const BUNDLED_BACKGROUND = `${import.meta.env.BASE_URL}login-background.svg`;
/** The photo is a desktop nicety (shell.md 2.3); small screens get a plain page. */
export const DESKTOP_QUERY = '(min-width: 960px)';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/**
 * The day's photo (seeded by the Stockholm date), preloaded off-screen and only returned once it
 * has loaded; null while loading, on error, offline or on small screens (the caller shows the bundled image).
 */
export function useDailyBackground(): { desktop: boolean; photo: string | null } {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => {
    if (!desktop || navigator.onLine === false) return;
    const url = dailyPhotoUrl(todayInStockholm());
    const img = new Image();
    let live = true;
    img.onload = () => {
      if (live && img.naturalWidth > 0) setPhoto(url);
    };
    img.onerror = () => {
      /* keep the bundled image */
    };
    img.src = url;
    return () => {
      live = false;
      img.onload = null;
      img.onerror = null;
    };
  }, [desktop]);
  return { desktop, photo: desktop ? photo : null };
}
