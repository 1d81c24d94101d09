export {
  CarouselTimeEditor,
  CAROUSEL_EDITOR_HELP,
  type CarouselTimeEditorProps,
} from './CarouselTimeEditor';
export {
  formatTimecode,
  type CarouselProduct,
  type CarouselSegment,
} from './carouselTimeEditorModel';
