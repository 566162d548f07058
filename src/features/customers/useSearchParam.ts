import { useCallback } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { currentLocation, navigate } from '../../navigation/navigation';

/**
 * One URL search param as pane state (CONVENTIONS: shareable state lives in the URL). Setting it
 * replaces the history entry, so switching tabs does not fill the back button.
 */
export function useSearchParam(name: string): [string | undefined, (value: string) => void] {
  const value = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>)[name] });
  const set = useCallback(
    (v: string) => {
      navigate({ search: { ...currentLocation().search, [name]: v }, replace: true });
    },
    [name],
  );
  return [value == null ? undefined : String(value), set];
}
