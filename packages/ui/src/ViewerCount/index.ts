export { ViewerCount, viewerCountText, type ViewerCountProps } from './ViewerCount';
