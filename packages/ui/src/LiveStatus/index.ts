export {
  LiveStatus,
  countdownText,
  type LiveStatusPhase,
  type LiveStatusProps,
} from './LiveStatus';
