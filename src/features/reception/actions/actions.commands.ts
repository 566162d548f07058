import { guard, loggedIn, onPath } from '../../../commands/guards';
import { defineCommand } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { setDisplaySetting, ensureDisplayLoaded, toggleAllNights } from './displaySettings';
import { ACTIONS_PATH, actionsUi$, requestActionsFocus, type ActionsFocusTarget } from './actionsUi';

const NOT_HERE = 'Bara i In- och utcheckningar';
const onActions = guard(loggedIn(NOT_HERE), onPath(ACTIONS_PATH, NOT_HERE));
// The filter key is bare: with a booking pane over the lists it must not reach behind it.
const listsHaveKeyboard = (ctx: CommandContext) => {
  const here = onActions(ctx);
  return here !== true ? here : ctx.focus.pane == null || 'Stäng panelen först';
};

const focusCommand = (id: string, title: string, target: ActionsFocusTarget, keywords: string[], hotkey?: string) =>
  defineCommand({
    id,
    title,
    group: 'In- och utcheckningar',
    keywords,
    hotkey,
    screen: ACTIONS_PATH,
    when: hotkey ? listsHaveKeyboard : onActions,
    run: () => requestActionsFocus(target),
  });

/** List navigation and display settings of /actions; shown only there. */
export const actionsCommands: CommandDescriptor[] = [
  focusCommand('actions.focusCheckIns', 'Gå till incheckningar', 'checkIns', ['ankomster', 'incheckningar idag']),
  focusCommand('actions.focusCheckOuts', 'Gå till utcheckningar', 'checkOuts', ['avresor', 'utcheckningar idag']),
  focusCommand('actions.focusRecent', 'Gå till senaste', 'recent', ['senaste', 'nya bokningar']),
  focusCommand(
    'actions.filter',
    'Filtrera listorna',
    'filter',
    ['sök', 'filter', 'namn', 'bokningsnummer', 'plats'],
    '/',
  ),
  defineCommand({
    id: 'actions.toggleNights',
    title: 'Visa antal nätter',
    group: 'In- och utcheckningar',
    keywords: ['nätter', 'visning'],
    when: onActions,
    run: () => toggleAllNights(),
  }),
  defineCommand({
    id: 'actions.toggleRemaining',
    title: 'Visa kvar att betala',
    group: 'In- och utcheckningar',
    keywords: ['belopp', 'kvar', 'visning'],
    when: onActions,
    run: () => setDisplaySetting('remaining', !ensureDisplayLoaded().remaining),
  }),
  defineCommand({
    id: 'actions.toggleUnpaid',
    title: 'Markera obetalda',
    group: 'In- och utcheckningar',
    keywords: ['obetald', 'betalning', 'visning'],
    when: onActions,
    run: () => setDisplaySetting('unpaid', !ensureDisplayLoaded().unpaid),
  }),
  defineCommand({
    id: 'actions.displaySettings',
    title: 'Visningsinställningar',
    group: 'In- och utcheckningar',
    keywords: ['inställningar', 'kolumner', 'visa'],
    when: onActions,
    run: () => {
      setTimeout(() => actionsUi$.settingsOpen.set(true), 60);
    },
  }),
];
