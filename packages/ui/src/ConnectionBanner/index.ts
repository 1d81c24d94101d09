export {
  ConnectionBanner,
  type ConnectionBannerProps,
  type ConnectionBannerState,
} from './ConnectionBanner';
