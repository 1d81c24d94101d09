import { useRef, useState } from 'react';

/** The part of a form submission the screens read: send it, and whether it is on its way. */
export type Submission<Input, Output> = {
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
  error: Error | null;
};

/**
 * One form's submit call with its pending and error state, for the public auth screens:
 * a sign-in form's single submit needs no server-state cache, so these screens do not
 * load react-query. A second submit while the first is on its way sends nothing and
 * answers with the first call's result. The `mutateAsync` name keeps the screens'
 * calls as they were with react-query's useMutation.
 */
export function useSubmit<Input, Output>(
  send: (input: Input) => Promise<Output>,
): Submission<Input, Output> {
  const inFlight = useRef<Promise<Output> | null>(null);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const mutateAsync = (input: Input): Promise<Output> => {
    if (inFlight.current) return inFlight.current;
    setPending(true);
    setError(null);
    const call = (async () => {
      try {
        return await send(input);
      } catch (failure) {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        throw failure;
      } finally {
        inFlight.current = null;
        setPending(false);
      }
    })();
    inFlight.current = call;
    return call;
  };
  return { mutateAsync, isPending, error };
}
