import { defineCommand } from '../../../commands/registry';
import { contributeContext } from '../../../commands/contextKeys';
import { guard, hasModule, loggedIn, role } from '../../../commands/guards';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { seasonVerbAllowed, type SeasonRowFacts, type SeasonVerb } from './seasonList';

declare module '../../../commands/contextKeys' {
  interface ContextKeys {
    /** The season list is mounted: its focused row (null while it has none). */
    seasonRow: SeasonRowFacts | null;
  }
}

/** What the mounted season list lets its commands do. */
export interface SeasonListHandle {
  act(verb: SeasonVerb): void;
  focusSeasonPicker(): void;
  showAdjacentSeason(step: -1 | 1): void;
}

let handle: SeasonListHandle | null = null;
/** The list installs itself while mounted and contributes the focused row; returns the uninstall. */
export function installSeasonListHandle(h: SeasonListHandle, row: () => SeasonRowFacts | null): () => void {
  handle = h;
  const removeKey = contributeContext('seasonRow', row);
  return () => {
    removeKey();
    if (handle === h) handle = null;
  };
}

export const SEASON_LIST_PATH = '/bookings/sasong';
const writer = guard(loggedIn(), hasModule('PMS'), role('writeBookings', 'Din behörighet räcker inte'));
const onList = (ctx: CommandContext) => ctx.seasonRow !== undefined || 'Bara på Säsongsbokningar';
const verb = (v: SeasonVerb) => guard(writer, onList, (ctx) => seasonVerbAllowed(v, ctx.seasonRow));
const common = { group: 'Säsongsbokningar', screen: SEASON_LIST_PATH } as const;

/** The season list's verbs on its focused row; registered by the list while it is mounted. */
export const seasonListCommands: CommandDescriptor[] = [
  defineCommand({
    ...common,
    id: 'seasons.copyToNextSeason',
    title: 'Kopiera till nästa säsong',
    keywords: ['säsong', 'kopiera', 'duplicera', 'förnya', 'nästa år'],
    hotkey: 'alt+shift+d',
    when: verb('copy'),
    run: () => handle?.act('copy'),
  }),
  defineCommand({
    ...common,
    id: 'seasons.ignoreCopy',
    title: 'Kopiera inte till nästa säsong',
    label: 'Kopiera inte',
    keywords: ['säsong', 'ignorera', 'hoppa över', 'slutar'],
    hotkey: 'alt+shift+i',
    when: verb('ignore'),
    run: () => handle?.act('ignore'),
  }),
  defineCommand({
    ...common,
    id: 'seasons.confirmBooking',
    title: 'Bekräfta säsongsbokning',
    label: 'Bekräfta',
    keywords: ['säsong', 'bekräfta', 'kopia', 'obekräftad'],
    hotkey: 'alt+shift+b',
    when: verb('confirm'),
    run: () => handle?.act('confirm'),
  }),
  defineCommand({
    ...common,
    id: 'seasons.cancelBooking',
    title: 'Avboka obekräftad säsongsbokning',
    label: 'Avboka',
    keywords: ['säsong', 'avboka', 'kopia', 'obekräftad'],
    hotkey: 'alt+shift+a',
    when: verb('cancel'),
    run: () => handle?.act('cancel'),
  }),
  defineCommand({
    ...common,
    id: 'seasons.choose',
    title: 'Välj säsong',
    keywords: ['säsong', 'byt säsong', 'år'],
    hotkey: 'alt+shift+v',
    when: onList,
    run: () => handle?.focusSeasonPicker(),
  }),
  defineCommand({
    ...common,
    id: 'seasons.showPrevious',
    title: 'Visa föregående säsong',
    keywords: ['säsong', 'förra', 'tidigare'],
    when: onList,
    run: () => handle?.showAdjacentSeason(-1),
  }),
  defineCommand({
    ...common,
    id: 'seasons.showNext',
    title: 'Visa nästa säsong',
    keywords: ['säsong', 'kommande', 'kopior'],
    when: onList,
    run: () => handle?.showAdjacentSeason(1),
  }),
];
