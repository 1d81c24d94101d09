// The public surface of @runway-live/ui: nothing else is exported.
export * from './theme';
export * from './Button';
export * from './IconButton';
export * from './Spinner';
export * from './Checkbox';
export * from './Dialog';
export * from './Field';
export * from './TextField';
export * from './PasswordField';
export * from './NumericInput';
export * from './DateInput';
export * from './Select';
export * from './composites';
