export { FileInput, type FileInputProps } from './FileInput';
export { FileButton, type FileButtonProps } from './FileButton';
