export { ProgressBar, clampPercent, type ProgressBarProps } from './ProgressBar';
