export {
  VariantGrid,
  type VariantCell,
  type VariantGridCellErrors,
  type VariantGridColor,
  type VariantGridProps,
  type VariantGridValue,
} from './VariantGrid';
