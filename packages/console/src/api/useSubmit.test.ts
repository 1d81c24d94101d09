import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmit } from './useSubmit';

/** A call the test answers by hand, counting how often it was made. */
function controlledCall() {
  const calls: { input: string; answer: (value: string) => void; fail: (e: Error) => void }[] = [];
  const send = (input: string) =>
    new Promise<string>((answer, fail) => {
      calls.push({ input, answer, fail });
    });
  return { calls, send };
}

describe('useSubmit', () => {
  it('is pending while the call is on its way and answers with its result', async () => {
    const { calls, send } = controlledCall();
    const { result } = renderHook(() => useSubmit(send));
    expect(result.current.isPending).toBe(false);

    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.mutateAsync('ada@example.com');
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      calls[0]?.answer('known');
      await answer;
    });
    await expect(answer).resolves.toBe('known');
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('sends a second submit on its way as nothing and shares the first answer', async () => {
    const { calls, send } = controlledCall();
    const { result } = renderHook(() => useSubmit(send));
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = result.current.mutateAsync('first');
      second = result.current.mutateAsync('second');
    });
    expect(calls.map((call) => call.input)).toEqual(['first']);
    await act(async () => {
      calls[0]?.answer('one answer');
      await first;
    });
    await expect(second).resolves.toBe('one answer');

    // Once answered, the form may be sent again.
    act(() => {
      void result.current.mutateAsync('again');
    });
    expect(calls.map((call) => call.input)).toEqual(['first', 'again']);
  });

  it('keeps the failure, rejects with it and is ready again', async () => {
    const { calls, send } = controlledCall();
    const { result } = renderHook(() => useSubmit(send));
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.mutateAsync('x');
    });
    const failure = new Error('Invalid login');
    await act(async () => {
      calls[0]?.fail(failure);
      await answer?.catch(() => null);
    });
    await expect(answer).rejects.toBe(failure);
    expect(result.current.error).toBe(failure);
    expect(result.current.isPending).toBe(false);
  });
});
