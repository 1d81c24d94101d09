/**
 * Group commit (decision 0042): what arrives within one window is stored together, then
 * published in arrival order, then each submitter hears its own outcome. A few batches are
 * stored at a time (`concurrency`); what arrives while they are waits for the next, so under
 * load the batches grow instead of the transactions, and a batch is published only after
 * every batch before it. A store that fails (or throws) publishes nothing: each submitter of
 * the batch gets its error.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export type GroupCommitOptions<P, R> = {
  /** 0: the next turn of the event loop (setImmediate); more: a timer of that many ms. */
  windowMs: number;
  /** The most items one batch stores; more wait for the next. */
  maxBatch: number;
  /**
   * The batches stored at once (each its own transaction); what arrives while that many are
   * storing waits, so under load the batches grow. Their publications stay in order.
   */
  concurrency: number;
  /** Stores the batch; answers one outcome per item, in its order. */
  store: (items: P[]) => Promise<Outcome<R>[]>;
  /** Called for each stored item, in arrival order, after the whole batch is stored. */
  publish: (item: P, value: R) => void;
};

export type GroupCommit<P, R> = {
  submit: (item: P) => Promise<R>;
  /** Resolves when everything submitted so far has been stored and published. */
  drain: () => Promise<void>;
};

type Pending<P, R> = {
  item: P;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
};

export function createGroupCommit<P, R>(options: GroupCommitOptions<P, R>): GroupCommit<P, R> {
  let queue: Pending<P, R>[] = [];
  let scheduled = false;
  let storing = 0;
  /** The last batch's publication: each batch publishes after the one before it. */
  let published: Promise<void> = Promise.resolve();

  function schedule() {
    if (scheduled || storing >= options.concurrency || queue.length === 0) return;
    scheduled = true;
    const run = () => {
      scheduled = false;
      const batch = queue.slice(0, options.maxBatch);
      queue = queue.slice(batch.length);
      storing += 1;
      const stored = store(batch);
      void stored.finally(() => {
        storing -= 1;
        schedule();
      });
      const before = published;
      published = stored.then(async (outcomes) => {
        await before;
        settle(batch, outcomes);
      });
      schedule();
    };
    if (options.windowMs > 0) setTimeout(run, options.windowMs);
    else setImmediate(run);
  }

  /** The batch's outcomes, or its store's failure as every item's. */
  async function store(batch: Pending<P, R>[]): Promise<Outcome<R>[]> {
    try {
      const outcomes = await options.store(batch.map((pending) => pending.item));
      if (outcomes.length !== batch.length) throw new Error('group commit: outcomes ≠ items');
      return outcomes;
    } catch (error) {
      return batch.map(() => ({ ok: false, error }));
    }
  }

  function settle(batch: Pending<P, R>[], outcomes: Outcome<R>[]) {
    // Published first, in order, then acknowledged: a sender hears its ack after the room.
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) options.publish(pending.item, outcome.value);
    });
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  return {
    submit: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      }),
    drain: async () => {
      while (storing > 0 || scheduled || queue.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      await published;
    },
  };
}
