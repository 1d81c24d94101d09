export { VariantGrid } from './VariantGrid';
export type {
  VariantCell,
  VariantGridCellErrors,
  VariantGridColor,
  VariantGridHandle,
  VariantGridProps,
  VariantGridStep,
  VariantGridValue,
} from './VariantGrid.types';
