import imageCompression from 'browser-image-compression';

/** Image cropping constants of spec section 9. */
export const CROP = {
  /** Sources are scaled down to fit this box before cropping. */
  maxSourceSide: 1024,
  /** The square output's side. */
  outputSide: 256,
  /** The smallest crop, in source pixels. */
  minCropSide: 20,
  jpegQuality: 0.92,
  /** About 80 KB. */
  targetSizeMB: 0.08,
} as const;

/** The file types the cropper accepts (spec section 5). */
export const CROPPABLE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/bmp',
  'image/gif',
  'image/tiff',
] as const;

export const CROPPABLE_ACCEPT = '.png,.jpg,.jpeg,.bmp,.gif,.tiff,.tif';

/** Whether the cropper takes this file, by its type or, when the type is blank, its extension. */
export function isCroppable(file: File): boolean {
  if (file.type) return (CROPPABLE_TYPES as readonly string[]).includes(file.type);
  return /\.(png|jpe?g|bmp|gif|tiff?)$/i.test(file.name);
}

/** A rectangle in the pixels of the (resized) source, as react-easy-crop reports it. */
export type CropArea = { x: number; y: number; width: number; height: number };

/** A source ready for cropping: the resized image, its object URL (revoke it when done) and size. */
export type PreparedImage = {
  url: string;
  element: HTMLImageElement;
  width: number;
  height: number;
};

/** The scale that fits a width × height image inside maxSide × maxSide, never enlarging. */
export function fitScale(
  width: number,
  height: number,
  maxSide: number = CROP.maxSourceSide,
): number {
  const longest = Math.max(width, height);
  return longest > maxSide ? maxSide / longest : 1;
}

/**
 * The largest zoom that keeps the square crop at least `minCropSide` source pixels wide.
 * At zoom 1 the crop spans the image's shorter side; zooming in divides it.
 */
export function maxZoomFor(
  width: number,
  height: number,
  minCropSide: number = CROP.minCropSide,
): number {
  return Math.max(1, Math.min(width, height) / minCropSide);
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return [canvas, context];
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))),
      type,
      quality,
    ),
  );
}

/**
 * Decodes the source and scales it to fit 1024 × 1024. Rejects when the browser cannot
 * read the image (a TIFF in most browsers, a damaged file): the dialog signals that.
 */
export async function prepareImage(source: Blob): Promise<PreparedImage> {
  const bitmap = await createImageBitmap(source);
  try {
    const scale = fitScale(bitmap.width, bitmap.height);
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const [canvas, context] = canvasOf(width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await toBlob(canvas, 'image/png');
    const url = URL.createObjectURL(blob);
    return { url, element: await loadImageElement(url), width, height };
  } finally {
    bitmap.close();
  }
}

function loadImageElement(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Image failed to load'));
    image.src = url;
  });
}

/** Draws the crop of the prepared image into a side × side canvas (the preview and the output). */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource,
  area: CropArea,
  side: number = CROP.outputSide,
): void {
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
}

/**
 * The confirmed image: the crop scaled to 256 × 256, JPEG at 92 %, then compressed
 * towards 80 KB without losing resolution.
 */
export async function cropToJpeg(
  image: CanvasImageSource,
  area: CropArea,
  fileName: string,
): Promise<File> {
  const [canvas] = canvasOf(CROP.outputSide, CROP.outputSide);
  drawCrop(canvas, image, area);
  const jpeg = await toBlob(canvas, 'image/jpeg', CROP.jpegQuality);
  const cropped = new File([jpeg], fileName, { type: 'image/jpeg' });
  const compressed = await imageCompression(cropped, {
    maxSizeMB: CROP.targetSizeMB,
    maxWidthOrHeight: CROP.outputSide,
    alwaysKeepResolution: true,
    fileType: 'image/jpeg',
    initialQuality: CROP.jpegQuality,
    // The worker mode loads the library from a CDN; a 256 px image is quick on the main thread.
    useWebWorker: false,
  });
  return new File([compressed], fileName, { type: 'image/jpeg' });
}
