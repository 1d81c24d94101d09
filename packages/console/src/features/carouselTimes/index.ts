/**
 * The carousel times' editor, one for every kind of show: each kind's screen hands it its
 * owner (its API path, pages and products). Other features import this file only.
 */
export {
  CarouselTimesPage,
  type CarouselProduct,
  type CarouselProductsQuery,
  type CarouselShow,
  type CarouselTimesOwner,
} from './CarouselTimesPage';
