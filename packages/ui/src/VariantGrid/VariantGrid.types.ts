import type { Ref } from 'react';
import type { VariantGridValue } from './variantGridModel';

export type { VariantCell, VariantGridValue } from './variantGridModel';

export type VariantGridColor = { key: string; label: string; swatch?: string };

export type VariantGridCellErrors = { quantity?: string; sku?: string };

/**
 * A change made outside the grid that its Undo and Redo take back in turn with its own
 * edits: a size or a colour removed by the pickers above it, with its cells.
 */
export type VariantGridStep = {
  /** What it did, as 'Undone: …' names it: 'removing size XS'. */
  label: string;
  /** Said at once in the grid's status: 'Removed size XS (6 in stock). Undo brings it back.' */
  said: string;
  undo: () => void;
  redo: () => void;
};

/** What the grid's owner may ask of it (its `ref`). */
export type VariantGridHandle = {
  /** Puts a change made outside the grid on its history (Redo's steps are dropped). */
  record: (step: VariantGridStep) => void;
};

export type VariantGridProps = {
  /** The rows, in order. */
  colors: VariantGridColor[];
  /** The columns, in the size chart's order. */
  sizes: string[];
  /** `[colorKey][size]`; missing cells are empty. */
  value: VariantGridValue;
  onChange: (next: VariantGridValue) => void;
  /** Shows "Generate SKUs" when given: the SKU of an empty cell. */
  generateSku?: (colorKey: string, size: string) => string;
  /** `[colorKey][size]` → the quantity's and the SKU's message. */
  errors?: Record<string, Record<string, VariantGridCellErrors>>;
  /**
   * `[colorKey][size]` → a note under the cell's quantity, read with it: what is held of
   * the size by shoppers' checkouts ('2 held'). An error, when there is one, comes first.
   */
  notes?: Record<string, Record<string, string>>;
  /** Shows a notice naming the sizes a category change dropped. */
  droppedSizes?: string[];
  disabled?: boolean;
  /** The grid's accessible name. */
  label?: string;
  /** Shown instead of the grid while there is no colour or no size. */
  emptyText?: string;
  /** `record` puts the owner's own changes (a size removed) on the grid's Undo. */
  ref?: Ref<VariantGridHandle>;
};
