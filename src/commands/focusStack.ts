import { useEffect, useId, useSyncExternalStore } from 'react';

/** modal over pane over global: what has the keyboard decides which commands may fire. */
export type FocusKind = 'modal' | 'pane';
interface Layer {
  key: string;
  kind: FocusKind;
  id: string;
}

let layers: Layer[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function pushLayer(key: string, kind: FocusKind, id: string) {
  layers = [...layers.filter((l) => l.key !== key), { key, kind, id }];
  emit();
}
export function popLayer(key: string) {
  if (!layers.some((l) => l.key === key)) return;
  layers = layers.filter((l) => l.key !== key);
  emit();
}

export interface FocusState {
  top: 'modal' | 'pane' | 'global';
  modal: string | null;
  pane: string | null;
}

/** The top modal wins; otherwise the most recent pane; otherwise global. */
export function focusState(): FocusState {
  const modal = [...layers].reverse().find((l) => l.kind === 'modal');
  const pane = [...layers].reverse().find((l) => l.kind === 'pane');
  return { top: modal ? 'modal' : pane ? 'pane' : 'global', modal: modal?.id ?? null, pane: pane?.id ?? null };
}

let snapshot = focusState();
listeners.add(() => {
  snapshot = focusState();
});
export const useFocusState = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
  );

/** Registers a modal or pane layer while `active`. */
export function useFocusLayer(kind: FocusKind, active: boolean, id?: string) {
  const key = useId();
  useEffect(() => {
    if (!active) return;
    pushLayer(key, kind, id ?? key);
    return () => popLayer(key);
  }, [key, kind, active, id]);
}
