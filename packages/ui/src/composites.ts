// The composites (shell, address popup, cropper, uploader sheet, data table, variant grid,
// sortable and image lists, carousel-time editor): their public exports, re-exported by index.ts.
export * from './SideMenu';
export * from './Header';
export * from './AppShell';
export * from './AddressPopup';
export * from './CropperDialog';
export * from './UploaderSheet';
export * from './Pagination';
export * from './SearchInput';
export * from './FilterBar';
export * from './CollapsibleFilters';
export * from './DataTable';
export * from './EventCalendar';
export * from './VariantGrid';
export * from './SortableList';
export * from './ImageList';
export * from './CarouselTimeEditor';
export * from './LiveTimer';
export * from './LiveCounters';
export * from './ConnectionBanner';
export * from './LiveStatusControls';
export * from './ProductPushPicker';
export * from './ModerationSettings';
export * from './LiveChat';
export * from './PushedProducts';
export * from './LiveStatus';
export * from './ViewerCount';
