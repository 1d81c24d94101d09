export {
  StatusBadge,
  statusTone,
  DEFAULT_STATUS_TONES,
  type StatusBadgeProps,
} from './StatusBadge';
