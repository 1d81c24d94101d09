export { ImageList, type ImageListItem, type ImageListProps } from './ImageList';
