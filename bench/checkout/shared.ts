// What bench/checkout's processes share: the scenario's figures and the data file's shape.

/** Buyers racing, split over GENERATORS load-generator processes. */
export const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
export const GENERATORS = Number(process.env.BENCH_GENERATORS ?? 4);
/** Units of the hot product. */
export const UNITS = 50;
/** How long the buyers race, in seconds. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The hold, in minutes (BENCH_HOLD_MINUTES): long enough that a buyer who pays is in time
 * even on a loaded machine (a payment after the hold is refunded, never sold).
 */
export const HOLD_MINUTES = Number(process.env.BENCH_HOLD_MINUTES ?? 1);
/**
 * Buyers abandon this share of their checkouts during the first half of the run
 * (BENCH_ABANDON; 0 by default: an abandoned hold comes back only after HOLD_MINUTES, and
 * the proof then waits for it).
 */
export const ABANDON = Number(process.env.BENCH_ABANDON ?? 0);

/** What the server child writes for the generators: tokens and products. */
export type CheckoutBenchData = {
  apiKey: string;
  tokens: string[];
  hot: { productId: string; sku: string };
  cold: { productId: string; sku: string }[];
};

/** A generator's report: latencies (ms) of each kind of call and the statuses. */
export type GeneratorReport = {
  checkout: number[];
  bare: number[];
  statuses: Record<string, number>;
  paid: number;
  abandoned: number;
};
