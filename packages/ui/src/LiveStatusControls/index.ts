export { LiveStatusControls, type LiveStatusControlsProps } from './LiveStatusControls';
