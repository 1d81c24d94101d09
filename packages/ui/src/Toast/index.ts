export { Toast, ToastRegion, type ToastProps, type ToastRegionProps } from './Toast';
export type { ToastTone } from './Toast.styles';
