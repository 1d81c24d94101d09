import { useRef, useState } from 'react';

/** The part of a form submission the screens read: send it, and whether it is on its way. */
export type Submission<Input, Output> = {
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
  error: Error | null;
};

/**
 * How a public screen (outside the signed-in area: the auth screens and the designer
 * application) submits its form: the call, whether it is on its way, and its failure. It
 * is the only way those screens submit; signed-in screens use react-query's useMutation,
 * and ESLint keeps each hook to its side (docs/decisions/0006-login-bundle-budget.md).
 *
 * Not a copy of useMutation: it has no cache, retries, callbacks, variables or status
 * machine, because a one-shot form needs none. What it does that useMutation does not: a
 * second submit while the first is on its way sends nothing and answers with the first
 * call's result (a double click never sends a second login). It exists because react-query
 * (~9 KB gzip) would take /auth/login over its 150 KB budget. `mutateAsync` is named as
 * useMutation names it, so a screen moving into the signed-in area keeps its calls.
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
