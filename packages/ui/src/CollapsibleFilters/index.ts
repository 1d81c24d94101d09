export { CollapsibleFilters, type CollapsibleFiltersProps } from './CollapsibleFilters';
