export {
  CarouselTimeEditor,
  CAROUSEL_EDITOR_HELP,
  type CarouselTimeEditorProps,
} from './CarouselTimeEditor';
export type { CarouselProduct, CarouselSegment } from './carouselTimeEditorModel';
