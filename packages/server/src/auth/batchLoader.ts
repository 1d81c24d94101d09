import { readLayers } from '../resources/readLayers';

/**
 * Loads the keys asked for in one turn of the event loop with one call of `load`.
 *
 * A key asked for is queued; once the turn's I/O has been read (setImmediate), the queue
 * goes to `load` as one deduplicated list. The load therefore starts after every request of
 * the batch arrived, so it sees whatever had been committed by then: batching the session
 * check saves round trips without letting a revoked session through (bench/api/README.md,
 * "Fourth pass"). Each caller gets its own key's value, or undefined when `load` has none;
 * a failed load rejects every caller of its batch.
 */
type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
): (key: K) => Promise<V | undefined> {
  // The keys asked for in this turn, with who asked; null between turns.
  let pending: Map<K, Array<Waiter<V>>> | null = null;

  async function flush(batch: Map<K, Array<Waiter<V>>>): Promise<void> {
    let values: ReadonlyMap<K, V>;
    try {
      values = await load([...batch.keys()]);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const [key, waiters] of batch) {
      const value = values.get(key);
      for (const waiter of waiters) waiter.resolve(value);
    }
  }

  function batchOfThisTurn(): Map<K, Array<Waiter<V>>> {
    if (pending) return pending;
    const batch = new Map<K, Array<Waiter<V>>>();
    pending = batch;
    setImmediate(() => {
      pending = null;
      void flush(batch);
    });
    return batch;
  }

  return (key) => {
    // Off (LAYER_BATCHING=off): a load per key, at once, as before batching.
    if (!readLayers.batching) return load([key]).then((values) => values.get(key));
    return new Promise<V | undefined>((resolve, reject) => {
      const batch = batchOfThisTurn();
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
  };
}
