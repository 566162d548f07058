import { observable } from '@legendapp/state';

/** Where a list-navigation command sends the keyboard on /actions. */
export type ActionsFocusTarget = 'checkIns' | 'checkOuts' | 'recent' | 'filter';

type Handler = (target: ActionsFocusTarget) => void;
let handler: Handler | null = null;

/** The mounted screen takes the requests; with no screen they are dropped. */
export function onActionsFocusRequest(h: Handler) {
  handler = h;
  return () => {
    if (handler === h) handler = null;
  };
}

export function requestActionsFocus(target: ActionsFocusTarget) {
  handler?.(target);
}

export const actionsUi$ = observable({ settingsOpen: false });

export const ACTIONS_PATH = '/actions';
