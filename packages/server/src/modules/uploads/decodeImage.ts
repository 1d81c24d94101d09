import { apiMessages } from '@runway-live/domain/api';
import sharp from 'sharp';

/** The most pixels an upload may have (apiMessages.imageTooManyPixels says 40 megapixels). */
export const MAX_UPLOAD_PIXELS = 40_000_000;

export type DecodedImage = { data: Buffer; extension: '.png' | '.jpg' } | { refused: string };

/**
 * Decodes an upload with libvips (sharp) and answers the image to store: re-encoded from
 * its pixels, so nothing but the picture is ever served (a PNG/HTML polyglot loses its
 * HTML, an image its EXIF location), turned upright by its EXIF orientation first.
 * Refused: a file that is not a PNG or JPEG, one whose header declares more than
 * MAX_UPLOAD_PIXELS (checked before any pixel is decoded), and one that does not decode
 * whole (a truncated or forged file: libvips' warnings count as failures).
 */
export async function decodeImage(data: Buffer): Promise<DecodedImage> {
  let format: string | undefined;
  let pixels: number;
  try {
    // The header only: no limit here, so an oversized image is named as such below.
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = metadata.width * metadata.height;
  } catch {
    return { refused: apiMessages.imageUnreadable };
  }
  if (format !== 'png' && format !== 'jpeg') return { refused: apiMessages.fileType };
  if (pixels > MAX_UPLOAD_PIXELS) return { refused: apiMessages.imageTooManyPixels };
  try {
    const image = sharp(data, { failOn: 'warning', limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    return format === 'png'
      ? { data: await image.png().toBuffer(), extension: '.png' }
      : { data: await image.jpeg({ quality: 90 }).toBuffer(), extension: '.jpg' };
  } catch {
    return { refused: apiMessages.imageUnreadable };
  }
}
