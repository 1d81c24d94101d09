export {
  ShopperAuthDialog,
  shopperAuthWords,
  type ShopperAuthDialogProps,
  type ShopperAuthMode,
} from './ShopperAuthDialog';
export { ShopperAccountBar, type ShopperAccountBarProps } from './ShopperAccountBar';
