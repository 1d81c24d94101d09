export {
  SORTABLE_INSTRUCTIONS,
  SortableList,
  type SortableItem,
  type SortableListProps,
} from './SortableList';
export type { SortableOrientation } from './SortableList.styles';
