export {
  VariantGrid,
  type VariantCell,
  type VariantGridCellErrors,
  type VariantGridColor,
  type VariantGridHandle,
  type VariantGridProps,
  type VariantGridStep,
  type VariantGridValue,
} from './VariantGrid';
