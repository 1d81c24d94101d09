export { FileDropzone, type FileDropzoneProps } from './FileDropzone';
export { acceptsFile, acceptAttribute, DEFAULT_IMAGE_EXTENSIONS } from './acceptsFile';
