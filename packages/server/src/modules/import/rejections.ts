import { IMPORT_LIMITS, importMessages, type ImportRejection } from '@runway-live/domain/api';

/** The import's refusals: the reasons per product, kept small for a big bad file. */

/** The first reasons given per refused product. */
const REASONS_PER_PRODUCT = 5;

/** Some products are refused: the 400 of `POST /api/v2/import`, nothing written. */
export class ImportRejected extends Error {
  constructor(
    readonly rejected: ImportRejection[],
    readonly rejectedCount: number,
  ) {
    super(importMessages.rejected(rejectedCount));
  }
}

/**
 * The reasons found so far, by product index: the first IMPORT_LIMITS.rejectionsReported
 * products by index are kept, the rest only counted, so a list of 50 000 bad products
 * answers a small 400.
 */
export class Rejections {
  private readonly byIndex = new Map<number, ImportRejection>();
  private readonly refused = new Set<number>();
  private highest = -1;
  constructor(private readonly codeOf: (index: number) => string) {}

  add(index: number, message: string): void {
    this.refused.add(index);
    let rejection = this.byIndex.get(index);
    if (!rejection) {
      if (this.byIndex.size >= IMPORT_LIMITS.rejectionsReported) {
        // Messages come in index order but for a few: keep the lowest indexes.
        if (index > this.highest) return;
        this.byIndex.delete(this.highest);
        this.highest = Math.max(index, ...this.byIndex.keys());
      }
      rejection = { index, productCode: this.codeOf(index), messages: [] };
      this.byIndex.set(index, rejection);
      this.highest = Math.max(this.highest, index);
    }
    if (rejection.messages.length < REASONS_PER_PRODUCT) rejection.messages.push(message);
  }

  throwIfAny(): void {
    if (this.refused.size === 0) return;
    throw new ImportRejected(
      [...this.byIndex.values()].sort((a, b) => a.index - b.index),
      this.refused.size,
    );
  }
}
