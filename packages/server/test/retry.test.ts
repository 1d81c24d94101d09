import { describe, expect, it } from 'vitest';
import {
  DatabaseUnreachableError,
  waitForDatabase,
  withoutPassword,
} from '../src/db/waitForDatabase';
import { retryWithBackoff, type RetryClock } from '../src/retry';

/** A clock whose sleep only moves it forward: no test waits on real time. */
function fakeClock(): RetryClock & { slept: number[] } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('retryWithBackoff', () => {
  it('#10.15 retries with a doubling delay until the attempt succeeds', async () => {
    const clock = fakeClock();
    let calls = 0;
    const value = await retryWithBackoff(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error('connect ECONNREFUSED');
        return 'up';
      },
      { timeoutMs: 30_000, clock },
    );
    expect(value).toBe('up');
    expect(clock.slept).toEqual([250, 500, 1000]);
  });

  it('#10.15 gives up at the deadline with the last error, never sleeping past it', async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing = retryWithBackoff(
      async () => {
        calls += 1;
        throw new Error(`refused ${calls}`);
      },
      { timeoutMs: 5000, clock },
    );
    await expect(failing).rejects.toThrow('refused 6');
    expect(clock.slept).toEqual([250, 500, 1000, 2000, 1250]);
    expect(clock.slept.reduce((sum, ms) => sum + ms, 0)).toBe(5000);
  });
});

describe('waitForDatabase', () => {
  it('#10.15 reports an unreachable database in one line, without the password', async () => {
    const clock = fakeClock();
    const refused = Object.assign(new Error('Failed query: select 1\nparams: '), {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:1'),
    });
    const retries: string[] = [];
    const waiting = waitForDatabase(() => Promise.reject(refused), {
      url: 'postgres://user:s%40cret@db.internal:5432/runway?sslmode=require&password=s@cret',
      timeoutMs: 30_000,
      clock,
      onRetry: (message) => retries.push(message),
    });
    const error = await waiting.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect((error as Error).message).toBe(
      'Cannot reach the database at postgres://user@db.internal:5432/runway?sslmode=require after 30 s: connect ECONNREFUSED 127.0.0.1:1. Check DATABASE_URL, or wait longer with DB_CONNECT_TIMEOUT_MS.',
    );
    expect(retries).toHaveLength(1);
    expect(retries[0]).not.toContain('cret');
  });

  it('answers as soon as the database does', async () => {
    const clock = fakeClock();
    let calls = 0;
    await waitForDatabase(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database system is starting up');
      },
      { url: undefined, timeoutMs: 30_000, clock },
    );
    expect(calls).toBe(2);
    expect(clock.slept).toEqual([250]);
  });

  it('hides the password of a URL whatever its shape', () => {
    expect(withoutPassword('postgres://user:secret@127.0.0.1:1/x')).toBe(
      'postgres://user@127.0.0.1:1/x',
    );
    expect(withoutPassword('not a url secret')).not.toContain('secret');
  });
});
