export { PlayerLayout, type PlayerLayoutProps } from './PlayerLayout';
