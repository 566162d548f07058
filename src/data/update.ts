import { observable } from '@legendapp/state';
import { APP_VERSION, isBelowMinimum } from '../domain/version';

/** Set when the server demands a newer client (UpdateClient event or 403 update_required). */
export const update$ = observable<{ required: boolean; url: string | null; minimumVersion: string | null }>({
  required: false,
  url: null,
  minimumVersion: null,
});

export function requireUpdate(url: string | null, minimumVersion: string | null) {
  // An event that asks for a version we already run (or older) changes nothing.
  if (minimumVersion && !isBelowMinimum(APP_VERSION, minimumVersion)) return;
  update$.assign({ required: true, url, minimumVersion });
}
