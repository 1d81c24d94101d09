export {
  FilterBar,
  isReversedRange,
  DATE_RANGE_ORDER_ERROR,
  type FilterBarProps,
  type StatusChip,
  type DateRange,
} from './FilterBar';
