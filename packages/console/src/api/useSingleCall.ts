import { useEffect, useEffectEvent, useState } from 'react';
import { useApi } from './ApiProvider';
import type { ApiClient } from './createApiClient';

/** The state of a call a screen makes once on load. */
export type SingleCall<T> =
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: Error };

const pending = {
  isPending: true,
  isSuccess: false,
  isError: false,
  data: undefined,
  error: null,
} as const;

/** Calls already made, per API client (one per mounted app) and key. */
const callsByClient = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();

function callOnce<T>(api: ApiClient, key: string, call: () => Promise<T>): Promise<T> {
  let calls = callsByClient.get(api);
  if (!calls) {
    calls = new Map();
    callsByClient.set(api, calls);
  }
  const made = calls.get(key) as Promise<T> | undefined;
  if (made) return made;
  const promise = call();
  calls.set(key, promise);
  return promise;
}

/**
 * A call a public screen makes when it loads, made once per key for the life of the app:
 * verification and reset links are single use, so a second mount (as React's StrictMode
 * does, or a visit back to the page) shares the first call instead of spending the token
 * twice.
 */
export function useSingleCall<T>(key: string, call: () => Promise<T>): SingleCall<T> {
  const api = useApi();
  const [state, setState] = useState<{ key: string; call: SingleCall<T> } | null>(null);
  const makeCall = useEffectEvent(() => callOnce(api, key, call));

  useEffect(() => {
    let current = true;
    makeCall().then(
      (data) => {
        if (current) {
          setState({
            key,
            call: { isPending: false, isSuccess: true, isError: false, data, error: null },
          });
        }
      },
      (failure: unknown) => {
        if (current) {
          const error = failure instanceof Error ? failure : new Error(String(failure));
          setState({
            key,
            call: { isPending: false, isSuccess: false, isError: true, data: undefined, error },
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [api, key]);

  // A new key starts pending, not with the answer of the previous one.
  return state?.key === key ? state.call : pending;
}
