export { Dialog, type DialogProps } from './Dialog';
export type { DialogSize, DialogTone } from './Dialog.styles';
