export { PlayerLayout, PlayerScreenMessage, type PlayerLayoutProps } from './PlayerLayout';
