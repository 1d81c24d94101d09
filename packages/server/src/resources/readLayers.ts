/**
 * The layers that let signed-in reads share their round trips (decision 0010), each of
 * which can be turned off, process-wide, by its own setting (config.ts, `LAYER_*=off`):
 * bench/api measures the reads with each one off beside all on, so each shows what it
 * earns. All are on unless a setting says otherwise; off, the read is still correct, it
 * only does the work the layer saved.
 */
export type ReadLayers = {
  /** The calls of one turn share one query (auth/batchLoader.ts). Off: a query per call. */
  batching: boolean;
  /** Reference data's pages are kept while its version holds (lists/listPage.ts). */
  keptPages: boolean;
  /** A kept page's answer is checked and written once (resources/keptAnswers.ts). */
  keptAnswers: boolean;
};

export const ALL_READ_LAYERS: Readonly<ReadLayers> = Object.freeze({
  batching: true,
  keptPages: true,
  keptAnswers: true,
});

/** The layers in force: set from the configuration when an app is built. */
export const readLayers: ReadLayers = { ...ALL_READ_LAYERS };

export function setReadLayers(layers: ReadLayers): void {
  Object.assign(readLayers, layers);
}
