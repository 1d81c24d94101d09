import { describe, expect, it } from 'vitest';
import { batchLoader } from '../src/auth/batchLoader';

/** A load that records each batch it is given and answers every key with its length. */
function recordingLoader() {
  const batches: string[][] = [];
  const load = batchLoader(async (keys: string[]) => {
    batches.push(keys);
    return new Map(keys.map((key) => [key, key.length]));
  });
  return { batches, load };
}

describe('batchLoader (the session check and the shared list reads)', () => {
  it('loads the keys asked for in one turn with one call, each key once', async () => {
    const { batches, load } = recordingLoader();
    const answers = await Promise.all([load('a'), load('bb'), load('a'), load('ccc')]);
    expect(answers).toEqual([1, 2, 1, 3]);
    expect(batches).toEqual([['a', 'bb', 'ccc']]);
  });

  it('starts a new batch in the next turn', async () => {
    const { batches, load } = recordingLoader();
    await load('a');
    await load('a');
    expect(batches).toEqual([['a'], ['a']]);
  });

  it('starts the load only after the turn in which its keys were asked for', async () => {
    const { batches, load } = recordingLoader();
    const first = load('a');
    await Promise.resolve();
    // Still the same turn: nothing has been loaded, so a later caller joins the batch and
    // the load sees whatever was written before the last of them asked.
    expect(batches).toEqual([]);
    const second = load('b');
    await Promise.all([first, second]);
    expect(batches).toEqual([['a', 'b']]);
  });

  it('answers undefined for a key the load has no value for', async () => {
    const load = batchLoader(async (keys: string[]) => new Map(keys.slice(1).map((k) => [k, k])));
    expect(await Promise.all([load('missing'), load('found')])).toEqual([undefined, 'found']);
  });

  it('rejects every caller of a batch whose load fails, and loads again afterwards', async () => {
    let fail = true;
    const load = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key]));
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('a')).toBe('a');
  });
});
