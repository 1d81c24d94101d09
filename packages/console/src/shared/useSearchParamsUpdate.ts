import { useSearchParams } from 'react-router-dom';

/**
 * A page's state in its URL: the current search params, and `update` that sets the named
 * params (an empty value removes one) and keeps the others, replacing the history entry
 * so that Back leaves the page rather than stepping through its filters.
 */
export function useSearchParamsUpdate<Param extends string>() {
  const [params, setParams] = useSearchParams();
  const update = (next: Partial<Record<Param, string | undefined>>) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(next)) {
          if (value) merged.set(name, value as string);
          else merged.delete(name);
        }
        return merged;
      },
      { replace: true },
    );
  return { params, update };
}
