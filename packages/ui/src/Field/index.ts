export { Field, type FieldProps } from './Field';
export { useFieldIds, type FieldIds } from './useFieldIds';
