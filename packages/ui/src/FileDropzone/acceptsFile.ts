/** The dropzone's default: the designer profile image types (spec 5). */
export const DEFAULT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** 'photo.JPG' with ['png', 'jpg'] → true. Judged by the name's extension, case-insensitive. */
export function acceptsFile(fileName: string, extensions: readonly string[]): boolean {
  const match = /\.([^./\\]+)$/.exec(String(fileName ?? ''));
  if (!match) return false;
  const extension = match[1]!.toLowerCase();
  return extensions.some((allowed) => allowed.replace(/^\./, '').toLowerCase() === extension);
}

/** The input's accept attribute: '.png,.jpg,.jpeg'. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension.replace(/^\./, '')}`).join(',');
}
