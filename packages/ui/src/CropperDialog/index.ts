export { CropperDialog, type CropperDialogProps } from './CropperDialog';
export { CROP, CROPPABLE_ACCEPT, CROPPABLE_TYPES, isCroppable } from './cropImage';
export { imageFromClipboard, pastedImageName } from './imageNames';
