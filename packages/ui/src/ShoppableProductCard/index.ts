export {
  ShoppableProductCard,
  defaultShoppableProductCardWords,
  type ShoppableProductCardProps,
  type ShoppableProductCardWords,
} from './ShoppableProductCard';
