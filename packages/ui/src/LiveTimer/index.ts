export { LiveTimer, elapsedText, type LiveTimerProps } from './LiveTimer';
