// date-fns' fallback locale, swapped in by vite.config.ts: the console formats dates in Swedish
// only, so English (date-fns' own default) is not shipped.
export { sv as defaultLocale } from 'date-fns/locale/sv';
