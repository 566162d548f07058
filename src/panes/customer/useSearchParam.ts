import { useCallback } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { router } from '../../routes/router';

/**
 * One URL search param as pane state (CONVENTIONS: shareable state lives in the URL). Setting it
 * replaces the history entry, so switching tabs does not fill the back button.
 */
export function useSearchParam(name: string): [string | undefined, (value: string) => void] {
  const value = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>)[name] });
  const set = useCallback((v: string) => {
    const { pathname, search } = router.state.location;
    void router.navigate({ to: pathname, search: { ...(search as Record<string, unknown>), [name]: v }, replace: true } as never);
  }, [name]);
  return [value == null ? undefined : String(value), set];
}
