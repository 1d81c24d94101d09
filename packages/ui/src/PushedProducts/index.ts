export {
  PushedProducts,
  type PushedProduct,
  type PushedLook,
  type PushedProductsProps,
} from './PushedProducts';
