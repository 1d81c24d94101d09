// The composites (shell, address popup, cropper, uploader sheet, data table): their
// public exports, re-exported by index.ts.
export * from './SideMenu';
export * from './Header';
export * from './AppShell';
export * from './AddressPopup';
export * from './CropperDialog';
export * from './UploaderSheet';
export * from './Pagination';
export * from './SearchInput';
export * from './FilterBar';
export * from './DataTable';
