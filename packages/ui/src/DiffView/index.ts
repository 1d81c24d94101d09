export { DiffView, diffValueText, type DiffChange, type DiffViewProps } from './DiffView';
