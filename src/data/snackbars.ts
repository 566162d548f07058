import { observable } from '@legendapp/state';

export type SnackbarColor = 'success' | 'error' | 'warning';
export interface Snackbar {
  id: number;
  color: SnackbarColor;
  text: string;
}

export const SNACKBAR_TIMEOUT_MS = 5000;
export const snackbars$ = observable<Snackbar[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissSnackbar(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  snackbars$.set((list) => list.filter((s) => s.id !== id));
}

/** Shows a snackbar for 5 s; an identical one replaces the earlier (shell.md 2.11b). */
export function showSnackbar(color: SnackbarColor, text: string): number {
  const same = snackbars$.peek().find((s) => s.color === color && s.text === text);
  if (same) dismissSnackbar(same.id);
  const id = nextId++;
  snackbars$.set((list) => [...list, { id, color, text }]);
  timers.set(
    id,
    setTimeout(() => dismissSnackbar(id), SNACKBAR_TIMEOUT_MS),
  );
  return id;
}
