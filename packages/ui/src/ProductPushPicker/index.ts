export {
  ProductPushPicker,
  type ProductPushPickerProps,
  type PushableLook,
  type PushableProduct,
} from './ProductPushPicker';
