import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the URL (`?status=completed`): a reload, a shared link and Back show the
 * same list. Setting it replaces the history entry (a filter is no new page); '' removes it. Other
 * parameters (the tab) stay.
 */
export function useUrlFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}
