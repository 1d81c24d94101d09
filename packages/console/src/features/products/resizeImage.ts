/** Section 9: product images are resized to at most 414 × 896 before upload. */
export const PRODUCT_IMAGE_BOX = { width: 414, height: 896 } as const;

/** The product images' types (section 5, the dropzone: png, jpg, jpeg). */
export const PRODUCT_IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

type Box = { width: number; height: number };

/** The size that fits `box` keeping the proportions, never larger than the original. */
export function fittedSize(size: Box, box: Box): Box {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The image scaled down to fit `box` (a JPEG, or a PNG for a PNG, to keep transparency).
 * An image already inside the box, or one the browser cannot draw, goes as it is: the
 * server checks the content either way.
 */
export async function resizeImage(file: File, box: Box): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = fittedSize(bitmap, box);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/png' ? '.png' : '.jpg');
  return new File([blob], name, { type });
}
