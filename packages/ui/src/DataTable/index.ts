export { DataTable, type DataTableProps, type ColumnDef, type SortingState } from './DataTable';
