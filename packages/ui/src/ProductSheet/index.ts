export {
  ProductSheet,
  type ProductSheetChoice,
  type ProductSheetColor,
  type ProductSheetProduct,
  type ProductSheetProps,
  type ProductSheetSize,
} from './ProductSheet';
export { CartPanel, type CartPanelLine, type CartPanelProps } from './CartPanel';
