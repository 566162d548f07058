import { observable } from '@legendapp/state';
import { session$ } from '../../../data/session';
import { KEYS, readJson, writeJson } from '../../../data/storage';

/** The /actions display settings (shell.md 3 "Local display settings per user"). */
export interface ActionsDisplay {
  nightsCheckIns: boolean;
  nightsCheckOuts: boolean;
  nightsRecent: boolean;
  remaining: boolean;
  unpaid: boolean;
}

/** bookings.md 9: nights off for the check-in and check-out lists, on for recent; remaining on; unpaid off. */
export const DEFAULT_ACTIONS_DISPLAY: ActionsDisplay = {
  nightsCheckIns: false,
  nightsCheckOuts: false,
  nightsRecent: true,
  remaining: true,
  unpaid: false,
};

/** The display settings' button and popover title. */
export const DISPLAY_TITLE = 'Visningsinställningar';

export const DISPLAY_LABELS: Record<keyof ActionsDisplay, string> = {
  nightsCheckIns: 'Antal nätter i incheckningar',
  nightsCheckOuts: 'Antal nätter i utcheckningar',
  nightsRecent: 'Antal nätter i senaste',
  remaining: 'Kvar att betala',
  unpaid: 'Markera obetalda',
};

// One object per user: other screens' settings (the map's) may live beside ours, so writes merge.
const storageKey = (userId: string) => `${KEYS.displaySettings}.${userId}`;
const PREFIX = 'actions.';

function load(userId: string | null): ActionsDisplay {
  if (userId == null) return { ...DEFAULT_ACTIONS_DISPLAY };
  const stored = readJson<Record<string, unknown>>(storageKey(userId), {});
  const out = { ...DEFAULT_ACTIONS_DISPLAY };
  for (const k of Object.keys(out) as (keyof ActionsDisplay)[]) {
    if (typeof stored[PREFIX + k] === 'boolean') out[k] = stored[PREFIX + k] as boolean;
  }
  return out;
}

// Per user of a campsite: the same id in another campsite is another person.
const userId = () => {
  const u = session$.user.peek();
  return u ? `${u.namespace}.${u.id}` : null;
};

/** The settings of the logged-in user; reloaded when another user logs in. */
export const actionsDisplay$ = observable({ userId: null as string | null, values: { ...DEFAULT_ACTIONS_DISPLAY } });

export function ensureDisplayLoaded(): ActionsDisplay {
  const id = userId();
  if (actionsDisplay$.userId.peek() !== id) actionsDisplay$.set({ userId: id, values: load(id) });
  return actionsDisplay$.values.peek();
}

export function setDisplaySetting(key: keyof ActionsDisplay, value: boolean) {
  ensureDisplayLoaded();
  actionsDisplay$.values[key].set(value);
  const id = userId();
  if (id == null) return;
  writeJson(storageKey(id), { ...readJson<Record<string, unknown>>(storageKey(id), {}), [PREFIX + key]: value });
}

/** 'Visa antal nätter': on in every list unless all already show it, then off in all. */
export function toggleAllNights() {
  const v = ensureDisplayLoaded();
  const next = !(v.nightsCheckIns && v.nightsCheckOuts && v.nightsRecent);
  for (const k of ['nightsCheckIns', 'nightsCheckOuts', 'nightsRecent'] as const) setDisplaySetting(k, next);
}
